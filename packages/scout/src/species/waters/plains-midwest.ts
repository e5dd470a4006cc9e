import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target } from '../regions/sub-region.ts';
import { box, mapped, reach, type NamedWater } from './types.ts';

/**
 * Named waters of the northern plains, the upper Midwest and the Great Lakes connecting waters:
 * Devils Lake's perch, the Missouri main-stem reservoirs' chinook, Lake St. Clair's muskies and
 * smallmouth, the big Minnesota and Wisconsin walleye lakes, the Lake Erie islands, Lake of the
 * Ozarks, the Au Sable's Holy Water and the Mississippi pools through the Driftless Area.
 */
const DEVILS = read(
  cite(
    'ndgf-devils-lake-survey',
    'the Game and Fish summer survey samples walleyes, northern pike, yellow perch and white bass; walleye numbers above the long-term average',
  ),
  cite('ndgf-fishing-waters-2020', 'Devils Lake basin district outlook'),
);

const OAHE = read(
  cite(
    'sdgfp-lake-oahe-2015',
    'key issues: walleye abundance near the lake-wide average; northern pike stable and reaching sizes attractive to anglers; chinook salmon stocking continues for a future fishery',
  ),
);

const SAKAKAWEA = read(
  cite(
    'ndgf-salmon-2023',
    'walleye is king in North Dakota; chinook salmon, stocked since 1976 for the deep cold water, remain popular; salmon fishing is nowhere near the walleye fishing but generally pretty good',
  ),
);

const ST_CLAIR = read(
  cite(
    'mdnr-erie-st-clair-2016',
    'Lake St. Clair continues to be the premier Michigan water for trophy muskellunge and smallmouth bass (Master Angler entries); nearshore survey: excellent panfish size; yellow perch and walleye fisheries',
  ),
);

const LEECH = read(
  cite(
    'mndnr-leech-2014',
    'one of the state\u2019s top 10 fish factories: high walleye abundance and healthy populations of northern pike, largemouth bass and other species; Leech Lake muskies are the state\u2019s brood stock',
  ),
);

const MILLE_LACS = read(
  cite(
    'mndnr-mille-lacs-lakefinder',
    'walleye managed under a shared quota with the 1837 Treaty bands; yellow perch highly abundant; smallmouth bass the second most common species anglers pursue; northern pike managed for quality',
  ),
);

const WINNEBAGO = read(
  cite(
    'wdnr-winnebago-plan-2018',
    'the Winnebago System walleye population has been a focal point for fisheries management for decades; marsh spawning runs up the Wolf and upper Fox rivers',
  ),
);

const ERIE = read(
  cite(
    'odnr-lake-erie-report',
    'western basin: walleye around West Sister, Rattlesnake and Kelleys islands and the reef complex; yellow perch near Starve Island and Gull Island Shoal; smallmouth around the Bass Islands, Kelleys Island and Sandusky Bay',
  ),
  cite(
    'odnr-lake-erie-forecast-2004',
    'yellow perch peak season August through October; smallmouth hot spots at the islands and the western basin reef complex',
  ),
);

const OZARKS = read(
  cite(
    'mdc-ozarks-2011',
    'largemouth bass and crappie are the most sought-after fish; catfish, white bass, walleye and sunfish also offer action (MDC trap-net and electrofishing surveys); the June report: catfish good on cut bait',
  ),
);

const POOLS = read(
  cite(
    'wdnr-pool-8-2020',
    'walleye and sauger are the most popular species; the pools are surveyed by the Wisconsin and Minnesota DNR teams',
  ),
  cite(
    'iadnr-pool-11-2022',
    'species report: walleye off wing dams, sauger near tailwaters, smallmouth on main-channel rock, largemouth in backwater wood, bluegill and crappie in the backwaters, channel and flathead catfish',
  ),
);

const DOOR = read(
  cite('mlf-sturgeon-bay-smallmouth-2020', 'Sturgeon Bay as a smallmouth destination'),
  cite('postcrescent-sturgeon-bay-2014', 'summer smallmouth on deep structure after the spawn'),
);

export const PLAINS_MIDWEST_WATERS: readonly NamedWater[] = [
  {
    id: 'devils-lake',
    name: 'Devils Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['ND'],
    shapes: [mapped(48.03, -98.92), box(47.8, -98.6, 48.0, -98.25)],
    targets: [
      target('walleye', ALL_YEAR, DEVILS),
      target('yellow-perch', [12, 1, 2, 3, 6, 7, 8], DEVILS, { peak: [1, 2] }),
      target('northern-pike', ALL_YEAR, DEVILS),
      target('white-bass', span(5, 9), DEVILS),
    ],
    features: ['rock-shoals', 'standing-timber', 'ice'],
    origin: 'a natural glacial lake in a closed basin (with Stump Lake), risen over flooded timber',
    notes: ['famous winter jumbo-perch fishery; walleye, pike and perch through the ice'],
    basis: DEVILS,
    sources: ['ndgf-devils-lake-survey', 'ndgf-fishing-waters-2020'],
  },
  {
    id: 'lake-oahe',
    name: 'Lake Oahe',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'reservoir',
    states: ['SD', 'ND'],
    // The Missouri main stem from Oahe Dam at Pierre to Bismarck (course traced to about 5 km).
    shapes: [
      reach(
        7,
        [44.45, -100.4],
        [44.62, -100.48],
        [44.8, -100.5],
        [45.0, -100.35],
        [45.25, -100.35],
        [45.54, -100.45],
        [45.9, -100.3],
        [46.1, -100.62],
        [46.45, -100.6],
        [46.7, -100.65],
      ),
    ],
    targets: [
      target('walleye', ALL_YEAR, OAHE),
      target('smallmouth-bass', span(5, 9), GUIDE),
      target('chinook-salmon', span(4, 10), OAHE, { types: ['boat'] }),
      target('northern-pike', ALL_YEAR, OAHE),
      target('channel-catfish', span(5, 9), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a Missouri River main-stem reservoir behind Oahe Dam',
    notes: ['chinook are trolled deep with downriggers near the dam face at Pierre'],
    basis: OAHE,
    sources: ['sdgfp-lake-oahe-2015'],
  },
  {
    id: 'lake-sakakawea',
    name: 'Lake Sakakawea',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'reservoir',
    states: ['ND'],
    shapes: [
      mapped(47.55, -101.8),
      reach(
        7,
        [47.5, -101.42],
        [47.6, -101.8],
        [47.55, -102.2],
        [47.7, -102.6],
        [47.85, -102.8],
        [47.95, -103.2],
        [48.05, -103.6],
      ),
    ],
    targets: [
      target('walleye', ALL_YEAR, SAKAKAWEA),
      target('chinook-salmon', span(7, 10), SAKAKAWEA, { types: ['boat'] }),
      target('chinook-salmon', [9, 10], SAKAKAWEA, { types: ['shore', 'kayak'] }),
      target('northern-pike', ALL_YEAR, GUIDE),
      target('smallmouth-bass', span(5, 9), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a Missouri River main-stem reservoir behind Garrison Dam',
    notes: ['salmon stage shallow near the dam in September and October to spawn'],
    basis: SAKAKAWEA,
    sources: ['ndgf-salmon-2023'],
  },
  {
    id: 'lake-st-clair',
    name: 'Lake St. Clair',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'natural-lake',
    appliesTo: ['natural-lake', 'great-lakes', 'reservoir'],
    states: ['MI'],
    shapes: [mapped(42.45, -82.7)],
    targets: [
      target('smallmouth-bass', span(5, 10), ST_CLAIR),
      target('muskellunge', span(6, 11), ST_CLAIR, { peak: [7, 8, 9] }),
      target('walleye', span(5, 10), ST_CLAIR),
      target('yellow-perch', [12, 1, 2, 3, 9, 10], ST_CLAIR),
      target('largemouth-bass', span(6, 9), GUIDE),
    ],
    features: ['submerged-grass', 'ice'],
    origin:
      'Great Lakes connecting water between the St. Clair and Detroit rivers: a shallow natural lake',
    notes: ['big muskies are trolled over the 8-14 ft weed flats in summer'],
    basis: ST_CLAIR,
    sources: ['mdnr-erie-st-clair-2016'],
  },
  {
    id: 'leech-lake',
    name: 'Leech Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['MN'],
    shapes: [mapped(47.15, -94.4)],
    targets: [
      target('walleye', ALL_YEAR, LEECH),
      target('northern-pike', ALL_YEAR, LEECH),
      target('largemouth-bass', span(6, 9), LEECH),
      target('muskellunge', span(6, 11), LEECH),
      target('yellow-perch', [12, 1, 2, 3], LEECH),
    ],
    features: ['submerged-grass', 'emergent-grass', 'rock-shoals', 'ice'],
    origin: 'a natural glacial lake',
    basis: LEECH,
    sources: ['mndnr-leech-2014'],
  },
  {
    id: 'mille-lacs',
    name: 'Mille Lacs Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['MN'],
    shapes: [mapped(46.23, -93.65)],
    targets: [
      target('walleye', ALL_YEAR, MILLE_LACS),
      target('smallmouth-bass', span(5, 10), MILLE_LACS),
      target('yellow-perch', [12, 1, 2, 3], MILLE_LACS),
      target('northern-pike', ALL_YEAR, MILLE_LACS),
      target('muskellunge', span(6, 11), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'a natural glacial lake',
    notes: ['walleye rules change within the season under the tribal-state quota'],
    basis: MILLE_LACS,
    sources: ['mndnr-mille-lacs-lakefinder'],
  },
  {
    id: 'lake-winnebago',
    name: 'Lake Winnebago',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'natural-lake',
    states: ['WI'],
    shapes: [mapped(44.0, -88.42)],
    targets: [
      target('walleye', ALL_YEAR, WINNEBAGO),
      target('yellow-perch', [12, 1, 2, 3, 6, 7, 8], GUIDE),
      target('white-bass', span(5, 9), GUIDE, { peak: [5] }),
      target('channel-catfish', span(6, 9), GUIDE),
    ],
    features: ['rock-shoals', 'ice'],
    origin:
      'a shallow natural glacial lake (about 21 ft deepest) whose level is held by the Menasha and Neenah dams',
    notes: [
      'the lake sturgeon spearing season opens the second Saturday of February (WDNR): stay clear of spearing holes',
    ],
    basis: WINNEBAGO,
    sources: ['wdnr-winnebago-plan-2018'],
  },
  {
    // Before green-bay, whose box holds it: the first match wins.
    id: 'sturgeon-bay-door',
    name: 'Sturgeon Bay and the Door County bay shore',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'great-lakes',
    appliesTo: ['great-lakes', 'natural-lake'],
    states: ['WI'],
    // Sturgeon Bay to the ship canal, then the peninsula's Green Bay shore to Ellison Bay (the
    // Lake Michigan side, Jacksonport and east, is outside).
    shapes: [box(44.74, -87.62, 44.9, -87.3), box(44.9, -87.62, 45.3, -87.22)],
    // Door County's bay side is a destination smallmouth water from the spring pre-spawn through
    // the summer on rock humps, piles and deep breaks (MLF 2020; Post-Crescent 2014: "done spawning
    // and ... near and on Sturgeon Bay's deep water areas of structure"); walleye are the fall and
    // winter fish, perch and pike all year, muskie in the fall (common guide practice).
    targets: [
      target('smallmouth-bass', span(5, 10), DOOR, { peak: [5, 6, 7, 8, 9] }),
      target('walleye', ALL_YEAR, GUIDE, { peak: [10, 11, 12, 1, 2] }),
      target('yellow-perch', [12, 1, 2, 3, 6, 7, 8, 9], GUIDE),
      target('northern-pike', ALL_YEAR, GUIDE),
      target('muskellunge', [6, 7, 8, 9, 10, 11], GUIDE, { peak: [10, 11] }),
    ],
    features: ['rock-shoals', 'submerged-grass', 'ice'],
    origin:
      'the Door Peninsula bay shore and Sturgeon Bay, cut through to Lake Michigan by a ship canal',
    basis: DOOR,
    sources: ['mlf-sturgeon-bay-smallmouth-2020', 'postcrescent-sturgeon-bay-2014'],
  },
  {
    id: 'green-bay',
    name: 'Green Bay (Lake Michigan)',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'great-lakes',
    appliesTo: ['great-lakes', 'natural-lake'],
    states: ['WI', 'MI'],
    shapes: [box(44.5, -88.1, 45.45, -87.25), box(45.45, -87.7, 45.95, -86.5)],
    // The bay is a walleye, perch, smallmouth and trophy-muskie water, not the open lake's
    // salmon and lake-trout fishery (common guide practice; WDNR Green Bay walleye and muskie
    // management, not re-read here).
    targets: [
      target('walleye', ALL_YEAR, GUIDE),
      target('yellow-perch', [12, 1, 2, 3, 6, 7, 8, 9], GUIDE),
      target('smallmouth-bass', span(5, 10), GUIDE),
      target('muskellunge', [6, 7, 8, 9, 10, 11], GUIDE, { peak: [10, 11] }),
      target('northern-pike', ALL_YEAR, GUIDE),
    ],
    features: ['rock-shoals', 'submerged-grass', 'ice'],
    origin: 'the shallow western arm of Lake Michigan behind the Door Peninsula',
    basis: GUIDE,
    sources: [],
  },
  {
    id: 'lake-erie-islands',
    name: 'the Lake Erie islands and western basin reefs',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'great-lakes',
    appliesTo: ['great-lakes', 'natural-lake'],
    states: ['OH', 'MI'],
    shapes: [box(41.45, -83.25, 41.85, -82.45)],
    targets: [
      target('walleye', ALL_YEAR, ERIE, { peak: [3, 4, 5, 6] }),
      target('yellow-perch', span(6, 11), ERIE, { peak: [8, 9, 10] }),
      target('smallmouth-bass', span(4, 10), ERIE, { peak: [9, 10] }),
      target('largemouth-bass', span(5, 10), ERIE),
    ],
    features: ['rock-shoals', 'ice'],
    origin: 'the shallow western basin of Lake Erie, with its islands and reef complex',
    notes: ['black bass are catch-and-release only from May 1 to late June (ODNR)'],
    basis: ERIE,
    sources: ['odnr-lake-erie-report', 'odnr-lake-erie-forecast-2004'],
  },
  {
    id: 'lake-of-the-ozarks',
    name: 'Lake of the Ozarks',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'reservoir',
    states: ['MO'],
    shapes: [box(37.93, -93.4, 38.3, -92.55)],
    targets: [
      target('largemouth-bass', ALL_YEAR, OZARKS),
      target('white-crappie', [2, 3, 4, 5, 9, 10, 11], OZARKS),
      target('channel-catfish', span(4, 10), OZARKS),
      target('white-bass', span(4, 10), OZARKS),
      target('bluegill', span(5, 8), OZARKS),
    ],
    features: ['bluffs', 'rock-shoals'],
    origin: 'a reservoir on the Osage River behind Bagnell Dam',
    notes: ['thousands of docks with brush piles hold crappie and bass'],
    basis: OZARKS,
    sources: ['mdc-ozarks-2011'],
  },
  {
    id: 'au-sable-holy-water',
    name: 'the Au Sable River from Grayling to Mio (the Holy Water and below)',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'river',
    states: ['MI'],
    shapes: [
      reach(
        1.5,
        [44.663, -84.715],
        [44.67, -84.62],
        [44.63, -84.51],
        [44.65, -84.4],
        [44.67, -84.29],
        [44.653, -84.13],
      ),
    ],
    // A headwater trout river far from the Great Lakes: brown, brook and rainbow trout; the
    // Hendrickson hatch in early May, Hex in June. Burton's Landing to Wakeley Bridge is flies
    // only, catch and release (MDNR special regulations; troutunderground.com and guide shops,
    // not re-read on the MDNR page).
    targets: [
      target('brown-trout', span(4, 10), GUIDE),
      target('brook-trout', span(4, 9), GUIDE),
      target('rainbow-trout', span(4, 10), GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'a spring-fed trout river (a state Blue Ribbon Trout Stream) above the Mio dam',
    notes: ['Burton\u2019s Landing to Wakeley Bridge is flies only, catch and release'],
    basis: GUIDE,
    sources: [],
  },
  {
    id: 'upper-mississippi-pools',
    name: 'the Upper Mississippi River pools (Hastings to Dubuque)',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'river',
    appliesTo: ['river', 'tailwater', 'natural-lake', 'reservoir'],
    states: ['MN', 'WI', 'IA', 'IL'],
    shapes: [
      reach(
        3.5,
        [44.74, -92.85],
        [44.57, -92.53],
        [44.45, -92.27],
        [44.38, -92.03],
        [44.05, -91.64],
        [43.8, -91.25],
        [43.36, -91.22],
        [43.05, -91.14],
        [42.78, -91.1],
        [42.5, -90.66],
      ),
    ],
    targets: [
      target('walleye', ALL_YEAR, POOLS, { peak: [3, 4, 10, 11] }),
      target('sauger', [10, 11, 12, 1, 2, 3, 4], POOLS),
      target('smallmouth-bass', span(5, 10), POOLS),
      target('largemouth-bass', span(5, 10), POOLS),
      target('bluegill', ALL_YEAR, POOLS),
      target('black-crappie', [3, 4, 5, 9, 10, 11, 12, 1, 2], POOLS),
      target('channel-catfish', span(5, 9), POOLS),
    ],
    features: ['rock-shoals', 'submerged-grass', 'emergent-grass', 'bluffs', 'ice'],
    origin: 'the navigation pools of the Mississippi, with wing dams, side channels and backwaters',
    notes: ['walleye and sauger gather below the lock and dams in late fall through spring'],
    basis: POOLS,
    sources: ['wdnr-pool-8-2020', 'iadnr-pool-11-2022'],
  },
  {
    id: 'muskegon-below-croton',
    name: 'the Muskegon River below Croton Dam',
    habitat: 'fresh',
    region: 'great-lakes',
    kind: 'river',
    states: ['MI'],
    shapes: [
      reach(1.5, [43.44, -85.66], [43.42, -85.8], [43.35, -85.93], [43.3, -86.1], [43.25, -86.22]),
    ],
    // A Lake Michigan tributary with runs 60 km inland, past the basin's tributary reach:
    // steelhead fall through spring, king salmon in September and October, a spring walleye run,
    // and resident trout below the dam (common guide practice).
    targets: [
      target('steelhead', [10, 11, 12, 1, 2, 3, 4], GUIDE),
      target('chinook-salmon', [9, 10], GUIDE),
      target('walleye', [3, 4], GUIDE),
      target('brown-trout', span(5, 9), GUIDE),
      target('rainbow-trout', span(5, 9), GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'a large river below its lowest dam, open to Lake Michigan runs',
    basis: GUIDE,
    sources: [],
  },
  {
    id: 'lower-wisconsin-river',
    name: 'the lower Wisconsin River (Sauk City to the Mississippi)',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'river',
    states: ['WI'],
    shapes: [
      reach(
        2.5,
        [43.27, -89.72],
        [43.18, -90.07],
        [43.19, -90.44],
        [43.13, -90.7],
        [43.01, -91.07],
        [42.98, -91.15],
      ),
    ],
    targets: [
      target('walleye', ALL_YEAR, GUIDE),
      target('sauger', [10, 11, 12, 1, 2, 3, 4], GUIDE),
      target('smallmouth-bass', span(5, 10), GUIDE),
      target('channel-catfish', span(5, 9), GUIDE),
      target('flathead-catfish', span(6, 9), GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'a wide, sand-bottomed free-flowing river below the Prairie du Sac dam',
    basis: GUIDE,
    sources: [],
  },
];
