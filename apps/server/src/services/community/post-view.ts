import { sql } from 'drizzle-orm';
import { getSpecies } from '@anglerscout/scout';
import type { SpotPrivacy, TCatchConditions, TPost } from '@anglerscout/contracts';
import { catchPhotoUrl } from '../catches/catch-view.ts';
import { milesBetween } from './spot-grid.ts';

/** The columns every post view reads, for `p` (posts), `u` (users) and `c` (catches). */
export const POST_COLUMNS = sql`p.id, p.kind, p.title, p.body_html, p.user_id, p.species, p.spot_privacy,
  p.public_lat, p.public_lon, p.region_label, p.status, p.created_at,
  (select count(*) from community_replies r where r.post_id = p.id and r.status = 'visible')::int as reply_count,
  u.name as author_name, c.caught_at, c.time_zone, c.length_in, c.weight_lb, c.bait, c.method,
  c.photo_id, c.conditions, c.species_name`;

export interface PostRow extends Record<string, unknown> {
  id: string;
  kind: 'catch' | 'discussion';
  title: string;
  body_html: string;
  user_id: string;
  species: string | null;
  spot_privacy: SpotPrivacy;
  public_lat: number | null;
  public_lon: number | null;
  region_label: string;
  status: TPost['status'];
  created_at: Date | string;
  reply_count: number;
  author_name: string | null;
  caught_at: Date | string | null;
  length_in: number | null;
  weight_lb: number | null;
  bait: string | null;
  method: string | null;
  photo_id: string | null;
  conditions: TCatchConditions | null;
  species_name: string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * A post as another member sees it. Only the shown point (already blurred when it was stored)
 * and the conditions that cannot place the spot leave the server: no station, gauge or sun
 * altitude, and the catch time to the hour.
 */
export function toPostView(
  row: PostRow,
  viewerId: string,
  from?: { lat: number; lon: number },
): TPost {
  const shown =
    row.public_lat !== null && row.public_lon !== null
      ? { lat: row.public_lat, lon: row.public_lon }
      : null;
  const c = row.conditions;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    bodyHtml: row.body_html,
    authorName: row.author_name?.trim() || 'Member',
    mine: row.user_id === viewerId,
    species: row.species,
    speciesName:
      row.species_name ?? (row.species ? (getSpecies(row.species)?.commonName ?? null) : null),
    spot:
      row.spot_privacy === 'region' && !shown
        ? {
            privacy: 'region',
            latitude: null,
            longitude: null,
            label: row.region_label,
            distanceMi: null,
          }
        : shown
          ? {
              privacy: row.spot_privacy,
              latitude: shown.lat,
              longitude: shown.lon,
              label: row.region_label,
              distanceMi: from ? Math.round(milesBetween(from, shown) * 10) / 10 : null,
            }
          : null,
    catch:
      row.kind === 'catch' && c && row.caught_at
        ? {
            caughtAtLocal: `${c.local.slice(0, 13)}:00`,
            lengthIn: row.length_in,
            weightLb: row.weight_lb,
            bait: row.bait ?? '',
            method: (row.method ?? 'other') as NonNullable<TPost['catch']>['method'],
            photoUrl: row.photo_id ? catchPhotoUrl(row.photo_id) : null,
            conditions: {
              local: `${c.local.slice(0, 13)}:00`,
              airTempF: c.airTempF,
              windMph: c.windMph,
              windFrom: c.windFrom,
              pressureTrend: c.pressureTrend,
              moonPhase: c.moonPhase,
              solunar: c.solunar,
              light: c.light,
              waterTempF: c.water?.tempF ?? null,
              tideStage: c.tide?.stage ?? null,
              tideFlowFtPerHour: c.tide?.flowFtPerHour ?? null,
            },
          }
        : null,
    status: row.status,
    replyCount: row.reply_count,
    createdAt: iso(row.created_at),
  };
}
