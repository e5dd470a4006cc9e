import { cite, GUIDE, read } from '../data/helpers.ts';
import { span, target, type SubRegion } from './sub-region.ts';

/** Maine IFW: landlocked salmon are the primary fishery in 201 Maine lakes. */
const LANDLOCKED_SALMON = read(
  cite(
    'me-ifw-landlocked-salmon',
    'species page: salmon provide the primary fishery in 201 lakes and an incidental one in 103 more, and good fisheries in 50 rivers and streams',
  ),
);

/**
 * Maine IFW's Moosehead region biologist on the fall: brook trout and salmon cruise the
 * shoreline as the water cools, and October is the month the salmon lakes are sampled.
 */
const COLD_LAKES_FALL = read(
  cite(
    'mdifw-obrey-fall-2012',
    'as the water temperatures fall, brook trout and salmon begin to cruise the shoreline; in October the region turned to its salmon waters around Greenville, Moosehead Lake among them',
  ),
  cite(
    'bdn-moosehead-2012',
    'Moosehead Lake: togue (lake trout) and landlocked salmon are the lake\u2019s two fisheries, both managed through the smelt they share',
  ),
);

/**
 * NYSDEC's Oneida Lake assessment: walleye and yellow perch (with white perch) are over 80% of
 * the standard gill-net catch; the warm lakes of central New York are walleye, perch and bass
 * water, not trout water.
 */
/** NYSDEC: Chautauqua Lake is a world-class muskellunge fishery. */
const MUSKIE_LAKES = read(
  cite(
    'nysdec-chautauqua-muskellunge',
    'recognized as a premiere, world-class muskellunge fishery; minimum size 40 inches; season opens the third Saturday in June',
  ),
);

/** Western New York and northwestern Pennsylvania: the muskellunge lakes. */
const MUSKIE_WATERS = {
  where: 'the natural lakes of western New York and northwestern Pennsylvania',
  boxes: [[40.9, -80.6, 43.0, -78.9]] as const,
};

const WARM_LAKES = read(
  cite(
    'nysdec-oneida-2017',
    'standard gill nets: walleye 37.2% of the catch, yellow perch 36%, white perch 20%; these three species are over 80% of the catch in most years',
  ),
  cite(
    'syracuse-oneida-2020',
    'a relatively shallow natural lake (mean depth 22 ft) best known for its walleye and yellow perch fishery, and a great bass lake',
  ),
);

/**
 * Walleye are a main fish of the Northeast's big warm lakes and reservoirs (Oneida, Chautauqua,
 * Otisco, Wallenpaupack, Great Sacandaga), not of its small bass and pickerel ponds (judgement:
 * 5 km² and up; the mapped lakes start at 0.5 km²).
 */
const WALLEYE_LAKE_KM2 = 5;

/**
 * Pennsylvania, New York, New Jersey and inland New England: trout streams, the warm glacial
 * lakes (walleye, perch, bass, pickerel) and, in the north, the cold salmon and togue lakes.
 * Lake fish are split by `coldAreas`: landlocked salmon, brook trout and lake trout lead there
 * (Maine, New Hampshire, Vermont's north and the Adirondacks); walleye, perch and bass lead in
 * the warm lakes outside. Stocked lake trout and the deep Finger Lakes are named waters' work:
 * a lake nobody named gets the fish most lakes of its kind hold.
 */
export const NORTHEAST_INLAND: SubRegion = {
  id: 'northeast-inland',
  name: 'the Northeast',
  region: 'inland-north',
  habitat: 'fresh',
  states: ['PA', 'NY', 'NJ', 'CT', 'RI', 'MA', 'VT', 'NH', 'ME'],
  boxes: [[39.7, -80.6, 47.5, -66.9]],
  features: ['submerged-grass', 'rock-shoals', 'ice'],
  defaultKind: 'river',
  targets: [
    // Rivers and streams
    target('brown-trout', span(3, 10), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('rainbow-trout', span(3, 10), GUIDE, { kinds: ['river', 'tailwater'] }),
    target('brook-trout', span(4, 9), GUIDE, { kinds: ['river'] }),
    target('smallmouth-bass', span(5, 10), GUIDE, { kinds: ['river'] }),
    target('american-shad', span(4, 6), GUIDE, { kinds: ['river'], share: 'many' }),
    target('walleye', [3, 4, 5, 10, 11], GUIDE, { kinds: ['river'], share: 'many' }),
    // The cold lakes (coldAreas): landlocked salmon, brook trout and togue, October included
    // (the salmon lakes' fall fishing under each water's special law)
    target('atlantic-salmon', [1, 2, 3, 4, 5, 6, 9, 10], LANDLOCKED_SALMON, {
      kinds: ['natural-lake', 'reservoir'],
      coldWater: true,
    }),
    target('brook-trout', [4, 5, 6, 9, 10], COLD_LAKES_FALL, {
      kinds: ['natural-lake'],
      coldWater: true,
    }),
    // Togue live in the deep lakes only (Moosehead, Sebago, Long Pond's deeper neighbours):
    // fewer than the salmon's
    target('lake-trout', [1, 2, 3, 4, 5, 6, 9, 10], COLD_LAKES_FALL, {
      kinds: ['natural-lake', 'reservoir'],
      coldWater: true,
      share: 'many',
    }),
    // In July and August salmon and togue are deep, on downriggers from a boat
    target('atlantic-salmon', [7, 8], LANDLOCKED_SALMON, {
      kinds: ['natural-lake', 'reservoir'],
      types: ['boat'],
      coldWater: true,
    }),
    target('lake-trout', [7, 8], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      types: ['boat'],
      coldWater: true,
      share: 'many',
    }),
    // The warm lakes: walleye in the big ones, perch, bass and pickerel
    target('walleye', [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12], WARM_LAKES, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
      minLakeKm2: WALLEYE_LAKE_KM2,
    }),
    target('yellow-perch', [12, 1, 2, 3, 4, 5, 6, 9, 10], WARM_LAKES, {
      kinds: ['natural-lake', 'reservoir'],
    }),
    target('smallmouth-bass', span(5, 10), GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
    }),
    target('largemouth-bass', span(5, 10), GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
    }),
    // Muskellunge: the natural lakes of western New York and Pennsylvania (Chautauqua, Bear,
    // Conneaut, Edinboro, LeBoeuf) from the June opener to the end of November
    target('muskellunge', span(6, 11), MUSKIE_LAKES, {
      kinds: ['natural-lake'],
      within: MUSKIE_WATERS,
    }),
    // Pickerel on tip-ups over the weed flats, then white perch, are the other ice fish of the
    // region's ponds (common guide practice)
    target('chain-pickerel', [12, 1, 2, 3], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
    }),
    target('chain-pickerel', [4, 5, 6, 9, 10, 11], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      warmWater: true,
      share: 'many',
    }),
    target('yellow-perch', [7, 8], WARM_LAKES, { kinds: ['natural-lake'], share: 'many' }),
    target('white-perch', [12, 1, 2, 3, 5, 6, 7, 8], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      share: 'many',
    }),
    // Stocked brown trout under the ice of the cold lakes' smaller neighbours (the Belgrade
    // lakes): fewer lakes than the salmon's
    target('brown-trout', [12, 1, 2, 3], GUIDE, {
      kinds: ['natural-lake'],
      coldWater: true,
      share: 'many',
    }),
    target('smallmouth-bass', [6, 7, 8, 9], GUIDE, {
      kinds: ['natural-lake', 'reservoir'],
      share: 'many',
    }),
  ],
  runs: [
    {
      species: 'american-shad',
      from: [4, 1],
      to: [6, 15],
      phase: 'spawn',
      kinds: ['river'],
      text: 'American shad run the Delaware, Hudson and Connecticut rivers',
      basis: GUIDE,
    },
  ],
  // The landlocked salmon lakes: Maine, New Hampshire and Vermont north of about 43.2° N and the
  // Adirondacks (drawn by hand along the state lines; the Finger Lakes and everything south are
  // outside)
  coldAreas: [
    [
      [43.25, -75.8],
      [45.05, -75.8],
      [45.05, -71.5],
      [45.3, -71.08],
      [47.5, -69.2],
      [47.5, -66.9],
      [44.8, -66.9],
      [43.05, -70.7],
      [43.25, -71.5],
    ],
  ],
  sources: [
    'asmfc-species',
    'scott-crossman-1973',
    'me-ifw-landlocked-salmon',
    'mdifw-obrey-fall-2012',
    'bdn-moosehead-2012',
    'nysdec-oneida-2017',
    'nysdec-chautauqua-muskellunge',
  ],
};
