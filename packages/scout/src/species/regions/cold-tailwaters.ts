import type { ColdTailwater } from '../../water/cold-tailwaters.ts';
import { GUIDE } from '../data/helpers.ts';
import type { Region } from '../types.ts';
import { ALL_YEAR, target, type SubRegion } from './sub-region.ts';

/**
 * A cold tailwater below a deep dam as a sub-region of its own: a trout river all year, whatever
 * the warm-water region around it holds (Arkansas Game and Fish Commission and Utah DWR manage
 * the White River below Bull Shoals and the Green River below Flaming Gorge as trout waters; the
 * warm-water bass of the lakes above are not its fishery). Brown trout stage and spawn on each
 * river's own fall calendar (see water/cold-tailwaters.ts for the sources).
 */
// Month-day steps on the yearless calendar the run windows are written in (a window may end on
// Feb 29, so February has 29 days here); dated arithmetic uses the real calendar instead.
const DAYS_IN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const nextDay = ([m, d]: readonly [number, number]): [number, number] =>
  d >= DAYS_IN[m - 1]! ? [(m % 12) + 1, 1] : [m, d + 1];
const prevDay = ([m, d]: readonly [number, number]): [number, number] =>
  d <= 1 ? [((m + 10) % 12) + 1, DAYS_IN[(m + 10) % 12]!] : [m, d - 1];

const CUTTHROAT_STATES = ['UT', 'NM', 'CO', 'WY', 'MT', 'ID', 'AR'];

export function coldTailwaterSubRegion(t: ColdTailwater, region: Region): SubRegion {
  return {
    id: `cold-tailwater-${t.id}`,
    name: t.name,
    region,
    habitat: 'fresh',
    states: [t.state],
    boxes: [],
    features: ['rock-shoals'],
    defaultKind: 'tailwater',
    targets: [
      target('rainbow-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater', 'river'] }),
      target('brown-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater', 'river'] }),
      // Cutthroat are stocked in the western tailwaters and in Arkansas's White River, not in the
      // Southeast's TVA and USACE tailwaters (TWRA Region IV stocks rainbow, brown and brook).
      ...(CUTTHROAT_STATES.includes(t.state)
        ? [target('cutthroat-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater', 'river'] })]
        : []),
    ],
    runs: [
      {
        species: 'brown-trout',
        from: t.brownPreSpawn[0],
        to: t.brownPreSpawn[1],
        phase: 'pre-spawn',
        kinds: ['tailwater', 'river'],
        text: `brown trout feed hard and move toward the gravel shoals before their fall spawn in ${t.name}; ${t.brownSpawnSource}`,
        basis: GUIDE,
      },
      {
        species: 'brown-trout',
        from: t.brownSpawn[0],
        to: t.brownSpawn[1],
        phase: 'spawn',
        kinds: ['tailwater', 'river'],
        text: `brown trout spawn on the gravel shoals of ${t.name}; ${t.brownSpawnSource}`,
        basis: GUIDE,
      },
      {
        species: 'brown-trout',
        from: nextDay(t.brownSpawn[1]),
        to: [4, 30],
        phase: 'post-spawn',
        kinds: ['tailwater', 'river'],
        text: `brown trout recover from the spawn and feed in the steady cold release of ${t.name}`,
        basis: GUIDE,
      },
      {
        species: 'brown-trout',
        from: [5, 1],
        to: prevDay(t.brownPreSpawn[0]),
        phase: 'summer',
        kinds: ['tailwater', 'river'],
        text: `brown trout feed through the warm months in the cold release of ${t.name} (the water stays cold whatever the air)`,
        basis: GUIDE,
      },
    ],
    sources: [],
  };
}
