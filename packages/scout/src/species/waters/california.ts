import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target } from '../regions/sub-region.ts';
import { box, circle, mapped, reach, type NamedWater } from './types.ts';

/**
 * Named waters of inland California: Clear Lake (a warm natural lake with no trout or stripers),
 * Shasta (a two-story reservoir), the Delta (largemouth and the striper runs), and the State
 * Water Project reservoirs where landlocked striped bass live. Inland California's regional list
 * keeps striped bass for rivers only; these are the stillwaters that have them.
 */
const CLEAR_LAKE = read(
  cite(
    'record-bee-clear-lake-2020',
    'bass fishing on Clear Lake (15-30 bass a day); crappie to 2 lb at the docks; catfish and bluegill',
  ),
  cite(
    'hanley-clear-lake',
    'one of the largest natural freshwater lakes in California; tule-lined shoreline and pilings hold bass and black crappie; spring spawning in the shallows',
  ),
);

const SHASTA = read(
  cite(
    'fishsniffer-shasta',
    'the state\u2019s premier rainbow reservoir: planted and wild rainbows all year on a threadfin shad forage base; browns on the rise',
  ),
);

const SHASTA_KOKANEE = read(
  cite(
    'fishsniffer-shasta-kokanee',
    'trout and kokanee still on the bite in late summer; kokanee started well all over the lake, hot spots by the dam, Gooseneck on the Sacramento arm and the McCloud; trolled at 1.3-1.8 mph, 55-60 ft down',
  ),
);

const DELTA = read(
  cite(
    'fs-delta-2008',
    'CDFG warmwater fisheries manager Dennis Lee: largemouths rule the Delta (Florida-strain fish to 18 lb), prime late February through March; stripers stack up at the mouths of spawning tributaries in April and feed as they drop back in June; salmon and sturgeon still fished',
  ),
);

const SWP_TROUT = read(
  cite(
    'cwc-swp-recreation',
    'rainbow trout are stocked from late October to early May at Castaic, Pyramid and Silverwood lakes (20,000 lb a season each)',
  ),
);

const SOCAL_STRIPERS = read(
  cite(
    'latimes-stripers-1996',
    'striped bass caught at Pyramid Lake, Silverwood Lake and Lake Skinner in winter, on anchovies and nightcrawlers',
  ),
);

export const CALIFORNIA_WATERS: readonly NamedWater[] = [
  {
    id: 'clear-lake-ca',
    name: 'Clear Lake',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'natural-lake',
    states: ['CA'],
    shapes: [mapped(39.05, -122.8)],
    targets: [
      target('largemouth-bass', ALL_YEAR, CLEAR_LAKE, { peak: [2, 3, 4] }),
      target('black-crappie', [2, 3, 4, 5, 6, 10, 11], CLEAR_LAKE),
      target('channel-catfish', span(4, 10), CLEAR_LAKE),
      target('bluegill', span(5, 9), CLEAR_LAKE),
    ],
    features: ['emergent-grass', 'submerged-grass', 'rock-shoals'],
    origin: 'one of the largest natural freshwater lakes in California (a tectonic basin)',
    notes: ['no trout or striped bass fishery; cover is tules, docks, pilings and rock piles'],
    basis: CLEAR_LAKE,
    sources: ['record-bee-clear-lake-2020', 'hanley-clear-lake'],
  },
  {
    id: 'shasta-lake',
    name: 'Shasta Lake',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'reservoir',
    states: ['CA'],
    shapes: [mapped(40.75, -122.35), box(40.68, -122.5, 41.0, -122.05)],
    targets: [
      target('rainbow-trout', ALL_YEAR, SHASTA),
      target('spotted-bass', ALL_YEAR, GUIDE, { peak: [2, 3] }),
      target('kokanee', span(5, 9), SHASTA_KOKANEE, { types: ['boat', 'kayak'] }),
      target('brown-trout', [10, 11, 12, 1, 2, 3, 4, 5], SHASTA),
      target('largemouth-bass', span(3, 10), GUIDE),
      target('smallmouth-bass', span(3, 10), GUIDE),
    ],
    features: ['bluffs', 'rock-shoals'],
    origin: 'a reservoir behind Shasta Dam on the Sacramento, McCloud and Pit rivers',
    notes: ['landlocked chinook and kokanee are trolled deep in summer'],
    basis: SHASTA,
    sources: ['fishsniffer-shasta', 'fishsniffer-shasta-kokanee'],
  },
  {
    id: 'sacramento-san-joaquin-delta',
    name: 'the Sacramento-San Joaquin Delta',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'river',
    appliesTo: ['river', 'natural-lake', 'reservoir', 'tailwater'],
    states: ['CA'],
    shapes: [box(37.78, -121.85, 38.45, -121.25)],
    targets: [
      target('largemouth-bass', ALL_YEAR, DELTA, { peak: [2, 3] }),
      target('striped-bass', [10, 11, 12, 1, 2, 3, 4, 5, 6], DELTA, { peak: [4, 10, 11] }),
      target('channel-catfish', span(5, 9), GUIDE),
      target('bluegill', span(5, 9), GUIDE),
    ],
    features: ['emergent-grass', 'submerged-grass'],
    origin: 'tidal fresh-water channels, sloughs and flooded islands',
    notes: ['fish the tide: a 6-ft tide can turn a flooded flat into a mud bank'],
    basis: DELTA,
    sources: ['fs-delta-2008'],
  },
  {
    id: 'san-luis-reservoir',
    name: 'San Luis Reservoir and O\u2019Neill Forebay',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'reservoir',
    states: ['CA'],
    shapes: [mapped(37.05, -121.1), mapped(37.08, -121.05)],
    targets: [
      target(
        'striped-bass',
        ALL_YEAR,
        read(
          cite(
            'merced-stripers-2019',
            'world-class striped bass at San Luis Reservoir and O\u2019Neill Forebay, fish to 65 lb and more; the state-record striper (67 lb 8 oz) came from the Forebay',
          ),
        ),
      ),
      target('largemouth-bass', span(3, 10), GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'an off-stream storage reservoir of the State Water Project',
    basis: GUIDE,
    sources: ['merced-stripers-2019'],
  },
  {
    id: 'castaic-lake',
    name: 'Castaic Lake',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'reservoir',
    states: ['CA'],
    shapes: [mapped(34.53, -118.61)],
    targets: [
      target('largemouth-bass', ALL_YEAR, GUIDE),
      target('striped-bass', ALL_YEAR, GUIDE),
      target('rainbow-trout', [11, 12, 1, 2, 3, 4], SWP_TROUT),
    ],
    features: ['bluffs', 'rock-shoals'],
    origin: 'a State Water Project reservoir',
    basis: SWP_TROUT,
    sources: ['cwc-swp-recreation'],
  },
  {
    id: 'pyramid-lake-ca',
    name: 'Pyramid Lake (Los Angeles County)',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'reservoir',
    states: ['CA'],
    shapes: [mapped(34.66, -118.77)],
    targets: [
      target('striped-bass', ALL_YEAR, SOCAL_STRIPERS),
      target('largemouth-bass', span(3, 10), GUIDE),
      target('rainbow-trout', [11, 12, 1, 2, 3, 4], SWP_TROUT),
    ],
    features: ['bluffs', 'rock-shoals'],
    origin: 'a State Water Project reservoir',
    basis: SOCAL_STRIPERS,
    sources: ['latimes-stripers-1996'],
  },
  {
    id: 'silverwood-lake',
    name: 'Silverwood Lake',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'reservoir',
    states: ['CA'],
    shapes: [mapped(34.3, -117.33), circle(34.29, -117.32, 2.5)],
    targets: [
      target('striped-bass', ALL_YEAR, SOCAL_STRIPERS),
      target('largemouth-bass', span(3, 10), GUIDE),
      target('rainbow-trout', [11, 12, 1, 2, 3, 4], SWP_TROUT),
    ],
    features: ['rock-shoals'],
    origin: 'the highest State Water Project reservoir on the California Aqueduct',
    basis: SOCAL_STRIPERS,
    sources: ['latimes-stripers-1996'],
  },
  {
    id: 'lower-sacramento-keswick',
    name: 'the Sacramento River below Keswick Dam (Redding to Balls Ferry)',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'tailwater',
    states: ['CA'],
    shapes: [reach(1.5, [40.61, -122.45], [40.59, -122.39], [40.5, -122.3], [40.42, -122.19])],
    // A cold release from Shasta keeps this reach a big-rainbow river all year, with the fall
    // chinook run (common guide practice; the valley air would call it a warm river).
    targets: [
      target('rainbow-trout', ALL_YEAR, GUIDE),
      target('chinook-salmon', span(8, 11), GUIDE),
      target('steelhead', [10, 11, 12, 1, 2], GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'the cold tailwater below Shasta and Keswick dams',
    basis: GUIDE,
    sources: [],
  },
];
