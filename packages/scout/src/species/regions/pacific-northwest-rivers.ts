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
 * Where the region's walleye live: introduced to Lake Roosevelt, they spread down the Columbia
 * and into the Columbia Basin's reservoirs and lakes; none live in the lowland lakes west of the
 * Cascades (review 12 r04: walleye offered on Pine Lake, Sammamish). Boxes good to a few tens of
 * km: Washington east of the Cascades to Lewiston on the Snake, the Columbia along the Oregon
 * shore from The Dalles to Wallula, and the Columbia below Bonneville to the lower Willamette and
 * Multnomah Channel.
 */
const COLUMBIA_BASIN_WALLEYE = {
  where:
    'the Columbia Basin east of the Cascades (Roosevelt, Rufus Woods, Banks, Moses Lake, Potholes, the Columbia and lower Snake pools) and the Columbia below Bonneville to the lower Willamette',
  boxes: [
    [46.0, -120.75, 49.0, -116.9],
    [45.55, -121.4, 46.1, -118.9],
    [45.45, -122.95, 45.9, -121.85],
  ],
} as const;

const WALLEYE_RANGE = read(
  cite(
    'wdfw-walleye',
    'walleye "have spread from these original sites to the remainder of the main stem Columbia River ... and throughout reservoirs in the Columbia Basin Irrigation District"',
  ),
  cite(
    'daubert-walleye-here-to-stay-2019',
    '"Walleye now occur as far downstream as the Willamette River and upstream in the Snake River upstream to Lower Monumental Reservoir"',
  ),
);

/** The lowlands west of the Cascades: Puget Sound, the southwest Washington and Willamette lowlands. */
const WESTSIDE_LOWLANDS = {
  where:
    'the lowlands west of the Cascades (Puget Sound, southwest Washington, the Willamette Valley)',
  boxes: [[42.0, -125.0, 49.0, -121.95]],
} as const;

/**
 * Washington's part of the west-side lowlands, north of the Columbia (about 45.6° N at
 * Vancouver): WDFW's stocked lowland lakes. Oregon's Willamette lakes are ODFW's, not sourced here.
 */
const WA_WESTSIDE_LOWLANDS = {
  where: 'the lowlands of western Washington',
  boxes: [[45.6, -125.0, 49.0, -121.95]],
} as const;

// The west-side lowland lakes: stocked catchable rainbows and cutthroat, with yellow perch and
// largemouth (WDFW's survey of Pine Lake, King County: "Largemouth bass dominated the species
// composition which included smallmouth bass, yellow perch, pumkinseed ... A few rainbow trout
// and brown trout, stocked by WDFW, and cutthroat trout"; WDFW 2011 stocking plan: "rainbow and
// cutthroat trout ... released from WDFW hatcheries" into 347 lowland lakes; Anglers Club on the
// stocked coastal cutthroat lakes, "Yellow perch and a few largemouth bass are also present").
const WESTSIDE_LAKES = read(
  cite(
    'wdfw-pine-lake-survey',
    'largemouth bass dominant, with smallmouth bass, yellow perch and pumpkinseed; rainbow and brown trout stocked by WDFW, and cutthroat trout',
  ),
  cite(
    'wdfw-stocking-plan-2011',
    'catchable rainbow and cutthroat trout are stocked in 347 Washington lowland lakes',
  ),
  cite(
    'anglersclub-wa-cutthroat',
    'coastal cutthroat stocked in lowland lakes from Clallam to Clark County; "Yellow perch and a few largemouth bass are also present"',
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
    target('walleye', ALL_YEAR, WALLEYE_RANGE, {
      kinds: ['reservoir', 'river'],
      within: COLUMBIA_BASIN_WALLEYE,
    }),
    target('cutthroat-trout', ALL_YEAR, WESTSIDE_LAKES, {
      kinds: ['natural-lake'],
      within: WESTSIDE_LOWLANDS,
      share: 'many',
    }),
    target('yellow-perch', ALL_YEAR, WESTSIDE_LAKES, {
      kinds: ['natural-lake'],
      within: WESTSIDE_LOWLANDS,
      warmWater: true,
      share: 'many',
    }),
    target('american-shad', span(5, 7), GUIDE, { kinds: ['river', 'tailwater'] }),
    // The lowland lakes' bass: not the deep, cold lakes of the Cascades (Chelan, Wenatchee,
    // Odell, the Cle Elum reservoirs), where kokanee, trout and lake trout live
    target('largemouth-bass', span(5, 9), WESTSIDE_LAKES, {
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
  // The west-side lowland lakes' rainbows and cutthroat are WDFW's catchables (WESTSIDE_LAKES:
  // the Pine Lake survey, "rainbow trout and brown trout, stocked by WDFW"; the 2011 plan, over
  // 3.4 million catchable trout for 347 lowland lakes): not fish spawning in the lake.
  stocked: [
    {
      species: ['rainbow-trout', 'cutthroat-trout'],
      kinds: ['natural-lake'],
      within: WA_WESTSIDE_LOWLANDS,
      // The stocked lowland lakes are mostly small; the big ones (Washington, Sammamish, Whatcom,
      // about 20-90 km²) hold wild coastal cutthroat by anglers' reports (no agency page found).
      // Our judgement: only lakes under 10 km² are read as stocked, where the area is known.
      maxLakeKm2: 10,
      where: 'are mostly hatchery catchables planted by WDFW',
      basis: WESTSIDE_LAKES,
    },
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
  sources: [
    'noaa-fishwatch',
    'critfc-fish-passage-2013',
    'wdfw-walleye',
    'daubert-walleye-here-to-stay-2019',
    'wdfw-pine-lake-survey',
    'wdfw-stocking-plan-2011',
    'wdfw-stocking-tips',
    'anglersclub-wa-cutthroat',
  ],
};
