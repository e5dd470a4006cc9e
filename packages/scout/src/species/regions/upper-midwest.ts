import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

/**
 * Minnesota, Wisconsin, Michigan's inland lakes and the eastern Dakotas: glacial lakes and rivers.
 * The second box is southeast Michigan below 42.5° N (Whitmore Lake, the Huron River, the
 * Irish Hills lakes), which no sub-region covered: the catalogue fallback offered spotted bass
 * there (review fresh.md RC5).
 */
export const UPPER_MIDWEST: SubRegion = {
  id: 'upper-midwest',
  name: 'the Upper Midwest',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['MN', 'WI', 'MI', 'IA', 'ND', 'SD'],
  boxes: [
    [42.5, -97.5, 49.5, -82.0],
    [41.69, -87.0, 42.5, -82.4],
  ],
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

/**
 * Northern Michigan's inland trout rivers (the Au Sable above Mio, the Manistee, Boardman, Pine,
 * Jordan, Sturgeon, Black, and the Upper Peninsula streams): rivers more than TRIBUTARY_KM from
 * the Great Lakes are brown, brook and rainbow trout water, with smallmouth in the bigger, warmer
 * reaches (common guide practice; the state's Blue Ribbon Trout Streams). Lakes in the box stay
 * with the Upper Midwest.
 */
export const NORTHERN_MICHIGAN_RIVERS: SubRegion = {
  id: 'northern-michigan-rivers',
  name: 'northern Michigan\u2019s trout rivers',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['MI'],
  boxes: [
    [43.6, -86.6, 45.9, -83.2],
    [45.9, -90.5, 47.5, -84.0],
  ],
  features: ['rock-shoals', 'ice'],
  defaultKind: 'river',
  onlyKinds: ['river', 'tailwater'],
  targets: [
    target('brown-trout', span(4, 10), GUIDE),
    target('brook-trout', span(4, 9), GUIDE),
    target('rainbow-trout', span(4, 10), GUIDE),
    target('smallmouth-bass', span(6, 9), GUIDE),
  ],
  sources: [],
};

/**
 * The Driftless Area of southwest Wisconsin, southeast Minnesota, northeast Iowa and northwest
 * Illinois: spring-fed coulee creeks with wild brown and brook trout, fished through an early
 * catch-and-release season in winter and spring (common guide practice; Wisconsin's early inland
 * trout season runs from January to early May). The Mississippi and the lower Wisconsin River
 * through it are warm-water rivers (named waters).
 */
export const DRIFTLESS: SubRegion = {
  id: 'driftless',
  name: 'the Driftless Area',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['WI', 'MN', 'IA', 'IL'],
  boxes: [[42.3, -92.4, 44.7, -89.6]],
  features: ['rock-shoals'],
  defaultKind: 'river',
  onlyKinds: ['river'],
  targets: [
    target('brown-trout', ALL_YEAR, GUIDE),
    target('brook-trout', span(3, 10), GUIDE),
    target('rainbow-trout', span(3, 10), GUIDE),
    target('smallmouth-bass', span(6, 9), GUIDE),
  ],
  sources: [],
};
