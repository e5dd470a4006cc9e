import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Central, South and West Texas and Oklahoma: Hill Country and prairie reservoirs, Texoma. */
export const TEXAS_OKLAHOMA: SubRegion = {
  id: 'texas-oklahoma',
  name: 'Texas and Oklahoma',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['TX', 'OK'],
  boxes: [[25.8, -106.7, 37.0, -94.4]],
  features: ['bluffs', 'submerged-grass', 'standing-timber'],
  defaultKind: 'reservoir',
  targets: [
    target('largemouth-bass', ALL_YEAR, GUIDE),
    target('white-bass', [2, 3, 4, 6, 7, 8, 9], GUIDE, { kinds: ['reservoir', 'river'] }),
    target('striped-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'tailwater'] }),
    target('blue-catfish', [11, 12, 1, 2, 3], GUIDE, { kinds: ['reservoir', 'river'] }),
    target('channel-catfish', span(4, 10), GUIDE),
    target('white-crappie', [2, 3, 4, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('smallmouth-bass', span(3, 10), GUIDE, { kinds: ['reservoir', 'river'] }),
  ],
  sources: ['tpwd-species'],
};
