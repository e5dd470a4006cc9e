import { cite, GUIDE, hold, read, spot } from '../data/helpers.ts';
import { ALL_YEAR, span, target } from '../regions/sub-region.ts';
import { box, mapped, reach, type NamedWater } from './types.ts';

/**
 * Named waters of the Northeast, the Mid-Atlantic and the South: the tidal Potomac at
 * Washington, the big New England and New York lakes managed for salmon and lake trout, and the
 * marquee southern reservoirs and Lake Okeechobee.
 */
const POTOMAC = read(
  cite(
    'fletchers-cove-2012',
    'April at Fletcher\u2019s Cove: hickory shad, white perch, big blue catfish and a fair sprinkling of striped bass; the push of American shad usually comes in mid-April and lasts into late May',
  ),
);

/** NCC-TU's shad report from Fletcher's Cove: the hickory run starts in March and peaks in April. */
const POTOMAC_HICKORY = read(
  cite(
    'ncctu-shad-report-2020',
    'March 20: the hickory shad run is picking up after the first fish in early March; fishing will improve until the runs peak in April',
  ),
  cite(
    'fletchers-cove-2012',
    'April at Fletcher\u2019s Cove: an extended run of hickory shad, with white perch, blue catfish and some striped bass',
  ),
);

const WINNIPESAUKEE = read(
  cite(
    'nhfg-lakes-region-2008',
    'Winnipesaukee churns out landlocked salmon of 18-21 in; lake trout in quantity and quality (average 20 in, 2.5 lb); some of the nicest rainbows',
  ),
);

/** NHFG: salmon lakes open to open water on April 1; salmon may never be taken through the ice. */
const NH_SALMON = read(
  cite(
    'nhfg-salmon-season-2025',
    'April 1 starts the open-water season on the large lakes managed for landlocked salmon (Winnipesaukee, Squam, Sunapee ...); the last day for ice fishing them is March 31; landlocked salmon may never be taken through the ice in New Hampshire',
  ),
  cite('nhfg-lakes-region-2008', 'Winnipesaukee churns out landlocked salmon of 18-21 in'),
);

const SEBAGO = read(
  cite(
    'mdifw-sebago-2008',
    'Sebago productive for both salmon and togue (lake trout); boats with 10 togue or more not uncommon; the management focus is salmon size',
  ),
);

const LAKE_GEORGE = read(
  cite(
    'nysdec-lake-george-2016',
    'DEC stocks about 15,000 landlocked salmon a year; the lake also holds lake trout, smallmouth and largemouth bass, northern pike, chain pickerel and yellow perch; salmon may be fished all year',
  ),
);

const CHAMPLAIN = read(
  cite(
    'vtfw-champlain-ice-2005',
    'Lake Champlain ranks high for landlocked salmon, lake trout, brown trout, northern pike, yellow perch, white perch, walleye, crappie and smelt; pike in the shallow bays, salmon and perch north of the Sandbar Causeway',
  ),
);

/** VTFW on Champlain through the ice: perch the mainstay, salmon in the Inland Sea. */
const CHAMPLAIN_ICE = read(
  cite(
    'vtfw-champlain-ice-2013',
    'Champlain draws twice as much fishing in winter as in summer; yellow perch are the mainstay of the winter fishery; ice anglers also catch landlocked salmon, lake trout, northern pike, white perch, walleye and crappie; as more ice forms, salmon are caught in the Inland Sea north of the Sandbar Causeway',
  ),
);

/** VTFW's fall salmon assessment: good numbers of salmon, trolled in the main lake before ice. */
const CHAMPLAIN_SALMON = read(
  cite(
    'vtfw-champlain-salmon-2012',
    'November: trolling the main lake is the way to put salmon in the freezer before the ice; the fall assessment found good numbers of salmon of 4-6 lb and some of 8-10 lb',
  ),
  cite(
    'vtfw-champlain-ice-2005',
    'Lake Champlain ranks high for landlocked salmon; salmon and perch north of the Sandbar Causeway',
  ),
);

const CHICKAMAUGA = read(
  cite(
    'twra-chickamauga',
    'TWRA has stocked Florida largemouth since 2000; a 15 lb 3 oz state-record bass in February 2015; February and March are the best time for the giants',
  ),
);

const TOLEDO_BEND = read(
  cite(
    'tpwd-toledo-bend-2009',
    'typically 65-80% of angling effort is for black bass and 10-20% for crappie; TPWD and LDWF stock Florida largemouth, LDWF stocks striped bass; hydrilla, lotus and standing timber',
  ),
);

/**
 * Lake Fork (review 10, r01): TPWD's survey names its sport fish and the Florida bass it is
 * stocked with; guides and the weekly reports put the Florida bass on the beds in the shallows by
 * mid-March, in waves through April, while others still stage outside the spawning flats.
 */
const LAKE_FORK = read(
  cite(
    'tpwd-lake-fork-2017',
    'Management History: "Important sport fishes include Largemouth Bass, crappies (White and Black), and Channel Catfish"; continued stocking of Florida Largemouth Bass (FLMB), fingerlings annually since 1995',
  ),
);
const LAKE_FORK_SPAWN = read(
  cite(
    'paris-news-lake-fork-2020',
    '19 Mar 2020: "the spawn is happening on Lake Fork" - about 90 percent of the tournament fish were caught in very shallow water, less than 3 feet',
  ),
  cite('tyler-paper-fork-2023', '9 Mar 2023, Fork: water 58-70 degrees; "The spawn is happening"'),
  cite(
    'hideaway-lake-fork-spawn',
    '"Spawn runs from March thru April"; staging on points and secondary points on the way to the big spawning flats',
  ),
  cite(
    'lsonews-fork-spawn',
    'the first wave on the beds at the full moon, in 1 to 6 ft, with the water in the upper 50s to mid 60s',
  ),
);

const OKEECHOBEE = read(
  cite(
    'fwc-okeechobee-outlook',
    'bulrush and submersed plants hold largemouth bass and bluegill; bass fishing good all year and best in the cooler months',
  ),
);

const LANIER = read(
  cite(
    'gawrd-lanier-2016',
    'spring striped bass sampling: many 4-6 lb fish; as the water passes 60 F they leave the shallows for deeper water, where anglers catch them on blueback herring and gizzard shad',
  ),
);

/** NYSDEC's Oneida Lake assessment and the 2020 DEC angler survey report. */
const ONEIDA = read(
  cite(
    'nysdec-oneida-2017',
    'standard gill nets: walleye 37.2%, yellow perch 36%, white perch 20% of the catch, over 80% in most years; adult walleye 451,000-509,000 and adult yellow perch about 1.15 million',
  ),
  cite(
    'syracuse-oneida-2020',
    'a relatively shallow natural lake (mean depth 22 ft) best known for its walleye and yellow perch fishery; also a great bass lake, with Bassmaster and FLW tournament stops',
  ),
);

/** NYSDEC on the Finger Lakes: two-story lakes whose bread-and-butter fish is the lake trout. */
const FINGER_LAKES = read(
  cite(
    'nysdec-finger-lakes',
    'two-story fisheries; lake trout is the bread-and-butter species of the cold-water fisheries in Skaneateles, Owasco, Cayuga, Seneca, Keuka and Canandaigua; rainbows in all of them; brown trout in all the Finger Lakes but Conesus and Honeoye (shore fishing or surface trolling in spring); Atlantic salmon in Skaneateles, Cayuga, Seneca and Keuka',
  ),
  cite(
    'buffalo-news-finger-lakes-2014',
    'Seneca: lake trout are 90 percent of the targeted catch, followed by yellow perch; Canandaigua: lake trout and brown trout are the main-lake fishery',
  ),
);

/** IFW's Moosehead biologist: togue and salmon; brook trout and salmon on the shore in fall. */
const MOOSEHEAD = read(
  cite(
    'bdn-moosehead-2012',
    'Moosehead: too many togue for the smelt; liberal togue limits from 2008 to let the landlocked salmon and togue grow',
  ),
  cite(
    'mdifw-obrey-fall-2012',
    'as the water cools, brook trout and salmon cruise the shoreline; in October the region samples its salmon waters, Moosehead among them, and the salmon there have turned the corner',
  ),
);

/** TPWD's Falcon surveys: Florida largemouth for the trophy fishery; no stripers or smallmouth. */
const FALCON = read(
  cite(
    'tpwd-falcon-2021',
    'Florida largemouth bass fingerlings stocked annually to keep the trophy potential; a commercial catfish fishery on both sides',
  ),
  cite(
    'tpwd-falcon-2009',
    'striped bass, palmetto bass and smallmouth bass were historically stocked but stockings were discontinued for low survival or low use; white bass and white crappie, once popular, were decimated and restocking has been tried',
  ),
);

export const EAST_WATERS: readonly NamedWater[] = [
  {
    id: 'potomac-dc',
    name: 'the tidal Potomac at Washington (Little Falls to the Wilson Bridge)',
    habitat: 'fresh',
    region: 'mid-atlantic',
    kind: 'river',
    states: ['DC', 'VA', 'MD'],
    shapes: [
      reach(
        1.2,
        [38.95, -77.125],
        [38.93, -77.115],
        [38.918, -77.103],
        [38.905, -77.07],
        [38.87, -77.045],
        [38.835, -77.03],
        [38.793, -77.036],
      ),
    ],
    // Hickory shad lead from March and are the main event in April; the American shad push
    // comes from mid-April into late May, their main event in May; white perch are the April
    // and May panfish (Fletcher's Cove and NCC-TU shad reports).
    targets: [
      target('hickory-shad', [3, 4, 5], POTOMAC_HICKORY, { peak: [4] }),
      target('white-perch', [4, 5], POTOMAC),
      target('american-shad', [4, 5], POTOMAC, { peak: [5] }),
      target('striped-bass', [4, 5], POTOMAC),
      target('blue-catfish', ALL_YEAR, POTOMAC),
      target('largemouth-bass', span(4, 10), GUIDE),
      target('smallmouth-bass', span(5, 10), GUIDE),
    ],
    runs: [
      {
        species: 'hickory-shad',
        from: [3, 10],
        to: [5, 15],
        phase: 'spawn',
        kinds: ['river'],
        text: 'hickory shad run up to Little Falls; fish darts and spoons in the current seams on the tide',
        basis: POTOMAC_HICKORY,
      },
      {
        species: 'american-shad',
        from: [4, 1],
        to: [5, 31],
        phase: 'spawn',
        kinds: ['river'],
        text: 'American shad run up to Little Falls; fish the current seams on the tide',
        basis: POTOMAC,
      },
    ],
    features: ['rock-shoals'],
    origin: 'the tidal fresh Potomac below the fall line at Little Falls',
    notes: [
      'no trout here; the water is tidal, so fish the moving tide; do not wade the gorge above Fletcher\u2019s',
    ],
    basis: POTOMAC,
    sources: ['fletchers-cove-2012', 'ncctu-shad-report-2020'],
  },
  {
    id: 'lake-winnipesaukee',
    name: 'Lake Winnipesaukee',
    habitat: 'fresh',
    region: 'north-atlantic',
    kind: 'natural-lake',
    states: ['NH'],
    shapes: [mapped(43.6, -71.35)],
    targets: [
      // Landlocked salmon lead in open water (April to June and September; the season on the
      // salmon lakes ends September 30). Never through the ice in New Hampshire (NHFG), so in
      // January to March the lake trout lead.
      target('atlantic-salmon', [4, 5, 6, 9], NH_SALMON),
      // Lake trout through the ice and after ice-out, and again in September; in June and summer
      // they are deep and the bass and rainbows lead.
      target('lake-trout', [1, 2, 3, 4, 5, 9], WINNIPESAUKEE),
      target('rainbow-trout', [1, 2, 3, 4, 5, 6, 9, 10], WINNIPESAUKEE),
      target('smallmouth-bass', span(5, 10), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a natural glacial lake; the Lakeport dam holds its level',
    notes: ['managed for landlocked salmon and lake trout; ice fishing only from Jan 1 to Mar 31'],
    basis: WINNIPESAUKEE,
    sources: ['nhfg-lakes-region-2008', 'nhfg-salmon-season-2025'],
  },
  {
    id: 'sebago-lake',
    name: 'Sebago Lake',
    habitat: 'fresh',
    region: 'north-atlantic',
    kind: 'natural-lake',
    states: ['ME'],
    shapes: [box(43.74, -70.67, 43.96, -70.47)],
    // Salmon first in open water (the management focus); through the ice the fishery is togue
    // (MDIFW ice fishing reports: Jordan Bay and the Lower Bay freeze, the big bay often not).
    targets: [
      target('atlantic-salmon', [4, 5, 6, 9], SEBAGO),
      target('lake-trout', [1, 2, 3, 4, 5, 6, 7, 8, 9], SEBAGO),
      target('smallmouth-bass', span(5, 10), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a deep natural glacial lake, one of the four native landlocked salmon waters in Maine',
    notes: ['anglers are asked to keep legal lake trout to protect the salmon and smelt'],
    basis: SEBAGO,
    sources: ['mdifw-sebago-2008'],
  },
  {
    id: 'lake-george',
    name: 'Lake George',
    habitat: 'fresh',
    region: 'north-atlantic',
    kind: 'natural-lake',
    states: ['NY'],
    // two boxes around the unmapped parts, leaving out Brant Lake to the west
    shapes: [
      mapped(43.65, -73.55),
      box(43.41, -73.73, 43.62, -73.56),
      box(43.6, -73.62, 43.86, -73.4),
    ],
    // DEC manages the lake for stocked landlocked salmon, fished all year; chain pickerel are
    // in the shallow bays (through the ice, and in spring and fall).
    targets: [
      target('atlantic-salmon', ALL_YEAR, LAKE_GEORGE),
      target('lake-trout', ALL_YEAR, LAKE_GEORGE),
      target('smallmouth-bass', span(5, 10), LAKE_GEORGE),
      target('largemouth-bass', span(6, 9), LAKE_GEORGE),
      target('yellow-perch', [12, 1, 2, 3], LAKE_GEORGE),
      target('northern-pike', [12, 1, 2, 3, 5, 6, 9, 10], LAKE_GEORGE),
      target('chain-pickerel', [12, 1, 2, 3, 4, 5, 10, 11], LAKE_GEORGE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a natural glacial lake',
    notes: ['smelt and alewives may not be used or held as bait on Lake George'],
    basis: LAKE_GEORGE,
    sources: ['nysdec-lake-george-2016'],
  },
  {
    id: 'lake-champlain',
    name: 'Lake Champlain',
    habitat: 'fresh',
    region: 'north-atlantic',
    kind: 'natural-lake',
    states: ['VT', 'NY'],
    shapes: [mapped(44.55, -73.33), mapped(43.9, -73.38), box(43.55, -73.47, 44.22, -73.25)],
    // Open water: salmon lead from ice-out to June and again in October and November (trolled
    // in the main lake). Through the ice (December to March) perch are the mainstay, salmon come
    // from the Inland Sea once it freezes, then pike, lake trout and white perch (VTFW).
    targets: [
      target('atlantic-salmon', [4, 5, 6, 10, 11], CHAMPLAIN_SALMON),
      target('yellow-perch', [12, 1, 2, 3], CHAMPLAIN_ICE),
      target('atlantic-salmon', [1, 2, 3], CHAMPLAIN_ICE),
      target('smallmouth-bass', span(5, 10), GUIDE),
      target('largemouth-bass', span(6, 10), GUIDE),
      target('lake-trout', [1, 2, 3, 5, 6, 7, 8, 9, 10], CHAMPLAIN),
      target('northern-pike', ALL_YEAR, CHAMPLAIN),
      target('white-perch', [12, 1, 2, 3], CHAMPLAIN_ICE),
      target('yellow-perch', [4], CHAMPLAIN),
      target('walleye', [4, 5, 6, 10, 11], CHAMPLAIN),
    ],
    features: ['rock-shoals', 'submerged-grass', 'ice'],
    origin: 'a natural glacial lake',
    basis: CHAMPLAIN,
    sources: ['vtfw-champlain-ice-2005', 'vtfw-champlain-ice-2013', 'vtfw-champlain-salmon-2012'],
  },
  {
    id: 'chickamauga-lake',
    name: 'Chickamauga Lake',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['TN'],
    shapes: [
      reach(
        4,
        [35.1, -85.23],
        [35.2, -85.12],
        [35.3, -85.02],
        [35.4, -84.93],
        [35.5, -84.85],
        [35.62, -84.78],
      ),
    ],
    targets: [
      target('largemouth-bass', ALL_YEAR, CHICKAMAUGA, { peak: [2, 3] }),
      target('black-crappie', [2, 3, 4, 10, 11, 12], GUIDE),
      target('blue-catfish', span(4, 10), GUIDE),
      target('white-bass', [3, 4], GUIDE),
    ],
    features: ['submerged-grass', 'rock-shoals'],
    origin: 'a TVA reservoir on the Tennessee River',
    notes: ['summer bass hold on the river ledges and bite when the dam pulls current'],
    basis: CHICKAMAUGA,
    sources: ['twra-chickamauga'],
  },
  {
    id: 'toledo-bend',
    name: 'Toledo Bend Reservoir',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['TX', 'LA'],
    shapes: [mapped(31.5, -93.75)],
    targets: [
      target('largemouth-bass', ALL_YEAR, TOLEDO_BEND),
      target('black-crappie', [1, 2, 3, 4, 5, 10, 11, 12], TOLEDO_BEND),
      target('channel-catfish', span(4, 10), GUIDE),
      target('striped-bass', [3, 4, 5, 10, 11], TOLEDO_BEND),
    ],
    features: ['submerged-grass', 'standing-timber'],
    origin: 'a reservoir on the Sabine River on the Texas-Louisiana line',
    basis: TOLEDO_BEND,
    sources: ['tpwd-toledo-bend-2009'],
  },
  {
    id: 'lake-fork',
    name: 'Lake Fork',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['TX'],
    shapes: [box(32.75, -95.72, 33.0, -95.5)],
    // TPWD's sport fish in its order, both crappies; white bass run the creeks in late winter but
    // are a side catch here, not one of the lake's main fish (review 10, r01).
    targets: [
      target('largemouth-bass', ALL_YEAR, LAKE_FORK),
      target('white-crappie', [2, 3, 4, 10, 11, 12], LAKE_FORK),
      target('black-crappie', [2, 3, 4, 10, 11, 12], LAKE_FORK),
      target('channel-catfish', span(4, 10), LAKE_FORK),
    ],
    runs: [
      {
        species: 'largemouth-bass',
        from: [3, 1],
        to: [4, 30],
        phase: 'spawn',
        kinds: ['reservoir'],
        holding: hold(
          LAKE_FORK_SPAWN,
          'the shallow spawning flats, protected pockets and the backs of creeks in 1-6 ft, where part of the bass are on beds',
          spot('grass and wood on the spawning flats', 'submerged-grass'),
          'the staging points, creek-channel bends and timber just outside them, where the rest of the fish still wait',
        ),
        text: 'the Florida-strain bass spawn in waves from March through April: part of the fish are on beds in the shallows while others are still staging',
        basis: LAKE_FORK_SPAWN,
      },
    ],
    features: ['standing-timber', 'submerged-grass'],
    origin:
      'a 27,264-acre reservoir on Lake Fork Creek, a tributary of the Sabine River, stocked with Florida largemouth bass',
    notes: ['a trophy bass lake under a 16-24 in slot'],
    basis: LAKE_FORK,
    sources: [
      'tpwd-lake-fork-2017',
      'paris-news-lake-fork-2020',
      'tyler-paper-fork-2023',
      'hideaway-lake-fork-spawn',
      'lsonews-fork-spawn',
    ],
  },
  {
    id: 'lake-okeechobee',
    name: 'Lake Okeechobee',
    habitat: 'fresh',
    region: 'south-atlantic',
    kind: 'natural-lake',
    states: ['FL'],
    shapes: [mapped(26.95, -80.8)],
    targets: [
      target('largemouth-bass', ALL_YEAR, OKEECHOBEE, { peak: [12, 1, 2, 3] }),
      target('black-crappie', [11, 12, 1, 2, 3], GUIDE, { peak: [12, 1, 2] }),
      target('bluegill', span(4, 9), OKEECHOBEE),
      target('redear-sunfish', span(3, 6), GUIDE),
    ],
    features: ['emergent-grass', 'submerged-grass'],
    origin:
      'a large, shallow natural lake (about 9 ft deep on average) ringed by the Herbert Hoover Dike',
    notes: ['speckled perch (black crappie) at night under lights in the winter months'],
    basis: OKEECHOBEE,
    sources: ['fwc-okeechobee-outlook'],
  },
  {
    id: 'lake-lanier',
    name: 'Lake Sidney Lanier',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['GA'],
    shapes: [box(34.14, -84.12, 34.48, -83.8)],
    targets: [
      target('striped-bass', ALL_YEAR, LANIER),
      target('spotted-bass', ALL_YEAR, GUIDE),
      target('black-crappie', [2, 3, 4, 5, 10, 11], GUIDE),
      target('largemouth-bass', span(3, 10), GUIDE),
    ],
    features: ['standing-timber', 'rock-shoals'],
    origin: 'a Corps of Engineers reservoir on the Chattahoochee behind Buford Dam',
    notes: ['stripers on downlines with blueback herring; crappie under the deep docks'],
    basis: LANIER,
    sources: ['gawrd-lanier-2016'],
  },
  {
    id: 'oneida-lake',
    name: 'Oneida Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['NY'],
    shapes: [mapped(43.2, -75.9)],
    // Walleye and perch all year (the walleye season opens in May), bass in summer, no trout
    targets: [
      target('walleye', [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12], ONEIDA),
      target('yellow-perch', ALL_YEAR, ONEIDA),
      target('smallmouth-bass', span(6, 10), ONEIDA),
      target('largemouth-bass', span(6, 10), ONEIDA),
      target('white-perch', span(6, 9), ONEIDA),
    ],
    features: ['rock-shoals', 'submerged-grass', 'ice'],
    origin: 'a shallow natural glacial lake (mean depth 22 ft), the largest wholly in New York',
    basis: ONEIDA,
    sources: ['nysdec-oneida-2017', 'syracuse-oneida-2020'],
  },
  {
    id: 'moosehead-lake',
    name: 'Moosehead Lake',
    habitat: 'fresh',
    region: 'north-atlantic',
    kind: 'natural-lake',
    states: ['ME'],
    shapes: [mapped(45.605, -69.65)],
    // Salmon, brook trout and togue; togue alone through the ice (the January togue derby)
    targets: [
      target('atlantic-salmon', [4, 5, 6, 7, 8, 9, 10], MOOSEHEAD),
      target('brook-trout', [4, 5, 6, 9, 10], MOOSEHEAD),
      target('lake-trout', ALL_YEAR, MOOSEHEAD),
      target('smallmouth-bass', span(6, 8), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a natural glacial lake raised by a dam at its outlet, Maine\u2019s largest',
    basis: MOOSEHEAD,
    sources: ['bdn-moosehead-2012', 'mdifw-obrey-fall-2012'],
  },
  {
    id: 'falcon-reservoir',
    name: 'Falcon Reservoir',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['TX'],
    shapes: [mapped(26.805, -99.23)],
    targets: [
      target('largemouth-bass', ALL_YEAR, FALCON),
      target('channel-catfish', span(3, 10), FALCON),
      target('blue-catfish', ALL_YEAR, FALCON),
    ],
    features: ['standing-timber'],
    origin: 'a Rio Grande reservoir (1954) on the US-Mexico border, with wide swings in level',
    notes: ['the border runs down the lake: a Texas licence is good on the Texas side only'],
    basis: FALCON,
    sources: ['tpwd-falcon-2009', 'tpwd-falcon-2021'],
  },
  {
    id: 'finger-lakes-deep',
    name: 'the deep Finger Lakes (Seneca, Cayuga, Keuka, Canandaigua, Skaneateles, Owasco)',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['NY'],
    shapes: [
      mapped(42.6, -76.9), // Seneca
      mapped(42.6, -76.65), // Cayuga
      mapped(42.6, -77.09), // Keuka, east branch
      mapped(42.5, -77.16), // Keuka, south end
      mapped(42.78, -77.31), // Canandaigua
      mapped(42.87, -76.39), // Skaneateles, south
      mapped(42.9, -76.41), // Skaneateles, north
      mapped(42.83, -76.52), // Owasco
    ],
    // Lake trout all year; browns from shore and surface trolling in spring; perch and
    // smallmouth are the warm-water story
    targets: [
      target('lake-trout', ALL_YEAR, FINGER_LAKES),
      target('brown-trout', [3, 4, 5, 10, 11], FINGER_LAKES),
      target('rainbow-trout', [3, 4, 5, 10, 11], FINGER_LAKES),
      target('yellow-perch', [12, 1, 2, 3, 6, 7, 8, 9], FINGER_LAKES),
      target('smallmouth-bass', span(6, 10), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'deep natural glacial lakes (Seneca to 650 ft)',
    basis: FINGER_LAKES,
    sources: ['nysdec-finger-lakes', 'buffalo-news-finger-lakes-2014'],
  },
];
