import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target, type SubRegion } from './sub-region.ts';

const ANADROMOUS = [
  'steelhead',
  'chinook-salmon',
  'coho-salmon',
  'sockeye-salmon',
  'american-shad',
];

const BLOCKED = read(
  cite(
    'critfc-fish-passage-2013',
    'the largest blockages of anadromous fish in the Columbia Basin are the upper Columbia at Grand Coulee Dam (with Chief Joseph Dam below it) and the Snake at the Hells Canyon Complex',
  ),
);

/**
 * Washington, Oregon, Idaho's Clearwater and northern California's coastal rivers and lakes. The
 * salmon, steelhead and shad runs are region-wide, except above the dams with no fish passage
 * (exclusions), where the rivers hold resident trout and bass only.
 */
export const PACIFIC_NORTHWEST_RIVERS: SubRegion = {
  id: 'pacific-northwest-rivers',
  name: 'the Pacific Northwest',
  region: 'pacific',
  habitat: 'fresh',
  states: ['WA', 'OR', 'ID', 'CA'],
  boxes: [[40.0, -125.0, 49.0, -116.0]],
  features: ['rock-shoals', 'bluffs'],
  defaultKind: 'river',
  targets: [
    target('steelhead', [12, 1, 2, 3, 4, 7, 8, 9, 10], GUIDE, { kinds: ['river', 'tailwater'] }),
    target('chinook-salmon', [4, 5, 6, 9, 10, 11], GUIDE, { kinds: ['river', 'tailwater'] }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river'] }),
    target('rainbow-trout', ALL_YEAR, GUIDE, {
      kinds: ['river', 'natural-lake', 'reservoir', 'tailwater'],
    }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['river', 'reservoir'] }),
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['reservoir', 'river'] }),
    target('american-shad', span(5, 7), GUIDE, { kinds: ['river', 'tailwater'] }),
    // The lowland lakes' bass: not the deep, cold lakes of the Cascades (Chelan, Wenatchee,
    // Odell, the Cle Elum reservoirs), where kokanee, trout and lake trout live
    target('largemouth-bass', span(5, 9), GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
    }),
    target('lake-trout', ALL_YEAR, GUIDE, {
      kinds: ['natural-lake'],
      coldWater: true,
      share: 'many',
    }),
    target('kokanee', span(4, 9), GUIDE, {
      kinds: ['reservoir', 'natural-lake'],
      types: ['boat', 'kayak'],
    }),
  ],
  runs: [
    {
      species: 'steelhead',
      from: [12, 1],
      to: [4, 15],
      phase: 'pre-spawn',
      kinds: ['river', 'tailwater'],
      text: 'winter-run steelhead are in the rivers',
      basis: GUIDE,
    },
    {
      species: 'steelhead',
      from: [4, 16],
      to: [5, 31],
      phase: 'spawn',
      kinds: ['river'],
      text: 'winter steelhead spawn in the tributaries',
      basis: GUIDE,
    },
    {
      species: 'steelhead',
      from: [6, 1],
      to: [11, 30],
      phase: 'pre-spawn',
      kinds: ['river', 'tailwater'],
      text: 'summer-run steelhead hold in the rivers until they spawn next spring',
      basis: GUIDE,
    },
    {
      species: 'chinook-salmon',
      from: [3, 15],
      to: [6, 30],
      phase: 'pre-spawn',
      kinds: ['river', 'tailwater'],
      text: 'spring chinook are running',
      basis: GUIDE,
    },
    {
      species: 'chinook-salmon',
      from: [8, 15],
      to: [11, 15],
      phase: 'pre-spawn',
      kinds: ['river', 'tailwater'],
      text: 'fall chinook are running',
      basis: GUIDE,
    },
    {
      species: 'coho-salmon',
      from: [9, 1],
      to: [11, 30],
      phase: 'pre-spawn',
      kinds: ['river'],
      text: 'coho are running',
      basis: GUIDE,
    },
    {
      species: 'american-shad',
      from: [5, 1],
      to: [7, 15],
      phase: 'spawn',
      kinds: ['river', 'tailwater'],
      text: 'American shad run the Columbia and its tributaries',
      basis: GUIDE,
    },
  ],
  exclusions: [
    {
      where:
        'above Chief Joseph and Grand Coulee dams (the Spokane, Pend Oreille and upper Columbia)',
      boxes: [[47.3, -119.65, 49.0, -116.0]],
      species: ANADROMOUS,
      basis: BLOCKED,
    },
    {
      where:
        'on the Snake above the Hells Canyon dams (the Boise, Payette, Weiser, Owyhee and Malheur)',
      boxes: [[42.0, -117.9, 45.2, -116.0]],
      species: ANADROMOUS,
      basis: BLOCKED,
    },
    {
      where: 'on the Deschutes, Crooked and Metolius above the Pelton Round Butte dams',
      boxes: [[43.4, -122.0, 44.72, -120.6]],
      species: ANADROMOUS,
      basis: read(
        cite(
          'bend-bulletin-deschutes-2011',
          'steelhead anglers can fish from the mouth of the Deschutes to Round Butte Dam',
        ),
      ),
    },
    {
      where:
        'in the upper Klamath basin (salmon are only beginning to return since the dams came out)',
      boxes: [[42.0, -122.2, 43.2, -120.8]],
      species: ANADROMOUS,
      basis: GUIDE,
    },
  ],
  // The Cascades, from the Canadian line to the Klamath: their lakes and reservoirs are deep
  // and cold (drawn by hand between the Puget and Willamette lowlands and the Columbia Basin,
  // taking in Lake Chelan to its outlet)
  coldAreas: [
    [
      [49.0, -121.85],
      [49.0, -119.95],
      [47.7, -119.95],
      [47.0, -120.9],
      [45.75, -121.3],
      [44.5, -121.45],
      [43.0, -121.5],
      [42.0, -121.8],
      [42.0, -122.5],
      [43.5, -122.45],
      [45.0, -122.1],
      [45.75, -121.95],
      [47.0, -121.75],
    ],
  ],
  sources: ['noaa-fishwatch', 'critfc-fish-passage-2013'],
};
