import { cite, read } from './data/helpers.ts';
import { kindMatches } from './kinds.ts';
import { inBox, type SubRegion } from './regions/sub-region.ts';
import type { HoldingAdvice, WaterKind } from './types.ts';

/**
 * Where stocked fish hold: planted catchable trout in a lake. WDFW's hatchery trout stocking plan
 * ("Tips for Catching Trout"): research has shown that trout stay in the top three to five feet
 * of water for the first weeks after stocking; from shore, a float keeps the bait up in that
 * zone; after a few weeks they turn to natural food, which tends to be deeper, on or just off the
 * bottom. Said conditionally: the report does not know whether or when this water was planted.
 */
export const STOCKED_TROUT_HOLDING: HoldingAdvice = {
  spots: [
    {
      text: 'if the lake has been planted in the last few weeks (check the agency’s stocking report), in the top 3-5 ft of water (bait under a float from the bank, a shallow troll from a boat); a few weeks after a plant the trout turn to natural food, deeper, on or just off the bottom',
    },
  ],
  basis: read(
    cite(
      'wdfw-stocking-tips',
      'Tips for Catching Trout: trout stay in the top three to five feet of water for the first weeks after stocking; use a float from shore and troll shallow early; after a few weeks they are found where the natural food is, deeper, on or just off the bottom',
    ),
  ),
};

/** The sub-region's stocked-fish entry for this species, kind of water and place, if any. */
export function stockedEntry(
  subRegion: SubRegion | null,
  speciesId: string,
  kind: WaterKind,
  lat: number,
  lon: number | undefined,
  lakeAreaKm2: number | null = null,
) {
  return (
    subRegion?.stocked?.find(
      (s) =>
        s.species.includes(speciesId) &&
        kindMatches(s.kinds, kind) &&
        (s.maxLakeKm2 === undefined || lakeAreaKm2 === null || lakeAreaKm2 < s.maxLakeKm2) &&
        (!s.within || (lon !== undefined && s.within.boxes.some((b) => inBox(lat, lon, b)))),
    ) ?? null
  );
}
