import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Kansas, Nebraska, the Dakotas and eastern Colorado: prairie reservoirs and rivers. */
export const GREAT_PLAINS: SubRegion = {
  id: 'great-plains',
  name: 'the Great Plains',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['KS', 'NE', 'SD', 'ND', 'CO'],
  boxes: [[37.0, -104.1, 49.1, -96.3]],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'reservoir',
  targets: [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river', 'natural-lake'] }),
    target('white-bass', span(4, 10), GUIDE, { kinds: ['reservoir', 'river'] }),
    target('largemouth-bass', span(4, 10), GUIDE),
    target('channel-catfish', span(4, 10), GUIDE),
    target('flathead-catfish', span(5, 9), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('white-crappie', [3, 4, 5, 10, 11], GUIDE, { kinds: ['reservoir'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['reservoir'] }),
    target('northern-pike', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'natural-lake'] }),
  ],
  sources: ['mdc-field-guide'],
};
