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
    target('rainbow-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'reservoir', 'natural-lake', 'tailwater'],
      coldWater: true,
    }),
    target('spotted-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir'] }),
    target('channel-catfish', span(5, 9), GUIDE),
    target('chinook-salmon', span(8, 11), GUIDE, { kinds: ['river'] }),
    target('american-shad', span(5, 6), GUIDE, { kinds: ['river'] }),
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
  sources: ['cdfw-species'],
};
