import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/**
 * California's inland water: Central Valley rivers, foothill and SoCal lakes. Striped bass only
 * in the rivers here (the Delta and the State Water Project striper lakes are named waters);
 * trout only in cold water (tailwaters, and rivers and lakes whose summer water stays under
 * COLD_WATER_MAX_F), not in warm valley lakes like Clear Lake.
 */
export const CALIFORNIA_INLAND: SubRegion = {
  id: 'california-inland',
  name: 'inland California',
  region: 'pacific',
  habitat: 'fresh',
  states: ['CA'],
  boxes: [[32.5, -124.5, 42.0, -114.1]],
  features: ['emergent-grass', 'submerged-grass', 'bluffs'],
  defaultKind: 'reservoir',
  targets: [
    target('largemouth-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'natural-lake', 'river'] }),
    target('striped-bass', [10, 11, 12, 1, 2, 3, 4, 5], GUIDE, { kinds: ['river'] }),
    // Trout: all year in the tailwaters; in the cool months (November to April) in the lowland
    // lakes and rivers the state stocks with catchable trout; in summer only in the mountains
    // (coldAreas: the San Gabriel, San Bernardino and San Jacinto ranges and the Kern canyon).
    target('rainbow-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater'] }),
    target('rainbow-trout', [11, 12, 1, 2, 3, 4], GUIDE, {
      kinds: ['river', 'reservoir', 'natural-lake'],
    }),
    target('rainbow-trout', span(5, 10), GUIDE, {
      kinds: ['river', 'reservoir', 'natural-lake'],
      coldWater: true,
    }),
    target('spotted-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir'] }),
    target('channel-catfish', span(5, 9), GUIDE),
    target('chinook-salmon', span(8, 11), GUIDE, { kinds: ['river'] }),
    target('american-shad', span(5, 6), GUIDE, { kinds: ['river'] }),
    target('kokanee', span(5, 9), GUIDE, { kinds: ['reservoir'], types: ['boat', 'kayak'] }),
  ],
  runs: [
    {
      species: 'chinook-salmon',
      from: [8, 1],
      to: [11, 30],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'fall-run chinook are in the Central Valley rivers',
      basis: GUIDE,
    },
  ],
  coldAreas: [
    [
      [34.15, -117.95],
      [34.45, -117.95],
      [34.45, -116.6],
      [34.15, -116.6],
    ],
    [
      [33.65, -116.85],
      [33.85, -116.85],
      [33.85, -116.55],
      [33.65, -116.55],
    ],
    [
      [35.7, -118.75],
      [36.0, -118.75],
      [36.0, -118.0],
      [35.7, -118.0],
    ],
  ],
  sources: ['cdfw-species'],
};
