import { GREAT_LAKES_WARM_BAYS } from '../../ice/great-lakes-bays.ts';
import { cite, GUIDE, read } from '../data/helpers.ts';
import type { Basis } from '../types.ts';
import {
  ALL_YEAR,
  span,
  target,
  type Box,
  type RunWindow,
  type SubRegion,
  type Within,
} from './sub-region.ts';

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

/**
 * The shallow bays that warm in summer (ice/great-lakes-bays.ts): their May-September fishery is
 * smallmouth, walleye, pike and perch, from a boat or the shore; the open lake's trout and salmon
 * are out in the cold water beyond them (science-9 review h06, Chequamegon Bay in June).
 */
const WARM_BAYS: Within = {
  where: `the shallow warm bays (${[...new Set(GREAT_LAKES_WARM_BAYS.map((b) => b.name))].join(', ')})`,
  boxes: GREAT_LAKES_WARM_BAYS.map((b) => b.box),
};

/** Wisconsin DNR's Lake Superior supervisor and a bay guide on the Chequamegon Bay smallmouth. */
const CHEQUAMEGON_SMALLMOUTH = read(
  cite(
    'wdnr-chequamegon-smallmouth',
    'the bay holds trophy smallmouth, managed with a 22-inch minimum on Lake Superior; they spawn in the shallow Kakagon and Sand Cut sloughs in spring, stay there to about the end of June, then spread to rocks, weeds and current in 14-20 ft of the main bay through summer and fall',
  ),
);

/** The bays' summer fish in the given order, held only inside the warm bays. */
const bayFish = (order: readonly string[], basis: Partial<Record<string, Basis>> = {}) =>
  order.map((species) =>
    target(species, span(5, 9), basis[species] ?? GUIDE, {
      kinds: ['great-lakes'],
      within: WARM_BAYS,
    }),
  );

/** The open lake's summer salmon and trout: not in the warm bays. */
const OPEN_LAKE = { outside: WARM_BAYS } as const;

/** The Indiana DNR's Lake Michigan biologist on the Skamania summer steelhead. */
const SKAMANIA = read(
  cite(
    'idnr-skamania',
    'Skamania are summer-run steelhead the DNR stocks in southern Lake Michigan; Trail Creek is the crown jewel (over 100,000 stocked a year); Salt Creek, the East Branch of the Little Calumet and the St. Joseph also get summer returns; fish the Michigan City or Portage Lakefront piers in late evening or early morning, with a bobber and nightcrawlers or shrimp',
  ),
);

/** Southern Lake Michigan's Skamania water: the Indiana shore and the St. Joseph River. */
const SKAMANIA_WATERS = {
  where: 'the Indiana shore of Lake Michigan and the St. Joseph River',
  boxes: [[41.5, -87.55, 42.15, -86.15]] as const,
};

/**
 * How far up a tributary the lake's fish reach, km from the shore: a river belongs to its Great
 * Lake's basin only this close to the lake (about the reach below the first barrier dams of the
 * big steelhead and salmon rivers: Tippy Dam on the Manistee 25 km, Foote Dam on the Au Sable
 * 10 km, the Pere Marquette at Baldwin 48 km); further inland it is an inland trout or warm-water
 * river (the Au Sable at Grayling, 70 km from the lake: brown and brook trout, no salmon). Rivers
 * with runs further up (the Muskegon below Croton Dam) are named waters.
 */
const TRIBUTARY_KM = 50;

/**
 * Each lake's US shoreline as a line of harbour and headland positions, traced by hand and good
 * to about 5 km: what "close to the lake" is measured from.
 */
const SHORES: Record<string, readonly (readonly [number, number])[]> = {
  superior: [
    [46.5, -84.35],
    [46.77, -84.96],
    [46.67, -85.98],
    [46.41, -86.65],
    [46.54, -87.39],
    [46.82, -87.73],
    [46.76, -88.45],
    [47.12, -88.57],
    [47.47, -87.89],
    [47.41, -88.3],
    [46.87, -89.32],
    [46.56, -90.42],
    [46.59, -90.88],
    [46.81, -90.82],
    [46.86, -91.1],
    [46.78, -91.39],
    [46.72, -92.07],
    [46.78, -92.1],
    [47.02, -91.67],
    [47.29, -91.27],
    [47.75, -90.33],
    [47.96, -89.68],
  ],
  michigan: [
    [41.88, -87.62],
    [42.36, -87.83],
    [42.58, -87.82],
    [42.73, -87.78],
    [43.04, -87.89],
    [43.39, -87.87],
    [43.75, -87.7],
    [44.09, -87.66],
    [44.46, -87.5],
    [44.61, -87.43],
    [44.98, -87.18],
    [45.29, -86.93],
    [44.83, -87.4],
    [44.52, -88.02],
    [44.89, -87.86],
    [45.1, -87.61],
    [45.75, -87.06],
    [45.8, -86.6],
    [45.95, -86.25],
    [46.09, -85.45],
    [45.87, -84.73],
    [45.78, -84.73],
    [45.64, -85.04],
    [45.37, -84.96],
    [45.32, -85.26],
    [44.9, -85.42],
    [44.77, -85.49],
    [44.76, -85.62],
    [44.98, -85.65],
    [45.13, -85.62],
    [45.02, -85.76],
    [44.9, -86.03],
    [44.63, -86.24],
    [44.25, -86.33],
    [43.95, -86.45],
    [43.78, -86.44],
    [43.23, -86.34],
    [43.06, -86.24],
    [42.77, -86.21],
    [42.4, -86.28],
    [42.1, -86.49],
    [41.72, -86.9],
    [41.62, -87.35],
    [41.88, -87.62],
  ],
  huron: [
    [45.99, -83.9],
    [45.99, -84.36],
    [45.87, -84.73],
    [45.78, -84.73],
    [45.65, -84.47],
    [45.42, -83.82],
    [45.35, -83.48],
    [45.06, -83.43],
    [44.66, -83.29],
    [44.42, -83.33],
    [44.25, -83.45],
    [44.05, -83.69],
    [43.64, -83.85],
    [43.73, -83.45],
    [43.85, -83.38],
    [43.94, -83.27],
    [44.05, -83.0],
    [43.84, -82.65],
    [43.43, -82.54],
    [43.27, -82.53],
    [42.98, -82.42],
  ],
  erie: [
    [42.05, -83.15],
    [41.9, -83.35],
    [41.7, -83.45],
    [41.51, -82.94],
    [41.45, -83.0],
    [41.46, -82.71],
    [41.4, -82.55],
    [41.42, -82.36],
    [41.47, -82.18],
    [41.5, -81.7],
    [41.76, -81.28],
    [41.9, -80.8],
    [41.97, -80.55],
    [42.15, -80.08],
    [42.49, -79.33],
    [42.88, -78.9],
  ],
  ontario: [
    [43.26, -79.06],
    [43.34, -78.72],
    [43.37, -78.19],
    [43.26, -77.6],
    [43.27, -76.98],
    [43.46, -76.51],
    [43.56, -76.2],
    [43.85, -76.2],
    [44.13, -76.33],
  ],
};

/**
 * The mouths of the steelhead tributaries, [lat, lon] to about 5 km, by lake: where the fish
 * gather off the piers and harbour walls from fall to spring (Michigan DNR and Ohio, Pennsylvania
 * and New York steelhead pages name these rivers; positions traced by hand). The inner Saginaw
 * Bay and the western basin of Lake Erie have no steelhead river: walleye, perch and pike water.
 */
const STEELHEAD_MOUTHS: Record<string, readonly (readonly [number, number])[]> = {
  superior: [
    [46.72, -92.07], // St. Louis River, Duluth
    [46.95, -91.78], // Knife River
    [47.02, -91.67], // Two Harbors
    [47.2, -91.37], // Gooseberry and Split Rock
    [47.75, -90.33], // Grand Marais
    [46.75, -91.6], // Bois Brule
    [46.67, -90.05], // Black River (MI)
    [46.87, -89.32], // Ontonagon
    [46.54, -87.39], // Marquette: Dead and Carp rivers
    [46.41, -86.65], // Munising
    [46.7, -85.42], // Two Hearted
    [46.5, -84.35], // St. Marys rapids
  ],
  michigan: [
    [41.63, -87.17], // Portage and Salt Creek (Burns Harbor)
    [41.72, -86.9], // Trail Creek, Michigan City
    [42.11, -86.49], // St. Joseph
    [42.4, -86.28], // Black River, South Haven
    [42.77, -86.21], // Kalamazoo, Saugatuck
    [43.06, -86.24], // Grand River, Grand Haven
    [43.23, -86.34], // Muskegon
    [43.42, -86.35], // White River
    [43.95, -86.45], // Pere Marquette, Ludington
    [44.25, -86.33], // Manistee
    [44.63, -86.24], // Betsie, Frankfort
    [45.32, -85.26], // Charlevoix
    [45.38, -84.96], // Bear River, Petoskey
    [44.46, -87.5], // Kewaunee
    [44.09, -87.66], // Manitowoc
    [43.75, -87.7], // Sheboygan
    [43.39, -87.87], // Sauk Creek, Port Washington
    [43.03, -87.9], // Milwaukee
    [42.73, -87.78], // Root River, Racine
    [42.58, -87.82], // Pike River, Kenosha
    [42.36, -87.83], // Waukegan
  ],
  huron: [
    [45.65, -84.47], // Cheboygan
    [45.06, -83.43], // Thunder Bay River, Alpena
    [44.41, -83.33], // Au Sable, Oscoda
    [44.07, -83.67], // Rifle River
    [43.85, -82.65], // Harbor Beach
    [42.98, -82.42], // Port Huron, St. Clair River
  ],
  erie: [
    [41.4, -82.55], // Huron River
    [41.42, -82.36], // Vermilion
    [41.47, -82.18], // Black River, Lorain
    [41.49, -81.83], // Rocky River
    [41.5, -81.7], // Cuyahoga
    [41.68, -81.43], // Chagrin
    [41.76, -81.28], // Grand River, Fairport Harbor
    [41.9, -80.8], // Ashtabula
    [41.97, -80.55], // Conneaut
    [42.02, -80.37], // Elk Creek
    [42.07, -80.23], // Walnut Creek
    [42.13, -80.09], // Erie harbour and Presque Isle
    [42.3, -79.8], // Twentymile and Chautauqua creeks
    [42.49, -79.33], // Canadaway Creek, Dunkirk
    [42.57, -79.13], // Cattaraugus Creek
    [42.88, -78.9], // Buffalo and the upper Niagara
  ],
  ontario: [
    [43.26, -79.06], // lower Niagara
    [43.37, -78.19], // Oak Orchard Creek
    [43.26, -77.6], // Genesee, Rochester
    [43.27, -76.98], // Sodus
    [43.46, -76.51], // Oswego
    [43.56, -76.2], // Salmon River, Pulaski
    [43.65, -76.2], // Sandy Creeks
    [43.99, -76.05], // Black River, Dexter
  ],
};

/** How near a steelhead tributary's mouth the shore fishery is, km (judgement: a harbour's reach). */
const MOUTH_KM = 15;

/** A box about `km` either side of a point. */
const around = ([lat, lon]: readonly [number, number], km: number): Box => {
  const dLat = km / 111;
  const dLon = km / (111 * Math.cos((lat * Math.PI) / 180));
  return [lat - dLat, lon - dLon, lat + dLat, lon + dLon];
};

const mouthsOf = (lake: string): Within => ({
  where: 'the piers, harbours and beaches near the mouths of the steelhead tributaries',
  boxes: (STEELHEAD_MOUTHS[lake] ?? []).map((p) => around(p, MOUTH_KM)),
});

function basin(
  id: string,
  name: string,
  states: string[],
  box: readonly [number, number, number, number],
  shore: readonly (readonly [number, number])[],
  extra: SubRegion['targets'],
  lake: string,
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
    tributaries: { shores: [shore], km: TRIBUTARY_KM },
    targets: [
      target('steelhead', [10, 11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['river', 'tailwater'] }),
      target('steelhead', span(5, 8), GUIDE, {
        kinds: ['great-lakes'],
        types: ['boat'],
        ...OPEN_LAKE,
      }),
      ...extra,
      // From the piers and harbour walls in the cold months, as the fish gather (after the basin's own harbour fish) at the river mouths
      // Only near a steelhead river's mouth, and not on the ice (no run, no current, no pier)
      target('steelhead', [10, 11, 12, 1, 2, 3, 4], GUIDE, {
        kinds: ['great-lakes'],
        types: ['shore', 'kayak'],
        within: mouthsOf(lake),
        openWater: true,
      }),
    ],
    runs: TRIBUTARY_RUNS,
    sources: [
      'scott-crossman-1973',
      'idnr-skamania',
      'wdnr-chequamegon-smallmouth',
      'odnr-maumee-walleye-run',
    ],
  };
}

export const LAKE_SUPERIOR = basin(
  'lake-superior',
  'Lake Superior',
  ['MN', 'WI', 'MI'],
  [46.1, -92.5, 49.3, -84.0],
  SHORES.superior!,
  [
    ...bayFish(['smallmouth-bass', 'walleye', 'northern-pike', 'yellow-perch'], {
      'smallmouth-bass': CHEQUAMEGON_SMALLMOUTH,
    }),
    // From the shore and the ice while the lake is cold; in summer the lakers and coho are out
    // deep, a boat fishery
    target('lake-trout', [10, 11, 12, 1, 2, 3, 4, 5], GUIDE, { kinds: ['great-lakes'] }),
    target('lake-trout', span(6, 9), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    target('coho-salmon', [5], GUIDE, { kinds: ['great-lakes'] }),
    target('coho-salmon', span(6, 8), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    target('walleye', span(5, 10), GUIDE, { kinds: ['great-lakes', 'river'] }),
  ],
  'superior',
);

export const LAKE_MICHIGAN = basin(
  'lake-michigan',
  'Lake Michigan',
  ['WI', 'IL', 'IN', 'MI'],
  [41.3, -88.4, 46.4, -84.4],
  SHORES.michigan!,
  [
    ...bayFish(['walleye', 'smallmouth-bass', 'northern-pike', 'yellow-perch']),
    target('chinook-salmon', span(5, 8), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    target('chinook-salmon', span(9, 10), GUIDE, {
      kinds: ['river', 'tailwater', 'great-lakes'],
      peak: [9, 10],
    }),
    // Spring coho come to the piers and harbours of the southern lake; by June they and the
    // lake trout are offshore, a boat fishery (review fresh.md g15)
    target('coho-salmon', span(3, 5), GUIDE, { kinds: ['great-lakes'] }),
    target('coho-salmon', span(6, 8), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river'] }),
    target('lake-trout', span(4, 9), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    // Indiana's Skamania summer steelhead, from the piers and in Trail Creek, Salt Creek, the
    // Little Calumet and the St. Joseph: at their best in July
    target('steelhead', span(6, 9), SKAMANIA, {
      kinds: ['great-lakes', 'river'],
      types: ['shore', 'kayak'],
      peak: [7],
      within: SKAMANIA_WATERS,
    }),
    target('brown-trout', [11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['great-lakes'] }),
    target('yellow-perch', span(6, 9), GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
    // Green Bay's rivers (the Fox at De Pere, the Menominee, the Peshtigo): spring walleye runs;
    // the bay itself is a named water (species/waters).
    target('walleye', [3, 4, 5, 10, 11], GUIDE, { kinds: ['river'] }),
  ],
  'michigan',
);

export const LAKE_HURON = basin(
  'lake-huron',
  'Lake Huron',
  ['MI'],
  [42.7, -84.9, 46.6, -79.3],
  SHORES.huron!,
  [
    ...bayFish(['walleye', 'yellow-perch', 'smallmouth-bass', 'northern-pike']),
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['great-lakes', 'river'] }),
    target('lake-trout', span(5, 9), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    target('yellow-perch', [1, 2, 3, 6, 7, 8, 9], GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
  ],
  'huron',
);

export const LAKE_ERIE = basin(
  'lake-erie',
  'Lake Erie',
  ['MI', 'OH', 'PA', 'NY'],
  [41.0, -83.8, 43.2, -78.5],
  SHORES.erie!,
  [
    ...bayFish(['walleye', 'yellow-perch', 'smallmouth-bass', 'northern-pike']),
    target('walleye', ALL_YEAR, GUIDE, { kinds: ['great-lakes'] }),
    // In the rivers, the spring spawning run: "The run traditionally lasts from March 1 through
    // April 30, with the first two weeks of April being the busiest time" (Ohio Division of
    // Wildlife, in the Sentinel-Tribune, sent-trib.com; ODNR release, 29 Mar 2000, at
    // fishlakeerie.com; read 2026). Not the steelhead creeks of the fall (review 11, r01: walleye
    // offered on Elk Creek in November).
    target(
      'walleye',
      [3, 4],
      read(
        cite(
          'odnr-maumee-walleye-run',
          'the Maumee and Sandusky spawning runs traditionally last from March 1 through April 30, busiest in the first two weeks of April',
        ),
      ),
      { kinds: ['river'] },
    ),
    target('yellow-perch', span(6, 11), GUIDE, { kinds: ['great-lakes'] }),
    target('smallmouth-bass', span(5, 10), GUIDE, { kinds: ['great-lakes'] }),
  ],
  'erie',
);

export const LAKE_ONTARIO = basin(
  'lake-ontario',
  'Lake Ontario',
  ['NY'],
  [42.8, -80.2, 44.6, -75.6],
  SHORES.ontario!,
  [
    ...bayFish(['smallmouth-bass', 'yellow-perch', 'northern-pike', 'walleye']),
    target('chinook-salmon', span(5, 8), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    // King salmon are the main event in the Salmon River and the other tributaries in
    // September and October ("the largest and most abundant fish in the Salmon River"), and at
    // the harbours and river mouths they gather off (Oswego: kings to the harbour wall and the
    // river below the dam in mid-October; review fresh.md g20), as on Lake Michigan.
    target('chinook-salmon', span(9, 10), GUIDE, {
      kinds: ['river', 'tailwater', 'great-lakes'],
      peak: [9, 10],
    }),
    target('coho-salmon', span(9, 11), GUIDE, { kinds: ['river', 'tailwater', 'great-lakes'] }),
    target('lake-trout', span(5, 9), GUIDE, {
      kinds: ['great-lakes'],
      types: ['boat'],
      ...OPEN_LAKE,
    }),
    // lake-run browns enter the tributaries from mid-October
    target('brown-trout', [10, 11, 12, 1, 2, 3, 4], GUIDE, { kinds: ['great-lakes', 'river'] }),
    target('smallmouth-bass', span(5, 9), GUIDE, { kinds: ['great-lakes'] }),
  ],
  'ontario',
);
