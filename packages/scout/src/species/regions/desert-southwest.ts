import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Arizona, New Mexico, southern Nevada and Utah: canyon reservoirs and desert rivers. */
export const DESERT_SOUTHWEST: SubRegion = {
  id: 'desert-southwest',
  name: 'the desert Southwest',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['AZ', 'NM', 'NV', 'UT'],
  boxes: [[31.3, -116.0, 37.0, -103.0]],
  features: ['bluffs', 'submerged-grass'],
  defaultKind: 'reservoir',
  targets: [
    target('largemouth-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
    target('striped-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
    target('smallmouth-bass', span(3, 10), GUIDE, { kinds: ['reservoir', 'river'] }),
    target('channel-catfish', span(5, 9), GUIDE),
    target('rainbow-trout', span(11, 3), GUIDE),
    target('black-crappie', span(2, 5), GUIDE, { kinds: ['reservoir'] }),
  ],
  sources: ['noaa-fishwatch'],
};
