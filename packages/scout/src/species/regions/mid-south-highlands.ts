import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Tennessee, Kentucky, Arkansas and the Missouri Ozarks: highland reservoirs with bluffs, and tailwaters. */
export const MID_SOUTH_HIGHLANDS: SubRegion = {
  id: 'mid-south-highlands',
  name: 'the mid-South highlands',
  region: 'inland-south',
  habitat: 'fresh',
  states: ['TN', 'KY', 'AR', 'MO', 'AL', 'WV'],
  boxes: [
    [35.0, -95.0, 38.9, -81.7],
    [33.0, -94.6, 35.0, -88.9],
  ],
  features: ['bluffs', 'standing-timber', 'rock-shoals'],
  defaultKind: 'reservoir',
  targets: [
    // Not in the cold trout tailwaters below the deep dams (Greers Ferry, Bull Shoals, Norfork,
    // Dale Hollow): the cold release is too cold for a warm-water fishery
    target('largemouth-bass', ALL_YEAR, GUIDE, { warmWater: true }),
    target('smallmouth-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
    target('spotted-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'], warmWater: true }),
    target('white-crappie', [2, 3, 4, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('black-crappie', [2, 3, 4, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('rainbow-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater'] }),
    target('brown-trout', ALL_YEAR, GUIDE, { kinds: ['tailwater'] }),
    target('walleye', span(2, 4), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('white-bass', span(3, 4), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('striped-bass', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'tailwater'] }),
    target('blue-catfish', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
  ],
  sources: ['mdc-field-guide'],
};
