import { and, eq } from 'drizzle-orm';
import { REGION_NAMES, regionFor, getSpecies } from '@anglerscout/scout';
import { COMMUNITY_RULES, type SpotPrivacy, type ZCreatePostRequest } from '@anglerscout/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { catches, communityPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { Providers } from '../../providers/index.ts';
import { isUniqueViolation } from '../../lib/primitives/database-errors.ts';
import { renderMarkdown } from '../content/render-markdown.ts';
import { nameSpot } from '../locations/name-spot.ts';
import { enforceRateLimit } from '../rate-limit/hit-rate-limit.ts';
import { cellOf, COARSE_CELL_DEG, FINE_CELL_DEG, publicPoint } from './spot-grid.ts';

export interface CreatePostOptions {
  db: Db;
  offlinePlaces: Providers['offlinePlaces'];
  userId: string;
  input: z.output<typeof ZCreatePostRequest>;
}

/**
 * Where a post is, as others may know it: the shown point, its search cells and a label named
 * from the shown point (never from the member's own place name). Region-only posts keep only the
 * region and state, and no point, so they stay out of area searches.
 */
function placePost(
  offlinePlaces: Providers['offlinePlaces'],
  spot: { latitude: number; longitude: number } | undefined,
  privacy: SpotPrivacy,
) {
  if (!spot)
    return {
      publicLat: null,
      publicLon: null,
      cellFine: null,
      cellCoarse: null,
      regionLabel: 'No spot given',
    };
  const region = REGION_NAMES[regionFor(spot.latitude, spot.longitude)];
  const state = offlinePlaces.nearest(spot.latitude, spot.longitude)?.stateCode;
  const regionLabel = `${region.charAt(0).toUpperCase()}${region.slice(1)}${state ? ` (${state})` : ''}`;
  const shown = publicPoint(spot.latitude, spot.longitude, privacy);
  if (!shown)
    return { publicLat: null, publicLon: null, cellFine: null, cellCoarse: null, regionLabel };
  const label =
    privacy === 'exact'
      ? nameSpot(offlinePlaces, shown.lat, shown.lon)
      : `${privacy === 'mile' ? 'Within about a mile of' : 'Within about 10 miles of'} ${nameSpot(offlinePlaces, shown.lat, shown.lon).replace(/^Near /, '')}`;
  return {
    publicLat: shown.lat,
    publicLon: shown.lon,
    cellFine: cellOf(shown.lat, shown.lon, FINE_CELL_DEG),
    cellCoarse: cellOf(shown.lat, shown.lon, COARSE_CELL_DEG),
    regionLabel: label,
  };
}

/** Shares one of the member's catches, or starts a discussion thread; rate-limited per member. */
export async function createPost(opts: CreatePostOptions): Promise<{ id: string }> {
  const { db, input, userId } = opts;
  await enforceRateLimit({
    db,
    key: `community-post:${userId}`,
    limit: COMMUNITY_RULES.postsPerHour,
    windowSeconds: 3600,
  });
  if (input.kind === 'discussion') {
    const species = input.species ? getSpecies(input.species) : undefined;
    if (input.species && !species)
      throw new AppError('VALIDATION_INVALID_FORMAT', 'Unknown species.', {
        species: 'Choose a species from the list',
      });
    const [row] = await db
      .insert(communityPosts)
      .values({
        userId,
        kind: 'discussion',
        title: input.title,
        bodyMarkdown: input.body,
        bodyHtml: renderMarkdown(input.body),
        species: species?.id ?? null,
        spotPrivacy: input.spot ? input.spotPrivacy : 'region',
        ...placePost(opts.offlinePlaces, input.spot, input.spotPrivacy),
      })
      .returning({ id: communityPosts.id });
    return { id: row!.id };
  }
  const [own] = await db
    .select()
    .from(catches)
    .where(and(eq(catches.id, input.catchId), eq(catches.userId, userId)));
  if (!own) throw new AppError('RESOURCE_NOT_FOUND', 'No such catch.');
  const size = [
    own.lengthIn ? `${own.lengthIn} in` : null,
    own.weightLb ? `${own.weightLb} lb` : null,
  ]
    .filter(Boolean)
    .join(', ');
  try {
    const [row] = await db
      .insert(communityPosts)
      .values({
        userId,
        kind: 'catch',
        catchId: own.id,
        title: input.title ?? `${own.speciesName}${size ? ` (${size})` : ''} on ${own.bait}`,
        bodyMarkdown: input.body,
        bodyHtml: renderMarkdown(input.body),
        species: own.species,
        spotPrivacy: input.spotPrivacy,
        caughtAt: own.caughtAt,
        ...placePost(
          opts.offlinePlaces,
          { latitude: own.latitude, longitude: own.longitude },
          input.spotPrivacy,
        ),
      })
      .returning({ id: communityPosts.id });
    return { id: row!.id };
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('RESOURCE_ALREADY_EXISTS', 'This catch is already shared.');
    throw err;
  }
}
