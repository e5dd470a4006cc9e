import { eq } from 'drizzle-orm';
import { CATCH_METHOD_LABELS, type CatchMethod, type TCatchStats } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { catches } from '../../db/schema/index.ts';

/** Water temperature bands for the chart, in 5 °F steps. */
const waterBand = (f: number) => {
  const low = Math.floor(f / 5) * 5;
  return `${low}-${low + 4} °F`;
};

function counted(values: (string | null)[], order?: readonly string[]) {
  const counts = new Map<string, number>();
  for (const v of values) if (v !== null) counts.set(v, (counts.get(v) ?? 0) + 1);
  const items = [...counts.entries()].map(([key, count]) => ({ key, count }));
  return order
    ? items.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key))
    : items.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/**
 * "What worked for me": the member's catches (of one species, or all) counted by the conditions
 * they were caught in, the bait and the method. Counts only, no model: with a handful of catches
 * the chart shows what happened, not what will.
 */
export async function catchStats(opts: {
  db: Db;
  userId: string;
  species?: string;
}): Promise<TCatchStats> {
  const mine = eq(catches.userId, opts.userId);
  const all = await opts.db
    .select({
      species: catches.species,
      speciesName: catches.speciesName,
      bait: catches.bait,
      method: catches.method,
      conditions: catches.conditions,
    })
    .from(catches)
    .where(mine);
  const rows = opts.species ? all.filter((r) => r.species === opts.species) : all;
  const speciesCounts = new Map<string, { id: string; name: string; count: number }>();
  for (const r of all) {
    const entry = speciesCounts.get(r.species) ?? { id: r.species, name: r.speciesName, count: 0 };
    entry.count += 1;
    speciesCounts.set(r.species, entry);
  }
  const c = rows.map((r) => r.conditions);
  return {
    total: rows.length,
    species: [...speciesCounts.values()].sort((a, b) => b.count - a.count),
    byLight: counted(
      c.map((x) => x.light),
      ['dawn', 'day', 'dusk', 'night'],
    ),
    byTide: counted(
      c.map((x) => x.tide?.stage ?? null),
      ['rising', 'high slack', 'falling', 'low slack'],
    ),
    byPressure: counted(
      c.map((x) => x.pressureTrend),
      ['falling', 'steady', 'rising'],
    ),
    bySolunar: counted(
      c.map((x) => x.solunar),
      ['major', 'minor', 'none'],
    ),
    byMoon: counted(c.map((x) => x.moonPhase)),
    byWaterTemp: counted(c.map((x) => (x.water ? waterBand(x.water.tempF) : null))).sort(
      (a, b) => parseInt(a.key) - parseInt(b.key),
    ),
    byBait: counted(rows.map((r) => r.bait.trim().toLowerCase())).slice(0, 8),
    byMethod: counted(rows.map((r) => CATCH_METHOD_LABELS[r.method as CatchMethod] ?? r.method)),
  };
}
