import { GUIDE } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type RunWindow, type SubRegion } from './sub-region.ts';

/**
 * The five Great Lakes basins: the open lake, its harbours and piers, and the tributaries where
 * salmon and steelhead run. Inland lakes inside the same boxes belong to the inland sub-regions
 * (onlyKinds). One file, because the basins share their tributary run calendar.
 */
const TRIBUTARY_RUNS: RunWindow[] = [
  {
    species: 'steelhead',
    from: [10, 1],
    to: [3, 15],
    phase: 'pre-spawn',
    kinds: ['river', 'tailwater'],
    text: 'steelhead run the tributaries from fall through winter',
    basis: GUIDE,
  },
  {
    species: 'steelhead',
    from: [3, 16],
    to: [4, 30],
    phase: 'spawn',
    kinds: ['river', 'tailwater'],
    text: 'steelhead spawn in the tributaries in spring',
    basis: GUIDE,
  },
  {
    species: 'steelhead',
    from: [5, 1],
    to: [5, 31],
    phase: 'post-spawn',
    kinds: ['river', 'tailwater'],
    text: 'spawned steelhead drop back to the lake',
    basis: GUIDE,
  },
  {
    species: 'chinook-salmon',
    from: [8, 25],
    to: [10, 10],
    phase: 'pre-spawn',
    kinds: ['river', 'tailwater'],
    text: 'king salmon run the tributaries',
    basis: GUIDE,
  },
  {
    species: 'chinook-salmon',
    from: [10, 11],
    to: [11, 15],
    phase: 'spawn',
    kinds: ['river', 'tailwater'],
    text: 'king salmon spawn and die in the tributaries',
    basis: GUIDE,
  },
  {
    species: 'coho-salmon',
    from: [9, 15],
    to: [11, 15],
    phase: 'pre-spawn',
    kinds: ['river', 'tailwater'],
    text: 'coho run the tributaries',
    basis: GUIDE,
  },
];

const ONLY = ['great-lakes', 'river', 'tailwater'] as const;

function basin(
  id: string,
  name: string,
  states: string[],
  box: readonly [number, number, number, number],
  extra: SubRegion['targets'],
): SubRegion {
  return {
    id,
    name,
    region: 'great-lakes',
    habitat: 'fresh',
    states,
    boxes: [box],
    features: ['rock-shoals', 'ice'],
    defaultKind: 'great-lakes',
    onlyKinds: ONLY,
    targets: [
      target('steelhead', [10, 11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['river', 'tailwater'] }),
      target('steelhead', span(5, 8), GUIDE, { kinds: ['great-lakes'], types: ['boat'] }),
      ...extra,
    ],
    runs: TRIBUTARY_RUNS,
    sources: ['scott-crossman-1973'],
  };
}

export const LAKE_SUPERIOR = basin(
  'lake-superior',
  'Lake Superior',
  ['MN', 'WI', 'MI'],
  [46.1, -92.5, 49.3, -84.0],
  [
    target('lake-trout', ALL_YEAR, GUIDE, { kinds: ['great-lakes'] }),
    target('coho-salmon', span(5, 8), GUIDE, { kinds: ['great-lakes'] }),
    target('walleye', span(5, 10), GUIDE, { kinds: ['great-lakes', 'river'] }),
  ],
);

export const LAKE_MICHIGAN = basin(
  'lake-michigan',
  'Lake Michigan',
  ['WI', 'IL', 'IN', 'MI'],
  [41.3, -88.4, 46.4, -84.4],
  [
    target('chinook-salmon', span(5, 8), GUIDE, { kinds: ['great-lakes'], types: ['boat'] }),
    target('chinook-salmon', span(9, 10), GUIDE, { kinds: ['river', 'tailwater', 'great-lakes'] }),
    target('coho-salmon', span(3, 8), GUIDE, { kinds: ['great-lakes'] }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river'] }),
    target('lake-trout', span(4, 9), GUIDE, { kinds: ['great-lakes'] }),
    target('brown-trout', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['great-lakes'] }),
    target('yellow-perch', span(6, 9), GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
  ],
);

export const LAKE_HURON = basin(
  'lake-huron',
  'Lake Huron',
  ['MI'],
  [42.7, -84.9, 46.6, -79.3],
  [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['great-lakes', 'river'] }),
    target('lake-trout', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
    target('yellow-perch', [1, 2, 3, 6, 7, 8, 9], GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
  ],
);

export const LAKE_ERIE = basin(
  'lake-erie',
  'Lake Erie',
  ['MI', 'OH', 'PA', 'NY'],
  [41.0, -83.8, 43.2, -78.5],
  [
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['great-lakes', 'river'] }),
    target('yellow-perch', span(6, 11), GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 10), GUIDE, { kinds: ['great-lakes'] }),
  ],
);

export const LAKE_ONTARIO = basin(
  'lake-ontario',
  'Lake Ontario',
  ['NY'],
  [42.8, -80.2, 44.6, -75.6],
  [
    target('chinook-salmon', span(5, 8), GUIDE, { kinds: ['great-lakes'], types: ['boat'] }),
    target('chinook-salmon', span(9, 10), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('lake-trout', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
    target('brown-trout', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['great-lakes', 'river'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
  ],
);
