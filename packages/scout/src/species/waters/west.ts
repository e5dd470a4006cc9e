import { cite, GUIDE, read } from '../data/helpers.ts';
import { ALL_YEAR, span, target } from '../regions/sub-region.ts';
import { box, mapped, reach, type NamedWater } from './types.ts';

/**
 * Named waters of the Mountain West and the interior Northwest: natural lakes the lake-origin
 * rule would call reservoirs, their own fish in the agency's order, and the Deschutes above and
 * below Sherars Falls, where the salmon fishery stops.
 */
const YELLOWSTONE = read(
  cite(
    'nps-yellowstone-regs-2021',
    'Purpose: cutthroat trout are the sole native trout of the park; nonnative lake trout prey on them in Yellowstone Lake, and anglers are required to harvest nonnative fish in the Native Trout Conservation Area',
  ),
  cite(
    'nps-yellowstone-species-map',
    'species map: brown trout do not exist in Yellowstone Lake; cutthroat trout catch and release',
  ),
);

const FLATHEAD = read(
  cite(
    'cskt-mfwp-flathead-guide',
    'the lake is co-managed for native bull trout and westslope cutthroat (protected) with a harvest fishery on nonnative lake trout, yellow perch and lake whitefish; tips for lake trout and perch',
  ),
);

const BEAR = read(
  cite(
    'udwr-bear-lake-2015',
    'fair to good for cutthroat trout and a few lake trout, trolling crankbaits in 15-45 ft; jigging tube jigs tipped with cisco on the bottom; cutthroat without a healed fin clip must be released',
  ),
);

const UTAH_LAKE = read(
  cite(
    'utah-lake-watson',
    'the most popular species are white bass, channel catfish, walleye, bluegill and crappie; white bass spawning run in spring; a shallow, mostly wadeable natural lake',
  ),
);

const PEND_OREILLE = read(
  cite(
    'idfg-pend-oreille-2018',
    'kokanee and rainbow trout angling made up much of the effort; lake trout suppressed by the angler incentive program and netting; walleye catch rates doubling every three years since 2011',
  ),
);

/** CDFW stocks kokanee in Tahoe; the summer trolling season ends with September. */
const TAHOE_KOKANEE = read(
  cite(
    'cdfw-tahoe-kokanee-2016',
    'CDFW released 138,099 kokanee fingerlings into Lake Tahoe (of 634,430 planted in 13 California lakes)',
  ),
  cite(
    'record-tahoe-kokanee-2019',
    'Tahoe offers mackinaw, kokanee, brown and rainbow trout; normally the kokanee fishing is done by the end of September; kokanee trolled at 50-60 ft in Emerald Bay',
  ),
);

const POWELL = read(
  cite(
    'fs-lake-powell-1999',
    'now primarily striped bass and smallmouth bass (Gustaveson, UDWR); best months April-June and October-November for all species, including largemouth bass, crappie, walleye and bluegill',
  ),
  cite(
    'udwr-lake-powell-report',
    'weekly reports: stripers on bait along the canyon walls and slurping shad; smallmouth and walleye trolled on the points',
  ),
);

const HAVASU = read(
  cite(
    'azgfd-havasu-coa',
    'management priority: high-quality largemouth and smallmouth bass fisheries, redear sunfish a featured species, striped bass a general opportunity; bluegill, channel and flathead catfish locally abundant',
  ),
);

const DESCHUTES = read(
  cite(
    'bend-bulletin-deschutes-2011',
    'fishing for chinook is allowed from the mouth upstream to Sherars Falls; steelhead anglers can fish from the mouth to Round Butte Dam; the fall chinook season began Aug. 1 and tapers off by mid-October, steelhead stay good through December',
  ),
);

/** WDFW's Chelan description and the Wenatchee World's Dave Graybill on the lower basin. */
const CHELAN = read(
  cite(
    'wdfw-chelan',
    'the largest natural lake in Washington: kokanee from mid-April through June; catchable rainbows planted in the lower lake near Chelan and Manson in June and July; lake trout (mackinaw) year-round; a limited smallmouth fishery in the lower lake',
  ),
  cite(
    'graybill-chelan-2011',
    'spring at Chelan: mackinaw, smallmouth, kokanee and chinook in the same day; mackinaw so abundant there is no season and no bag limit, usually trolled at 200 ft or more',
  ),
);

export const WEST_WATERS: readonly NamedWater[] = [
  {
    id: 'yellowstone-lake',
    name: 'Yellowstone Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['WY'],
    shapes: [mapped(44.45, -110.35)],
    // The park season runs from late May to early November; the lake is frozen in winter.
    targets: [
      target('cutthroat-trout', span(6, 10), YELLOWSTONE),
      target('lake-trout', span(6, 10), YELLOWSTONE),
    ],
    features: ['rock-shoals'],
    origin: 'a natural caldera lake in Yellowstone National Park',
    notes: [
      'native cutthroat are released; lake trout caught in the lake must be killed (NPS rules)',
    ],
    basis: YELLOWSTONE,
    sources: ['nps-yellowstone-regs-2021', 'nps-yellowstone-species-map'],
  },
  {
    id: 'flathead-lake',
    name: 'Flathead Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['MT'],
    shapes: [mapped(47.85, -114.1)],
    targets: [
      target('lake-trout', ALL_YEAR, FLATHEAD),
      target('yellow-perch', [12, 1, 2, 3, 4, 5, 6], FLATHEAD),
    ],
    features: ['rock-shoals', 'ice'],
    origin:
      'a natural lake left by the glacial Flathead lobe, raised about 10 ft by Kerr Dam at its outlet',
    notes: ['bull trout are protected and must be released; westslope cutthroat are native'],
    basis: FLATHEAD,
    sources: ['cskt-mfwp-flathead-guide'],
  },
  {
    id: 'bear-lake',
    name: 'Bear Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['UT', 'ID'],
    shapes: [mapped(41.95, -111.33)],
    targets: [target('cutthroat-trout', ALL_YEAR, BEAR), target('lake-trout', ALL_YEAR, BEAR)],
    features: ['rock-shoals', 'ice'],
    origin: 'a natural fault-basin lake; part of the Bear River flow is diverted through it',
    notes: ['Bonneville cisco are dipnetted in January; Bonneville whitefish run in late fall'],
    basis: BEAR,
    sources: ['udwr-bear-lake-2015'],
  },
  {
    id: 'utah-lake',
    name: 'Utah Lake',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['UT'],
    shapes: [mapped(40.22, -111.8)],
    targets: [
      target('white-bass', span(4, 10), UTAH_LAKE, { peak: [4, 5] }),
      target('channel-catfish', span(5, 9), UTAH_LAKE),
      target('walleye', [3, 4, 5, 9, 10, 11], UTAH_LAKE),
      target('bluegill', span(5, 9), UTAH_LAKE),
      target('black-crappie', [4, 5, 6, 9, 10], UTAH_LAKE),
      target('largemouth-bass', span(5, 9), GUIDE),
    ],
    features: ['emergent-grass', 'ice'],
    origin: 'a large, shallow natural lake (a remnant of Lake Bonneville)',
    basis: UTAH_LAKE,
    sources: ['utah-lake-watson'],
  },
  {
    id: 'lake-pend-oreille',
    name: 'Lake Pend Oreille',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['ID'],
    shapes: [mapped(48.2, -116.35)],
    targets: [
      target('rainbow-trout', ALL_YEAR, PEND_OREILLE),
      target('kokanee', span(5, 10), PEND_OREILLE, { types: ['boat', 'kayak'] }),
      target('lake-trout', ALL_YEAR, PEND_OREILLE),
      target('walleye', span(5, 10), PEND_OREILLE),
    ],
    features: ['rock-shoals'],
    origin: 'a natural glacial lake, the largest in Idaho; Albeni Falls Dam regulates its level',
    notes: ['anglers are paid for the heads of lake trout (IDFG angler incentive program)'],
    basis: PEND_OREILLE,
    sources: ['idfg-pend-oreille-2018'],
  },
  {
    id: 'lake-tahoe',
    name: 'Lake Tahoe',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'natural-lake',
    states: ['CA', 'NV'],
    shapes: [mapped(39.1, -120.04)],
    // "Fifty percent or more of the fish caught at the lake annually are Mackinaw" and the lake
    // "provides fishing for Mackinaw, rainbow trout, brown trout and kokanee salmon" (Cal
    // Kellogg, California Sportsman, Feb 2023, issuu.com/mipgroup cs_2-23; read 2026).
    targets: [
      target('lake-trout', ALL_YEAR, GUIDE),
      // the summer kokanee trolling season, June to September (CDFW stocks the lake)
      target('kokanee', span(6, 9), TAHOE_KOKANEE, { types: ['boat', 'kayak'] }),
      target('rainbow-trout', ALL_YEAR, GUIDE),
      target('brown-trout', ALL_YEAR, GUIDE),
    ],
    features: ['rock-shoals'],
    origin: 'a deep natural fault-block lake; a small dam at Tahoe City controls the top 6 ft',
    basis: GUIDE,
    sources: ['cdfw-species', 'cdfw-tahoe-kokanee-2016', 'record-tahoe-kokanee-2019'],
  },
  {
    id: 'pyramid-lake-nv',
    name: 'Pyramid Lake (Lahontan cutthroat trout; Pyramid Lake Paiute Tribe permit, artificial lures and flies only)',
    habitat: 'fresh',
    region: 'inland-north',
    kind: 'natural-lake',
    states: ['NV'],
    shapes: [mapped(40.05, -119.55)],
    // Season October 1 to June 30, tribal permit (no Nevada licence), artificial lures and flies
    // only, barbless. Sources: Pyramid Lake Paiute Tribe, "Fishing Season Opens October 1, 2019"
    // press release, and the Tribe's regulations brochure (pyramidlake.us), both read 2026
    // through docslib.org.
    targets: [target('cutthroat-trout', span(10, 6), GUIDE)],
    features: ['rock-shoals'],
    origin: 'a natural desert terminal lake, a remnant of Lake Lahontan',
    basis: GUIDE,
    sources: [],
  },
  {
    id: 'lake-powell',
    name: 'Lake Powell',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['AZ', 'UT'],
    shapes: [mapped(36.99, -111.48), box(36.9, -111.6, 37.95, -110.35)],
    targets: [
      target('striped-bass', ALL_YEAR, POWELL, { peak: [10, 11] }),
      target('smallmouth-bass', span(3, 11), POWELL),
      target('walleye', span(3, 10), POWELL),
      target('largemouth-bass', span(4, 10), POWELL),
      target('black-crappie', span(3, 5), POWELL),
      target('channel-catfish', span(5, 9), POWELL),
    ],
    features: ['bluffs', 'rock-shoals'],
    origin: 'a reservoir on the Colorado River behind Glen Canyon Dam',
    notes: ['stripers are chummed and caught on anchovy bait in the canyons; quagga mussels'],
    basis: POWELL,
    sources: ['fs-lake-powell-1999', 'udwr-lake-powell-report'],
  },
  {
    id: 'lake-washington',
    name: 'Lake Washington',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'natural-lake',
    states: ['WA'],
    shapes: [mapped(47.6, -122.25)],
    targets: [
      target(
        'cutthroat-trout',
        [10, 11, 12, 1, 2, 3, 4, 5],
        read(
          cite(
            'fhn-lake-washington',
            'winter trolling for big cutthroat and rainbow trout, fish usually over 18 in; the 14.9-lb state-record cutthroat came from near Juanita Bay',
          ),
        ),
      ),
      target('smallmouth-bass', span(5, 9), GUIDE),
      target('yellow-perch', span(6, 9), GUIDE),
      target('largemouth-bass', span(6, 9), GUIDE),
    ],
    features: ['submerged-grass'],
    origin: 'a natural glacial trough lake, lowered 9 ft when the ship canal opened in 1916',
    basis: GUIDE,
    sources: ['fhn-lake-washington'],
  },
  {
    id: 'deschutes-below-sherars',
    name: 'the lower Deschutes below Sherars Falls',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'river',
    states: ['OR'],
    shapes: [
      reach(
        1.5,
        [45.633, -120.913],
        [45.56, -120.89],
        [45.47, -120.87],
        [45.4, -120.88],
        [45.33, -120.95],
        [45.265, -121.035],
      ),
    ],
    targets: [
      target('steelhead', span(7, 12), DESCHUTES, { peak: [9, 10] }),
      target('chinook-salmon', [4, 5, 6, 8, 9, 10], DESCHUTES),
      target('rainbow-trout', ALL_YEAR, GUIDE),
    ],
    runs: [
      {
        species: 'steelhead',
        from: [7, 1],
        to: [12, 31],
        phase: 'pre-spawn',
        kinds: ['river'],
        text: 'summer steelhead run the lower Deschutes, peaking at Sherars Falls in September',
        basis: DESCHUTES,
      },
      {
        species: 'chinook-salmon',
        from: [4, 1],
        to: [6, 30],
        phase: 'pre-spawn',
        kinds: ['river'],
        text: 'spring chinook run the lower river to Sherars Falls',
        basis: GUIDE,
      },
      {
        species: 'chinook-salmon',
        from: [8, 1],
        to: [10, 31],
        phase: 'pre-spawn',
        kinds: ['river'],
        text: 'fall chinook run the lower river to Sherars Falls',
        basis: DESCHUTES,
      },
    ],
    features: ['rock-shoals', 'bluffs'],
    origin: 'a free-flowing canyon river below the Pelton Round Butte dams',
    notes: ['no angling from a floating device on the lower Deschutes (ODFW)'],
    basis: DESCHUTES,
    sources: ['bend-bulletin-deschutes-2011'],
  },
  {
    id: 'deschutes-above-sherars',
    name: 'the Deschutes between Pelton Dam and Sherars Falls (Maupin)',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'river',
    states: ['OR'],
    shapes: [
      reach(
        2,
        [45.265, -121.035],
        [45.175, -121.08],
        [45.07, -121.06],
        [44.95, -121.07],
        [44.83, -121.1],
        [44.76, -121.24],
        [44.726, -121.246],
      ),
    ],
    // Redband rainbows all year (the salmonfly hatch in late May and June); summer steelhead
    // spread up to the dams by mid-September. No chinook fishery above the falls.
    targets: [
      target('rainbow-trout', ALL_YEAR, GUIDE),
      target('steelhead', span(9, 12), DESCHUTES),
    ],
    runs: [
      {
        species: 'steelhead',
        from: [9, 1],
        to: [12, 31],
        phase: 'pre-spawn',
        kinds: ['river'],
        text: 'summer steelhead spread up the river to the dams from mid-September',
        basis: DESCHUTES,
      },
    ],
    features: ['rock-shoals', 'bluffs'],
    origin: 'a canyon river below the Pelton Round Butte dams, above the Sherars Falls barrier',
    notes: ['chinook may be fished only below Sherars Falls (ODFW)'],
    basis: DESCHUTES,
    sources: ['bend-bulletin-deschutes-2011'],
  },
  {
    id: 'lake-havasu',
    name: 'Lake Havasu',
    habitat: 'fresh',
    region: 'inland-south',
    kind: 'reservoir',
    states: ['AZ', 'CA'],
    shapes: [mapped(34.5, -114.37), box(34.27, -114.45, 34.75, -114.13)],
    targets: [
      target('largemouth-bass', ALL_YEAR, HAVASU),
      target('smallmouth-bass', ALL_YEAR, HAVASU),
      target('redear-sunfish', span(3, 8), HAVASU, { peak: [5, 6] }),
      target('striped-bass', ALL_YEAR, HAVASU),
      target('channel-catfish', span(5, 9), HAVASU),
      target('bluegill', span(4, 9), HAVASU),
      target('flathead-catfish', span(6, 9), HAVASU),
    ],
    features: ['submerged-grass', 'rock-shoals'],
    origin: 'a reservoir on the Colorado River behind Parker Dam',
    notes: ['the world-record redear sunfish came from Havasu; redear bite best in May and June'],
    basis: HAVASU,
    sources: ['azgfd-havasu-coa'],
  },
  {
    id: 'lake-chelan',
    name: 'Lake Chelan',
    habitat: 'fresh',
    region: 'pacific',
    kind: 'natural-lake',
    states: ['WA'],
    shapes: [mapped(47.875, -120.13)],
    targets: [
      target('kokanee', span(4, 9), CHELAN, { types: ['boat', 'kayak'] }),
      target('lake-trout', ALL_YEAR, CHELAN),
      target('rainbow-trout', span(5, 10), CHELAN),
      target('smallmouth-bass', span(5, 9), CHELAN),
    ],
    features: ['rock-shoals'],
    origin: 'a deep natural glacial lake (1,486 ft), raised by a dam at its outlet',
    basis: CHELAN,
    sources: ['wdfw-chelan', 'graybill-chelan-2011'],
  },
];
