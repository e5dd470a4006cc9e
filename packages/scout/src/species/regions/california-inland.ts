import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** California's inland water: the Delta, Central Valley rivers, Clear Lake, the Sierra, SoCal lakes. */
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
    target('striped-bass', [10, 11, 12, 1, 2, 3, 4, 5], GUIDE, { kinds: ['river', 'reservoir'] }),
    target('rainbow-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'reservoir', 'natural-lake', 'tailwater'],
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
  sources: ['cdfw-species'],
};
