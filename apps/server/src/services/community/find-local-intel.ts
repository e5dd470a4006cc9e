import { sql } from 'drizzle-orm';
import type { LocalIntelInput, NearbyCatchReport } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { cellsCovering, degreesAround, milesBetween } from './spot-grid.ts';

/**
 * The searches local intel tries, nearest and freshest first: the first that finds at least
 * MIN_REPORTS is used, else the widest. The report states the one it used.
 */
const LOCAL_INTEL_SEARCHES = [
  { radiusMi: 10, days: 7 },
  { radiusMi: 25, days: 30 },
] as const;
const MIN_REPORTS = 3;
/** At most this many reports are summarised (the newest). */
const MAX_REPORTS = 500;

interface IntelRow extends Record<string, unknown> {
  public_lat: number;
  public_lon: number;
  caught_at: Date | string;
  species_name: string;
  bait: string;
  light: NearbyCatchReport['light'];
  tide_stage: NearbyCatchReport['tideStage'];
  pressure_trend: NearbyCatchReport['pressureTrend'];
  solunar: NearbyCatchReport['solunar'];
}

async function search(
  db: Db,
  at: { lat: number; lon: number },
  radiusMi: number,
  since: Date,
  species: string | null,
) {
  const { grid, cells } = cellsCovering(at.lat, at.lon, radiusMi);
  const column = grid === 'fine' ? sql`cell_fine` : sql`cell_coarse`;
  const { lonScale } = degreesAround(at.lat, radiusMi);
  const list = sql.join(
    cells.map((c) => sql`${c}`),
    sql`, `,
  );
  const speciesFilter = species ? sql`and p.species = ${species}` : sql``;
  return executeRows<IntelRow>(
    db,
    sql`select x.public_lat, x.public_lon, x.caught_at, c.species_name, c.bait,
        c.conditions->>'light' as light, c.conditions->'tide'->>'stage' as tide_stage,
        c.conditions->>'pressureTrend' as pressure_trend, c.conditions->>'solunar' as solunar
      from unnest(array[${list}]::int[]) as cell(id)
      cross join lateral (
        select p.public_lat, p.public_lon, p.caught_at, p.catch_id from community_posts p
        where p.${column} = cell.id and p.status = 'visible' and p.kind = 'catch' ${speciesFilter}
          and p.created_at >= ${since.toISOString()} and p.caught_at >= ${since.toISOString()}
          and ((p.public_lat - ${at.lat}) * 69.05) ^ 2 + ((p.public_lon - ${at.lon}) * ${lonScale}) ^ 2 <= ${radiusMi * radiusMi}
        order by p.created_at desc nulls last limit ${MAX_REPORTS}
      ) x join catches c on c.id = x.catch_id
      order by x.caught_at desc limit ${MAX_REPORTS}`,
  );
}

/**
 * Shared catch reports near a spot for the report's local intel, found by the points their
 * posters chose to show (region-only posts have none and never count). The science summarises
 * them (packages/scout summariseLocalIntel).
 */
export async function findLocalIntel(opts: {
  db: Db;
  lat: number;
  lon: number;
  species: { id: string; name: string } | null;
  now: Date;
}): Promise<LocalIntelInput> {
  const at = { lat: opts.lat, lon: opts.lon };
  let found: { radiusMi: number; days: number; rows: IntelRow[] } | undefined;
  for (const s of LOCAL_INTEL_SEARCHES) {
    const since = new Date(opts.now.getTime() - s.days * 86_400_000);
    const rows = await search(opts.db, at, s.radiusMi, since, opts.species?.id ?? null);
    found = { ...s, rows };
    if (rows.length >= MIN_REPORTS) break;
  }
  return {
    radiusMi: found!.radiusMi,
    days: found!.days,
    speciesName: opts.species?.name ?? null,
    reports: found!.rows.map((r) => ({
      speciesName: r.species_name,
      daysAgo: Math.floor((opts.now.getTime() - new Date(r.caught_at).getTime()) / 86_400_000),
      distanceMi: milesBetween(at, { lat: r.public_lat, lon: r.public_lon }),
      light: r.light,
      tideStage: r.tide_stage ?? null,
      pressureTrend: r.pressure_trend ?? null,
      solunar: r.solunar,
      bait: r.bait,
    })),
  };
}
