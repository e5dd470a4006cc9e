import type { TSpotRules } from '@anglerscout/contracts';
import { evaluateRules, speciesName } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import type { Science } from '../conditions/science.ts';
import { readClosureRows } from './read-closures.ts';

/**
 * The Conditions page's rules: where the rules are for the spot and every closure in the table
 * that is in force there today (the spot's own date), for anglers of any kind. Closures that
 * apply only to boats count here too: the page does not know how the angler fishes.
 */
export async function rulesForSpot(opts: {
  db: Db;
  science: Science;
  lat: number;
  lon: number;
  habitat: 'fresh' | 'salt';
  now?: Date;
}): Promise<TSpotRules> {
  const { lat, lon, habitat } = opts;
  const [rows] = await Promise.all([readClosureRows({ db: opts.db }), opts.science.ready()]);
  const date = localDate(opts.now ?? new Date(), opts.science.timeZoneFor(lat, lon));
  const targets = [...new Set(rows.map((r) => r.speciesId))].map((id) => ({
    id,
    commonName: speciesName(id),
  }));
  const geo = opts.science.spotGeo(lat, lon);
  const byType = (['shore', 'boat'] as const).map(
    (fishingType) =>
      evaluateRules({ geo, lat, lon, date, habitat, fishingType, targets, closures: rows }).rules,
  );
  const [shore, boat] = byType as [TSpotRules['rules'], TSpotRules['rules']];
  const closures = [...shore.closures];
  for (const c of boat.closures)
    if (!closures.some((s) => s.speciesId === c.speciesId))
      closures.push({ ...c, text: `From a boat or kayak: ${c.text}` });
  return { date, rules: { ...shore, closures } };
}
