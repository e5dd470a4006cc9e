import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/** Minnesota, Wisconsin, Michigan's inland lakes and the eastern Dakotas: glacial lakes and rivers. */
export const UPPER_MIDWEST: SubRegion = {
  id: 'upper-midwest',
  name: 'the Upper Midwest',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['MN', 'WI', 'MI', 'IA', 'ND', 'SD'],
  boxes: [[42.5, -97.5, 49.5, -82.0]],
  features: ['submerged-grass', 'emergent-grass', 'rock-shoals', 'ice'],
  defaultKind: 'natural-lake',
  targets: [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target('northern-pike', ALL_YEAR, GUIDE, { kinds: ['natural-lake', 'reservoir', 'river'] }),
    target('yellow-perch', [12, 1, 2, 3, 6, 7, 8, 9], GUIDE, { kinds: ['natural-lake'] }),
    target('black-crappie', [12, 1, 2, 3, 5, 6, 9, 10], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
    }),
    target('bluegill', ALL_YEAR, GUIDE, { kinds: ['natural-lake'] }),
    target('smallmouth-bass', span(5, 10), GUIDE, {
      kinds: ['natural-lake', 'river', 'reservoir'],
    }),
    target('largemouth-bass', span(5, 10), GUIDE, { kinds: ['natural-lake', 'reservoir'] }),
    target('muskellunge', span(6, 11), GUIDE, { kinds: ['natural-lake', 'river'] }),
    target('brook-trout', span(4, 9), GUIDE, { kinds: ['river'] }),
    target('lake-trout', [1, 2, 3, 5, 6, 7, 8, 9], GUIDE, { kinds: ['natural-lake'] }),
  ],
  sources: ['scott-crossman-1973'],
};
