import type { UsStateCode, WaterKind } from '@anglerscout/contracts';

/**
 * Named parts of a state's waters that closure rows refer to (`area`), each a test on a point.
 * Lines are simplified from the agencies' own definitions (cited per area) and are good to a
 * few kilometres: a spot right on a boundary should be read against the agency's map.
 */
interface AreaDefinition {
  state: UsStateCode | null;
  name: string;
  /** How the agency defines it, and where */
  definition: string;
  source: string;
  /** Whether the point is in the area; `kind` (when known) lets a stream rule skip lakes */
  contains(lat: number, lon: number, kind?: WaterKind | null): boolean;
}

type Ring = readonly (readonly [number, number])[];

/** Ray casting on [lat, lon] vertices. */
export function inPolygon(ring: Ring, lat: number, lon: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point is within `km` of a polyline of [lat, lon] vertices (flat-earth, small areas). */
export function nearLine(line: Ring, lat: number, lon: number, km: number): boolean {
  const k = Math.cos((lat * Math.PI) / 180);
  for (let i = 1; i < line.length; i++) {
    const [ay, ax] = line[i - 1]!;
    const [by, bx] = line[i]!;
    const dx = (bx - ax) * k;
    const dy = by - ay;
    const px = (lon - ax) * k;
    const py = lat - ay;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy || 1)));
    if (Math.hypot(px - t * dx, py - t * dy) * 111.32 <= km) return true;
  }
  return false;
}

/** The Florida Keys and the rest of Monroe County (Florida Bay, the Everglades' Gulf coast). */
function inMonroeCounty(lat: number, lon: number): boolean {
  const keys = lat < 25.35 && lat > 24.4 && lon > -83.2 && lon < -80.2;
  const mainland = lat < 25.85 && lat >= 25.1 && lon < -80.85 && lon > -81.45;
  return keys || mainland;
}

/**
 * FWC's snook split: the Gulf side includes Monroe County and Everglades National Park; the
 * Atlantic side includes Lake Okeechobee and the Kissimmee River. North of 29.5° N the line runs
 * down the middle of the state (Big Bend west, Jacksonville east).
 */
function floridaGulfSide(lat: number, lon: number): boolean {
  if (inMonroeCounty(lat, lon)) return true;
  if (lat > 29.5) return lon < -82.2;
  return lon < -81.25;
}

/** South of the Keys chain: the Atlantic side, where Florida's waters end at 3 nautical miles. */
function southOfKeys(lat: number, lon: number): boolean {
  if (lon < -83.2 || lon > -80.2) return false;
  const chain = lon <= -81.8 ? 24.55 : 24.55 + ((lon + 81.8) * 0.55) / 1.35;
  return lat < chain;
}

/** Where Florida's state waters reach 9 nautical miles (the Gulf coast, north of the Keys). */
export function floridaGulfWaters(lat: number, lon: number): boolean {
  return floridaGulfSide(lat, lon) && !southOfKeys(lat, lon);
}

/** NHFG's release on the salmon lakes' seasons (read as republished). */
const NHFG_SALMON =
  'https://www.einpresswire.com/article/797327166/open-water-landlocked-salmon-season-starts-tuesday-april-1';
const FWC_SNOOK = 'https://myfwc.com/fishing/saltwater/recreational/snook/';
const CDFW_GROUNDFISH = 'https://wildlife.ca.gov/Fishing/Ocean/Regulations/Groundfish-Summary';
const WDFW_AREAS = 'https://wdfw.wa.gov/fishing/locations/marine-areas';
const WAC_BAIT_RULES =
  'https://lawfilesext.leg.wa.gov/Law/WAC/WAC%20220%20%20TITLE/WAC%20220%20-310%20%20CHAPTER/WAC%20220%20-310%20-070.htm';

const FWC_PERMIT =
  'https://www.einpresswire.com/article/731391193/fwc-permit-season-opens-aug-1-in-special-permit-zone';
const FWC_TARPON = 'https://myfwc.com/fishing/saltwater/recreational/tarpon/';
const FWC_RED_DRUM = 'https://myfwc.com/fishing/saltwater/recreational/red-drum';
const MD_STRIPER_SOURCE = 'https://dnr.maryland.gov/fisheries/pages/regulations/striped-bass.aspx';
const ADFG_COOK_INLET_KINGS = 'https://adfg.alaska.gov/sf/EONR/index.cfm?ADFG=region.NR&NRID=3802';
const ADFG_SE_KINGS =
  'https://www.adfg.alaska.gov/sf/EONR/index.cfm?adfg=region.NR&NRID=3665&Year=2024';
const ODFW_CENTRAL = 'https://myodfw.com/fishing';
const WDNR_TROUT = 'https://dnr.wisconsin.gov/topic/Fishing/regulations';
const NYSDEC_TRIBS =
  'https://www.eregulations.com/newyork/fishing/special-regulations-great-lakes-tributaries';
const NYSDEC_SALMON_RIVER = 'https://dec.ny.gov/things-to-do/freshwater-fishing/regulations-guides';
const MI_DNR_TROUT = 'https://www.michigan.gov/dnr/things-to-do/fishing/regulations';
const NPS_YELLOWSTONE = 'https://www.nps.gov/yell/planyourvisit/fishing.htm';

// Courses of rivers and lagoons as [lat, lon] polylines, good to a kilometre or two.
const MOSQUITO_LAGOON: Ring = [
  [29.02, -80.92],
  [28.95, -80.86],
  [28.87, -80.8],
  [28.78, -80.74],
  [28.7, -80.7],
];
const INDIAN_RIVER: Ring = [
  [28.78, -80.82],
  [28.61, -80.8],
  [28.5, -80.77],
  [28.36, -80.72],
  [28.2, -80.66],
  [28.08, -80.6],
  [27.95, -80.53],
  [27.85, -80.48],
  [27.64, -80.38],
  [27.45, -80.32],
  [27.3, -80.25],
  [27.2, -80.2],
  [27.1, -80.14],
  [26.95, -80.09],
];
const BANANA_RIVER: Ring = [
  [28.5, -80.62],
  [28.4, -80.62],
  [28.3, -80.63],
  [28.2, -80.62],
  [28.15, -80.6],
];
/** The Florida Keys National Marine Sanctuary, simplified (see its area below). */
const FLORIDA_KEYS_SANCTUARY: Ring = [
  [25.45, -80.45],
  [25.45, -80.3],
  [25.35, -80.2],
  [25.4, -80.0],
  [24.95, -80.2],
  [24.55, -80.7],
  [24.35, -81.3],
  [24.3, -81.8],
  [24.3, -83.2],
  [24.85, -83.2],
  [24.85, -82.4],
  [24.95, -81.8],
  [24.95, -81.05],
  [24.85, -80.85],
  [24.93, -80.7],
  [25.05, -80.55],
  [25.22, -80.47],
];
const DESCHUTES_LOWER: Ring = [
  [45.634, -120.909],
  [45.55, -120.87],
  [45.45, -120.87],
  [45.37, -120.88],
  [45.3, -120.97],
  [45.262, -121.034],
];
const DESCHUTES_UPPER: Ring = [
  [45.262, -121.034],
  [45.174, -121.08],
  [45.05, -121.05],
  [44.93, -121.07],
  [44.81, -121.09],
  [44.76, -121.25],
  [44.72, -121.24],
];
const LAKE_ONTARIO_NY_SHORE: Ring = [
  [43.26, -79.06],
  [43.37, -78.5],
  [43.36, -78.0],
  [43.3, -77.6],
  [43.28, -77.2],
  [43.27, -76.97],
  [43.46, -76.51],
  [43.56, -76.2],
  [43.65, -76.19],
  [43.85, -76.2],
  [43.95, -76.12],
  [44.13, -76.33],
];
const AU_SABLE_HOLY_WATER: Ring = [
  [44.655, -84.655],
  [44.657, -84.6],
  [44.645, -84.55],
  [44.636, -84.5],
];

const CHENA_RIVER: Ring = [
  [64.79, -147.93],
  [64.82, -147.85],
  [64.845, -147.72],
  [64.855, -147.6],
  [64.85, -147.45],
  [64.87, -147.3],
  [64.9, -147.1],
  [64.92, -146.9],
  [64.93, -146.6],
  [64.98, -146.3],
  [65.05, -146.06],
];
const BADGER_SLOUGH: Ring = [
  [64.8, -147.45],
  [64.82, -147.55],
  [64.835, -147.65],
];
/** River mouths on the New York shore of Lake Ontario under the tributary rules, [lat, lon]. */
const LAKE_ONTARIO_TRIBUTARY_MOUTHS: Ring = [
  [43.466, -76.515], // Oswego River
  [43.563, -76.2], // Salmon River, Port Ontario
  [43.258, -77.6], // Genesee River, Rochester
  [43.372, -78.19], // Oak Orchard Creek, Point Breeze
  [43.343, -78.719], // Eighteenmile Creek, Olcott
];

/** The Yakima River main stem, mouth at the Columbia up to Easton Dam, [lat, lon] along the river. */
const YAKIMA_RIVER: Ring = [
  [46.25, -119.26], // mouth, Richland
  [46.26, -119.49], // Benton City
  [46.21, -119.77], // Prosser
  [46.33, -120.1], // Granger
  [46.5, -120.4],
  [46.55, -120.47], // Union Gap
  [46.62, -120.49], // Yakima
  [46.66, -120.5], // Selah Gap
  [46.75, -120.465], // Roza Dam
  [46.8, -120.46],
  [46.87, -120.48], // the canyon, Umtanum
  [46.93, -120.52],
  [46.97, -120.58], // Ellensburg
  [47.07, -120.68], // Thorp
  [47.19, -120.93], // Cle Elum
  [47.24, -121.18], // Easton Dam
];
/** The Little Red River below Greers Ferry Dam to the Highway 305 bridge, [lat, lon]. */
const GREERS_FERRY_TAILWATER: Ring = [
  [35.521, -91.995], // Greers Ferry Dam
  [35.505, -91.985], // JFK Park
  [35.49, -91.96],
  [35.47, -91.93],
  [35.45, -91.88],
  [35.43, -91.84], // Pangburn
  [35.4, -91.8],
];

/** Yellowstone National Park's near-rectangular boundary. */
// Science pass 12: the Taylor below Taylor Park Dam to Almont, and the lower Provo from Deer
// Creek Dam to the Olmsted Diversion, [lat, lon] along the river (from maps, to about a kilometre).
const TAYLOR_RIVER: Ring = [
  [38.8186, -106.6053], [38.8135, -106.611], [38.806, -106.617], [38.79, -106.625], [38.77, -106.64],
  [38.745, -106.68], [38.72, -106.72], [38.7, -106.76], [38.68, -106.8], [38.664, -106.845],
]; // prettier-ignore
const LOWER_PROVO: Ring = [
  [40.4045, -111.5275], [40.395, -111.54], [40.38, -111.56], [40.37, -111.562], [40.356, -111.567],
  [40.347, -111.58], [40.343, -111.59],
]; // prettier-ignore
// Science pass 17: Lake Taneycomo from Table Rock Dam down to the mouth of Fall Creek (the
// trophy area, "a distance of about 3 miles", Branson Courier), [lat, lon] along the lake from
// maps, to about a kilometre.
const TANEYCOMO_TROPHY: Ring = [
  [36.5958, -93.3106], [36.6, -93.298], [36.606, -93.285], [36.612, -93.272], [36.617, -93.262],
]; // prettier-ignore
// Science pass 18 (review 13 r05, item 3): Pyramid Lake and the lower Truckee River, which lie
// within the Pyramid Lake Paiute Reservation ("Pyramid Lake ... lies totally within the
// boundaries of the Pyramid Lake Paiute Indian Reservation", USFWS cui-ui study; the
// Reservation "contains Pyramid Lake and over 31 miles of the lower Truckee River", Pyramid Lake
// Fisheries). The lake's outline is the coarse one of species/waters/outlines.ts; the river's
// course from near Wadsworth past Nixon and Marble Bluff Dam to the delta, and the places
// below, are read from maps to about a kilometre (the reservation line crosses the river near
// Wadsworth: check the tribe's map at the edge).
const PYRAMID_LAKE: Ring = [[40.179, -119.673], [40.19, -119.663], [40.2, -119.619], [40.211, -119.597], [40.204, -119.575], [40.205, -119.553], [40.197, -119.531], [40.179, -119.514], [40.145, -119.512], [40.129, -119.503], [40.112, -119.515], [40.086, -119.487], [40.051, -119.487], [40.044, -119.479], [40.044, -119.487], [40.03, -119.487], [40.011, -119.515], [39.988, -119.487], [39.977, -119.487], [39.977, -119.517], [39.954, -119.487], [39.927, -119.443], [39.91, -119.416], [39.893, -119.41], [39.876, -119.421], [39.86, -119.443], [39.851, -119.465], [39.865, -119.487], [39.876, -119.494], [39.901, -119.531], [39.91, -119.531], [39.91, -119.537], [39.928, -119.575], [39.943, -119.597], [39.977, -119.613], [39.977, -119.629], [39.996, -119.619], [40.011, -119.615], [40.011, -119.641], [40.044, -119.641], [40.044, -119.679], [40.078, -119.69], [40.112, -119.702], [40.112, -119.719], [40.136, -119.707], [40.145, -119.687], [40.162, -119.672], [40.179, -119.673]]; // prettier-ignore
const LOWER_TRUCKEE_RESERVATION: Ring = [[39.64, -119.283], [39.68, -119.29], [39.72, -119.31], [39.76, -119.32], [39.8, -119.34], [39.83, -119.357], [39.845, -119.38], [39.855, -119.405], [39.862, -119.43]]; // prettier-ignore
/** Where the Truckee meets Pyramid Lake's south end, with Marble Bluff's fishway beside it. */
const TRUCKEE_DELTA: readonly [number, number] = [39.862, -119.43];
/** The tribe's Sutcliffe hatchery and its spawning channel on the west shore at Sutcliffe. */
const SUTCLIFFE_CHANNEL: readonly [number, number] = [39.953, -119.602];
const nearPoint = (p: readonly [number, number], lat: number, lon: number, km: number) =>
  nearLine([p, p], lat, lon, km);

/** Pyramid Lake (and its shore) and the lower Truckee River on the Pyramid Lake Paiute Reservation. */
export function inPyramidLakeReservation(lat: number, lon: number): boolean {
  return (
    inPolygon(PYRAMID_LAKE, lat, lon) ||
    nearLine(PYRAMID_LAKE, lat, lon, 1.5) ||
    nearLine(LOWER_TRUCKEE_RESERVATION, lat, lon, 1.5)
  );
}

/** The four Illinois rivers the stream smallmouth rule leaves out, coarse courses. */
const IL_BIG_RIVERS: Ring[] = [
  // Mississippi (the western border)
  [[42.5, -90.64], [42.2, -90.2], [41.9, -90.16], [41.55, -90.55], [41.45, -90.9], [41.2, -91.0], [40.8, -91.1], [40.4, -91.4], [40.0, -91.45], [39.7, -91.3], [39.3, -90.9], [38.95, -90.45], [38.8, -90.15], [38.6, -90.18], [38.25, -90.35], [37.95, -89.95], [37.6, -89.5], [37.3, -89.5], [37.0, -89.18]],
  // Ohio (the southern border)
  [[37.0, -89.18], [37.15, -88.7], [37.1, -88.45], [37.35, -88.15], [37.5, -88.1], [37.8, -88.05]],
  // Wabash (the south-eastern border)
  [[37.8, -88.05], [38.2, -87.95], [38.55, -87.6], [38.75, -87.5], [39.0, -87.6], [39.35, -87.55]],
  // Illinois River, Grafton to the Kankakee-Des Plaines confluence
  [[38.97, -90.45], [39.2, -90.6], [39.6, -90.64], [39.9, -90.5], [40.05, -90.2], [40.3, -90.05], [40.55, -89.9], [40.7, -89.6], [40.9, -89.45], [41.15, -89.35], [41.32, -89.1], [41.33, -88.7], [41.35, -88.4], [41.39, -88.26]],
]; // prettier-ignore

function inYellowstonePark(lat: number, lon: number): boolean {
  return lat >= 44.13 && lat <= 45.11 && lon >= -111.16 && lon <= -109.83;
}

/** Maryland's side of the Chesapeake (the Bay and its tidal tributaries) against the ocean and coastal bays. */
const mdChesapeake = (_lat: number, lon: number) => lon < -75.6;
/** Virginia: the Bay lies west of Cape Henry - Cape Charles and of the Eastern Shore's spine. */
const vaChesapeake = (lat: number, lon: number) => lat > 36.93 && lon < -75.98 + (lat - 37.1) * 0.3;

export const AREAS: AreaDefinition[] = [
  {
    state: 'FL',
    name: 'Gulf',
    definition:
      'Gulf state and adjacent federal waters, including Monroe County and Everglades National Park',
    source: FWC_SNOOK,
    contains: floridaGulfSide,
  },
  {
    state: 'FL',
    name: 'Atlantic',
    definition:
      'Atlantic state and adjacent federal waters, including Lake Okeechobee and the Kissimmee River',
    source: FWC_SNOOK,
    contains: (lat, lon) => !floridaGulfSide(lat, lon),
  },
  {
    state: 'FL',
    name: 'Charlotte Harbor and Southwest',
    definition:
      "FWC's Charlotte Harbor and Southwest snook regions (Charlotte County south through Collier and Monroe)",
    source: FWC_SNOOK,
    contains: (lat, lon) => floridaGulfSide(lat, lon) && lat < 27.0,
  },
  {
    state: 'FL',
    name: 'Gulf excluding Monroe County',
    definition:
      'Gulf state waters except Monroe County (reef fish: the Keys follow Atlantic rules)',
    source: 'https://myfwc.com/fishing/saltwater/recreational/groupers/',
    contains: (lat, lon) => floridaGulfSide(lat, lon) && !inMonroeCounty(lat, lon),
  },
  {
    state: 'FL',
    name: 'Atlantic including Monroe County',
    definition: 'Atlantic state waters and all of Monroe County',
    source: 'https://myfwc.com/fishing/saltwater/recreational/groupers/',
    contains: (lat, lon) => !floridaGulfSide(lat, lon) || inMonroeCounty(lat, lon),
  },
  {
    state: 'MD',
    name: 'Chesapeake Bay',
    definition: 'The Chesapeake Bay and its tidal tributaries',
    source: 'https://dnr.maryland.gov/fisheries/pages/regulations/striped-bass.aspx',
    contains: mdChesapeake,
  },
  // Science pass 14 (review 12 probe): the tidal tributaries open two weeks after the main stem
  // (MD DNR as reported by Fox5, 16 May 2024: "Striped bass season in the mainstem of the
  // Chesapeake Bay will be open May 16. The remainder of Bay waters, including its tidal
  // tributaries will open June 1"; the same in 2025, Anglers Sport Center in On The Water, 22 May
  // 2025). A tributary is told by the kind of water the report reads (a tidal river, a creek or a
  // river), not by a line on the map: the agency's map has no simple edge a point test could follow.
  {
    state: 'MD',
    name: 'Chesapeake Bay tidal tributaries',
    definition:
      "The tidal rivers and creeks of Maryland's Chesapeake Bay (the Severn, Magothy, Patuxent, Choptank and the rest, the Maryland tributaries of the Potomac included), not the main stem of the Bay; told by the kind of water",
    source: MD_STRIPER_SOURCE,
    contains: (lat, lon, kind) =>
      mdChesapeake(lat, lon) && (kind === 'tidal-river' || kind === 'estuary' || kind === 'river'),
  },
  {
    state: 'MD',
    name: 'Atlantic and Coastal Bays',
    definition: "Maryland's Atlantic Ocean waters and coastal bays",
    source: 'https://dnr.maryland.gov/fisheries/pages/regulations/striped-bass.aspx',
    contains: (lat, lon) => !mdChesapeake(lat, lon),
  },
  {
    state: 'VA',
    name: 'Chesapeake Bay',
    definition: 'The Chesapeake Bay and its tributaries (4VAC20-252-20)',
    source: 'https://mrc.virginia.gov/regulations/swrecfishingrules.shtm',
    contains: vaChesapeake,
  },
  {
    state: 'VA',
    name: 'Coastal',
    definition:
      "Virginia's coastal area: the ocean side from Cape Henry to the Maryland line (4VAC20-252-20)",
    source: 'https://mrc.virginia.gov/regulations/swrecfishingrules.shtm',
    contains: (lat, lon) => !vaChesapeake(lat, lon),
  },
  // California's groundfish management areas, by latitude (14 CCR 27.20-27.50).
  ...(
    [
      ['Northern', 40 + 10 / 60, 42.0, "42°00' N (Oregon line) to 40°10' N (Cape Mendocino)"],
      [
        'Mendocino',
        38 + 57.5 / 60,
        40 + 10 / 60,
        "40°10' N (Cape Mendocino) to 38°57.5' N (Point Arena)",
      ],
      [
        'San Francisco',
        37 + 11 / 60,
        38 + 57.5 / 60,
        "38°57.5' N (Point Arena) to 37°11' N (Pigeon Point)",
      ],
      [
        'Central',
        34 + 27 / 60,
        37 + 11 / 60,
        "37°11' N (Pigeon Point) to 34°27' N (Point Conception)",
      ],
      ['Southern', 32.0, 34 + 27 / 60, "34°27' N (Point Conception) to the Mexican border"],
    ] as const
  ).map(([name, south, north, definition]): AreaDefinition => ({
    state: 'CA',
    name,
    definition: `Groundfish management area: ${definition}`,
    source: CDFW_GROUNDFISH,
    contains: (lat) => lat >= south && lat < north,
  })),
  // Washington's Puget Sound marine areas that closure rows name (simplified outlines).
  {
    state: 'WA',
    name: 'Marine Area 10',
    definition:
      'Seattle-Bremerton: Puget Sound from Apple Cove Point - Edwards Point south to the north tip of Vashon Island',
    source: WDFW_AREAS,
    contains: (lat, lon) => lat >= 47.51 && lat < 47.81 && lon > -122.75 && lon < -122.3,
  },
  {
    state: 'WA',
    name: 'Marine Area 11',
    definition:
      'Tacoma-Vashon Island: from the north tip of Vashon Island south to the Tacoma Narrows bridge',
    source: WDFW_AREAS,
    contains: (lat, lon) => lat >= 47.27 && lat < 47.51 && lon > -122.65 && lon < -122.33,
  },
  // Rivers, as a corridor around their course.
  {
    state: 'AK',
    name: 'Kenai River',
    definition: 'The Kenai River from its mouth upstream to the outlet of Skilak Lake',
    source: 'https://www.adfg.alaska.gov/index.cfm?adfg=fishregulations.main',
    contains: (lat, lon) =>
      nearLine(
        [
          [60.54, -151.27],
          [60.5, -151.12],
          [60.48, -151.05],
          [60.5, -150.9],
          [60.53, -150.77],
          [60.49, -150.6],
          [60.47, -150.45],
          [60.46, -150.35],
        ],
        lat,
        lon,
        1.5,
      ),
  },
  {
    state: 'OR',
    name: 'Umpqua River',
    definition: 'The Umpqua River mainstem from the jetties upstream to the forks near Roseburg',
    source: 'https://myodfw.com/fishing',
    contains: (lat, lon) =>
      nearLine(
        [
          [43.67, -124.2],
          [43.7, -124.1],
          [43.66, -123.82],
          [43.64, -123.57],
          [43.5, -123.46],
          [43.28, -123.44],
        ],
        lat,
        lon,
        1.5,
      ),
  },
  // Florida: the permit Special Permit Zone, Boca Grande Pass, the red drum Indian River Lagoon region.
  {
    state: 'FL',
    name: 'Special Permit Zone',
    definition:
      'All state and federal waters south of Cape Sable on the Gulf coast and south of Cape Florida on the Atlantic coast, including the Florida Keys and Biscayne Bay south of the Rickenbacker Causeway',
    source: FWC_PERMIT,
    contains: (lat, lon) =>
      lon > -83.6 &&
      lon < -79.5 &&
      // South of Cape Sable; Biscayne Bay to the Rickenbacker Causeway; the ocean south of Cape Florida.
      (lat < 25.13 ||
        (lat < 25.745 && lon > -80.45 && lon < -80.16) ||
        (lat < 25.666 && lon >= -80.16)),
  },
  // Science pass 16 (review 12 r03, fix 5): the water of the Florida Keys sanctuary notice. The
  // ring is drawn by hand, to a few kilometres, from NOAA's sanctuary boundary maps
  // (floridakeys.noaa.gov/zones) and the reef-tract line of 15 CFR 922 Subpart P, Appendix VII
  // (the Areas To Be Avoided, 25°45' N 80°06' W down to 24°22' N 81°43' W), taken a few km
  // seaward: Card and Barnes sounds and the ocean side from the south edge of Biscayne National
  // Park, the Keys and the Gulf side west of Everglades National Park's Florida Bay, out to the
  // Dry Tortugas. Florida Bay inside the national park and Biscayne Bay are outside it.
  {
    state: 'FL',
    name: 'Florida Keys National Marine Sanctuary',
    definition:
      "The Florida Keys National Marine Sanctuary: from the south edge of Biscayne National Park (Card Sound, Angelfish Creek) down the reef tract and the Keys to the Dry Tortugas, with the Gulf side west of Everglades National Park's Florida Bay (a hand-drawn ring good to a few km; a spot at its edge should be read against NOAA's sanctuary map)",
    source: 'https://floridakeys.noaa.gov/zones/',
    contains: (lat, lon) => inPolygon(FLORIDA_KEYS_SANCTUARY, lat, lon),
  },
  {
    state: 'FL',
    name: 'Boca Grande Pass',
    definition:
      'Boca Grande Pass, between Gasparilla Island and Cayo Costa (FWC boundary map; simplified here to a circle of about 1.5 km on the pass)',
    source: FWC_TARPON,
    contains: (lat, lon) =>
      nearLine(
        [
          [26.716, -82.259],
          [26.716, -82.259],
        ],
        lat,
        lon,
        1.5,
      ),
  },
  {
    state: 'FL',
    name: 'Indian River Lagoon region',
    definition:
      "FWC's Indian River Lagoon red drum region: the lagoon system from the south causeway at New Smyrna Beach (Mosquito Lagoon) south to Jupiter Inlet, with the Banana River (lagoon waters, simplified to corridors about 2-3 km wide)",
    source: FWC_RED_DRUM,
    contains: (lat, lon) =>
      (lat <= 29.03 && nearLine(MOSQUITO_LAGOON, lat, lon, 3)) ||
      nearLine(INDIAN_RIVER, lat, lon, 2) ||
      nearLine(BANANA_RIVER, lat, lon, 2),
  },
  {
    state: 'MD',
    name: 'Susquehanna Flats and lower Susquehanna',
    definition:
      'The Susquehanna Flats north of a line from Sandy Point (Aberdeen Proving Ground) to Turkey Point, the lower Susquehanna River and the North East River',
    source: MD_STRIPER_SOURCE,
    contains: (lat, lon) => lat >= 39.445 && lat <= 39.66 && lon >= -76.17 && lon <= -75.92,
  },
  {
    state: 'AK',
    name: 'Cook Inlet north of Bluff Point',
    definition:
      "Cook Inlet salt waters north of the latitude of Bluff Point (59°40' N), Turnagain and Knik arms included; not the Gulf coast of the Kenai Peninsula",
    source: ADFG_COOK_INLET_KINGS,
    contains: (lat, lon) =>
      lat >= 59 + 40 / 60 &&
      lat < 61.6 &&
      lon > -154.5 &&
      lon < -149.0 &&
      !(lat < 60.5 && lon > -150.6),
  },
  {
    state: 'AK',
    name: 'Lower Cook Inlet',
    definition:
      "Lower Cook Inlet and Kachemak Bay: south of Bluff Point (59°40' N) to the latitude of Cape Douglas, west of Gore Point",
    source: ADFG_COOK_INLET_KINGS,
    contains: (lat, lon) => lat >= 58.85 && lat < 59 + 40 / 60 && lon > -154.5 && lon < -150.95,
  },
  {
    state: 'AK',
    name: 'Southeast Alaska',
    definition: 'Southeast Alaska: Yakutat south to Dixon Entrance (the Southeast regulation area)',
    source: ADFG_SE_KINGS,
    contains: (lat, lon) => lat < 60 && lon > -141,
  },
  {
    state: 'WA',
    name: 'Marine Area 7',
    definition:
      'San Juan Islands and Bellingham: north of the eastern Strait of Juan de Fuca to the Canadian border (simplified outline)',
    source: WDFW_AREAS,
    contains: (lat, lon) => lat >= 48.35 && lat <= 49.0 && lon >= -123.3 && lon <= -122.45,
  },
  // Rivers and inland waters that rules name.
  {
    state: 'OR',
    name: 'Lower Deschutes River',
    definition: 'The Deschutes River from its mouth upstream to the Pelton Regulating Dam',
    source: ODFW_CENTRAL,
    contains: (lat, lon) =>
      nearLine(DESCHUTES_LOWER, lat, lon, 3) || nearLine(DESCHUTES_UPPER, lat, lon, 3),
  },
  {
    state: 'OR',
    name: 'Deschutes River above Sherars Falls',
    definition:
      'The Deschutes River from Sherars Falls upstream to the Pelton Regulating Dam (Maupin is in it)',
    source: ODFW_CENTRAL,
    contains: (lat, lon) => lat < 45.262 && nearLine(DESCHUTES_UPPER, lat, lon, 3),
  },
  {
    state: 'WI',
    name: 'Inland trout streams',
    definition:
      "Wisconsin's inland streams, springs and spring ponds under the inland trout seasons; Lake Michigan and Lake Superior waters and the tributary reaches near them (about 15-20 km) follow Great Lakes rules instead",
    source: WDNR_TROUT,
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      !(lat < 44.62 && lon > -88.2) &&
      !(lat >= 44.5 && lon > -88.05) &&
      lat < 46.35,
  },
  {
    state: 'NY',
    name: 'Lake Ontario tributaries',
    definition:
      'Rivers and streams flowing into Lake Ontario, from the lake upstream about 25 km (the tributary rules reach to the first barrier impassable to fish); not the lower Niagara River',
    source: NYSDEC_TRIBS,
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      lon > -78.95 &&
      nearLine(LAKE_ONTARIO_NY_SHORE, lat, lon, 25),
  },
  {
    state: 'NY',
    name: 'Salmon River fly-fishing areas',
    definition:
      'The Salmon River fly-fishing-only areas at Altmar: the Lower Fly Area (County Route 52 bridge upstream 0.25 mile to Beaverdam Brook) and the Upper Fly Area below the Lighthouse Hill Reservoir dam (to about a kilometre)',
    source: NYSDEC_SALMON_RIVER,
    contains: (lat, lon) =>
      nearLine(
        [
          [43.5105, -75.985],
          [43.5185, -75.955],
        ],
        lat,
        lon,
        0.8,
      ),
  },
  {
    state: 'NH',
    name: 'Lakes and ponds',
    definition:
      "New Hampshire's lakes and ponds (the large lakes managed for landlocked salmon and lake trout among them), not its rivers and streams",
    source: NHFG_SALMON,
    contains: (_lat, _lon, kind) => kind == null || kind === 'natural-lake' || kind === 'reservoir',
  },
  {
    state: 'MI',
    name: 'Au Sable Holy Water',
    definition:
      "The Au Sable main stream from Burton's Landing downstream to Wakeley Bridge, below Grayling (to about a kilometre: check the DNR's map)",
    source: MI_DNR_TROUT,
    contains: (lat, lon) => nearLine(AU_SABLE_HOLY_WATER, lat, lon, 0.8),
  },
  {
    state: 'MI',
    name: 'Rivers and streams',
    definition:
      "Michigan's rivers and streams (each stream's trout type is on the DNR's trout maps)",
    source: MI_DNR_TROUT,
    contains: (_lat, _lon, kind) => kind === 'river' || kind === 'tailwater',
  },
  ...(['WY', 'MT'] as const).map((state): AreaDefinition => ({
    state,
    name: 'Yellowstone National Park',
    definition: 'Yellowstone National Park (the park boundary, simplified to its rectangle)',
    source: NPS_YELLOWSTONE,
    contains: inYellowstonePark,
  })),
  {
    state: 'WY',
    name: 'Yellowstone Lake',
    definition: 'Yellowstone Lake, Yellowstone National Park',
    source: NPS_YELLOWSTONE,
    contains: (lat, lon) => lat >= 44.26 && lat <= 44.58 && lon >= -110.62 && lon <= -110.18,
  },
  // Science pass 7 (review6 salt RC-3, fresh RC-D2): waters the new rows and notices name.
  {
    state: 'WA',
    name: 'Marine Area 9',
    definition:
      'Admiralty Inlet: from the Point Wilson - Partridge Point line south to the Apple Cove Point - Edwards Point line (simplified outline, Possession Sound left to Marine Area 8-2)',
    source: WDFW_AREAS,
    contains: (lat, lon) => lat >= 47.81 && lat < 48.16 && lon > -122.8 && lon < -122.38,
  },
  {
    state: 'AK',
    name: 'Chena River',
    definition:
      'The Chena River from its mouth on the Tanana through Fairbanks upstream along Chena Hot Springs Road, with Badger Slough (a corridor of about 2 km around the main stem)',
    source: 'https://www.adfg.alaska.gov/index.cfm?adfg=fishregulations.main',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river') &&
      (nearLine(CHENA_RIVER, lat, lon, 2) || nearLine(BADGER_SLOUGH, lat, lon, 1)),
  },
  {
    state: 'ID',
    name: 'Henrys Fork in Harriman State Park',
    definition:
      "The Henrys Fork through Harriman State Park (the Railroad Ranch), from the park's north boundary below Last Chance downstream through Harriman East toward Pinehaven (a box good to a kilometre or two: check IDFG's map)",
    source: 'https://www.henrysforkanglers.com/fishing-info/blog/opening-day-2016',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river') &&
      lat >= 44.27 &&
      lat <= 44.41 &&
      lon >= -111.46 &&
      lon <= -111.32,
  },
  {
    state: 'VA',
    name: 'Smith Mountain Lake',
    definition:
      'Smith Mountain Lake (Roanoke and Blackwater arms) above Smith Mountain Dam, simplified to its box',
    source:
      'https://www.wnct.com/news/southeast-region/head-for-the-hills-where-to-catch-a-virginia-trophy-now/',
    contains: (lat, lon) => lat >= 36.97 && lat <= 37.22 && lon >= -79.86 && lon <= -79.53,
  },
  {
    state: 'MN',
    name: 'Lake Vermilion',
    definition: 'Lake Vermilion near Tower and Cook, east and west basins (simplified to its box)',
    source:
      'https://www.duluthnewstribune.com/outdoors/4191806-new-walleye-regulations-take-effect-lake-vermilion',
    contains: (lat, lon) => lat >= 47.78 && lat <= 47.97 && lon >= -92.72 && lon <= -92.2,
  },
  {
    state: 'NY',
    name: 'Lake Ontario tributary mouths',
    definition:
      'Lake Ontario harbours and shore within about 2 km of the mouth of a tributary under the tributary rules (Oswego River, Salmon River, Genesee River, Oak Orchard Creek, Eighteenmile Creek): the rules apply upstream, not in the lake',
    source: NYSDEC_TRIBS,
    contains: (lat, lon, kind) =>
      kind === 'great-lakes' &&
      LAKE_ONTARIO_TRIBUTARY_MOUTHS.some(([la, lo]) =>
        nearLine(
          [
            [la, lo],
            [la, lo],
          ],
          lat,
          lon,
          2,
        ),
      ),
  },
  {
    state: 'ME',
    name: 'North Zone lakes and ponds',
    definition:
      "Lakes and ponds in Maine's North Zone, approximated here as north of 44.9° N, or north of 44.45° N west of 70.2° W (the western mountains); the zone line is on IFW's map",
    source: 'https://www.eregulations.com/maine/fishing/general-fishing-seasons-limits',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'natural-lake' || kind === 'reservoir') &&
      (lat > 44.9 || (lat > 44.45 && lon < -70.2)),
  },
  {
    state: 'ME',
    name: 'Rivers, streams and brooks',
    definition: "Maine's rivers, streams and brooks (both zones)",
    source: 'https://www.eregulations.com/maine/fishing/general-fishing-seasons-limits',
    contains: (_lat, _lon, kind) => kind === 'river' || kind === 'tailwater',
  },
  // Science pass 8 (review7 RC-6): ESA-listed steelhead and the special-regulation waters.
  {
    state: 'WA',
    name: 'Yakima River',
    definition:
      'The Yakima River main stem from its mouth at the Columbia (Richland) up through Prosser, Union Gap, Roza Dam, the canyon and Ellensburg to Easton Dam (a corridor of about 3 km around the main stem)',
    source:
      'https://wdfw.wa.gov/fishing/regulations/emergency-rules/yakima-river-spring-chinook-season-extended-2008-05',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      nearLine(YAKIMA_RIVER, lat, lon, 3),
  },
  // Science pass 16 (review 12 fix 3): WAC 220-310-070(6)(c) lets live forage fish be used as
  // bait "in the Columbia River downstream of a line projected from Rocky Point on the Washington
  // bank through Red Buoy 44 to the navigation light at Tongue Point". Simplified to the river
  // west of Tongue Point's meridian (about 123°46' W) down to the mouth: the line's Washington end
  // is not drawn exactly, so a spot near Tongue Point should be read against WDFW's pamphlet.
  {
    state: 'WA',
    name: 'Columbia River below the Rocky Point - Tongue Point line',
    definition:
      "The Columbia River estuary downstream of the Rocky Point - Red Buoy 44 - Tongue Point line to the mouth (simplified to the river west of Tongue Point, about 123°46' W)",
    source: WAC_BAIT_RULES,
    contains: (lat, lon) => lat >= 46.17 && lat <= 46.33 && lon >= -124.08 && lon <= -123.77,
  },
  // Review 10 (r02, r03): the waters of the Mille Lacs and Tillamook notices.
  {
    state: 'MN',
    name: 'Mille Lacs Lake',
    definition:
      'Mille Lacs Lake (Mille Lacs, Aitkin and Crow Wing counties: Garrison, Isle, Wahkon, Malmo), simplified to its box with about a kilometre of shore; the small lakes of the Rum River just below its outlet at Vineland fall inside the box, so check the DNR there',
    source:
      'https://www.dnr.state.mn.us/news/2025/11/20/dnr-keeps-walleye-limit-three-winter-mille-lacs-lake',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 46.09 && lat <= 46.385 && lon >= -93.85 && lon <= -93.43,
  },
  {
    state: 'OR',
    name: 'Tillamook Bay and rivers',
    definition:
      'Tillamook Bay and the lower Tillamook, Trask, Wilson, Kilchis and Miami rivers that ODFW manages with it (a box from Bayocean spit to about 20 km up the rivers, Netarts Bay left out; good to a kilometre or two)',
    source:
      'https://nevadafishreports.com/fish_reports/216924/overall-fishing-is-slow-but-fish-still-being-caught-daily.php',
    contains: (lat, lon) => lat >= 45.46 && lat <= 45.62 && lon >= -123.97 && lon <= -123.6,
  },
  // Review 11 (r01): Pennsylvania's Lake Erie waters and their tributaries, one table of seasons,
  // sizes and limits and the Lake Erie permit.
  {
    state: 'PA',
    name: 'Lake Erie, Presque Isle Bay and tributaries',
    definition:
      'Lake Erie, Presque Isle Bay and peninsular waters and all Lake Erie tributaries in their entirety (Conneaut, Crooked, Elk, Walnut, Sixteenmile, Twentymile creeks and the rest) and their feeders (PFBC); simplified to Erie County north of the Lake Erie divide (about 41.93 N), good to a few km: the French Creek side of the divide is not Lake Erie water',
    source: 'https://pfbc.pa.gov/fishpub/summaryad/lakeerie.html',
    contains: (lat, lon) => lat >= 41.93 && lat <= 42.6 && lon >= -80.52 && lon <= -79.76,
  },
  {
    state: 'TX',
    name: 'Lake Fork Reservoir',
    definition:
      'Lake Fork Reservoir on Lake Fork Creek (Wood, Rains and Hopkins counties), simplified to its box',
    source: 'https://texasrodandreel.com/blogs/fishing-news/texas-slot-limit-explained',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 32.75 && lat <= 33.0 && lon >= -95.72 && lon <= -95.5,
  },
  {
    state: 'AR',
    name: 'Greers Ferry Tailwater',
    definition:
      'The Little Red River from 100 yards below Greers Ferry Dam down to the Highway 305 bridge (a corridor of about 2 km)',
    source: 'https://www.agfc.com/en/zone-map/fishing-map/657/',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      nearLine(GREERS_FERRY_TAILWATER, lat, lon, 2),
  },
  {
    state: 'AK',
    name: 'Russian River and Sanctuary',
    definition:
      "The Russian River from the falls down to its confluence with the Kenai at Cooper Landing, with the Sanctuary Area and the Kenai at the confluence (a box good to a kilometre or two: check ADF&G's map)",
    source: 'https://mail.spinics.net/lists/usfs/msg01393.html',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river') &&
      lat >= 60.44 &&
      lat <= 60.5 &&
      lon >= -150.03 &&
      lon <= -149.93,
  },
  {
    state: 'MI',
    name: 'Saginaw Bay and lower Saginaw River',
    definition:
      'Lake Huron management unit MH-4: Saginaw Bay inside a line from Point Au Sable (Tawas) to Pointe aux Barques, and the Saginaw River up to the Center Avenue (Douglas G. Schenk) bridge (simplified to a box)',
    source:
      'https://www.wnem.com/2022/12/28/dnr-announces-walleye-season-change-lower-saginaw-river-bay-saginaw-counties/',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'great-lakes' || kind === 'river') &&
      lat >= 43.42 &&
      lat <= 44.27 &&
      lon >= -84.05 &&
      lon <= -82.95,
  },
  {
    state: 'LA',
    name: "Bayou D'Arbonne Lake",
    definition: "Bayou D'Arbonne Lake near Farmerville (Union Parish), simplified to its box",
    source: 'https://lakedarbonnelife.com/2022/11/22/new-crappie-regs-in-effect-on-darbonne/',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 32.7 && lat <= 32.86 && lon >= -92.56 && lon <= -92.33,
  },
  {
    state: 'AZ',
    name: 'Community Fishing Program waters',
    definition:
      'City-park lakes and ponds of the Phoenix and Tucson areas, most of which AZGFD designates Community Fishing Program waters (approximated as any pond in those two metro boxes; the list of waters is in the program guidebook)',
    source: 'https://docslib.org/download/5026971/2020-community-fishing-guidebook',
    contains: (lat, lon, kind) =>
      kind === 'pond' &&
      ((lat >= 33.2 && lat <= 33.8 && lon >= -112.5 && lon <= -111.55) ||
        (lat >= 32.05 && lat <= 32.4 && lon >= -111.1 && lon <= -110.75)),
  },
  {
    state: 'CA',
    name: 'San Francisco Estuary and Delta',
    definition:
      'San Francisco, San Pablo and Suisun bays and the Sacramento-San Joaquin Delta, the centre of the white sturgeon fishery (simplified to a box)',
    source: 'https://wildlife.ca.gov/Conservation/Fishes/Sturgeon/Report-Card',
    contains: (lat, lon) => lat >= 37.45 && lat <= 38.6 && lon >= -122.55 && lon <= -121.3,
  },
  // Science pass 12 (review 8, RC-6): the waters of the Winnie, Taylor, Provo, Illinois-stream,
  // Memphremagog and southwest Montana notices.
  {
    state: 'MN',
    name: 'Lake Winnibigoshish and connected waters',
    definition:
      'Lake Winnibigoshish near Deer River (Itasca and Cass counties) with its connected waters (Cutfoot Sioux, Little Cutfoot Sioux, Dixon and Little Winnie), simplified to their box; Cass Lake to the west is outside it',
    source:
      'https://archive.wtip.org/content/minnesota-tightens-walleye-rules-3-popular-bwcaw-lakes',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 47.34 && lat <= 47.56 && lon >= -94.37 && lon <= -93.98,
  },
  // Science pass 14 (review 12 r02): the water of the Leech Lake walleye notice.
  {
    state: 'MN',
    name: 'Leech Lake',
    definition:
      'Leech Lake near Walker (Cass County) with its bays (Walker, Agency, Steamboat, Sucker, Boy and Portage), simplified to its box; Cass Lake and Lake Winnibigoshish to the north are outside it, and a small lake at the edge of the box should be checked with the DNR',
    source:
      'https://pineconepresscitizen.com/news/2021/jun/10/cass-county-board-dnr-offers-cass-officials-an-ann',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 46.97 && lat <= 47.28 && lon >= -94.7 && lon <= -94.18,
  },
  {
    state: 'CO',
    name: 'Taylor River below Taylor Park Dam',
    definition:
      'The Taylor River from Taylor Park Dam down through Taylor Canyon to Almont (CPW survey reach, about 20 miles; a corridor of about 1.5 km)',
    source:
      'https://vdocuments.net/taylor-river-below-taylor-park-reservoir-survey-summariestaylor-river-below-taylor.html',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      nearLine(TAYLOR_RIVER, lat, lon, 1.5),
  },
  {
    state: 'CO',
    name: 'Taylor River tailrace',
    definition:
      "The catch-and-release tailrace just below Taylor Park Dam (the first half mile or so; to about half a kilometre: check CPW's signs)",
    source:
      'https://vdocuments.net/taylor-river-below-taylor-park-reservoir-survey-summariestaylor-river-below-taylor.html',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      nearLine(TAYLOR_RIVER.slice(0, 2), lat, lon, 0.5),
  },
  {
    state: 'UT',
    name: 'Lower Provo River below Deer Creek Dam',
    definition:
      'The Provo River from Deer Creek Dam down Provo Canyon past Wildwood and Vivian Park to the Olmsted Diversion (the Blue Ribbon reach; a corridor of about 1 km)',
    source: 'https://mountainexpressmagazine.com/fly-fishing-the-lower-provo-in-winter/',
    contains: (lat, lon, kind) =>
      (kind == null || kind === 'river' || kind === 'tailwater') &&
      nearLine(LOWER_PROVO, lat, lon, 1),
  },
  // Science pass 17 (review 13 r02): the water of the Taneycomo trophy-area notice. Table Rock
  // Lake lies west of the dam, so nothing west of it is in the area.
  {
    state: 'MO',
    name: 'Lake Taneycomo trophy area',
    definition:
      "Lake Taneycomo (the White River below Table Rock Dam) from the dam down to the mouth of Fall Creek, about 3 miles (a corridor of about 0.8 km, good to about a kilometre: check MDC's map and the signs); Table Rock Lake above the dam is outside it",
    source: 'https://mdc.mo.gov/fishing/regulations/special-waterbody-regulations',
    contains: (lat, lon) => lon > -93.306 && nearLine(TANEYCOMO_TROPHY, lat, lon, 0.8),
  },
  // Science pass 18 (review 13 r05, item 3): the waters of the Pyramid Lake Paiute Tribe's
  // rules and of its closed areas.
  {
    state: 'NV',
    name: 'Pyramid Lake Paiute Reservation',
    definition:
      "Pyramid Lake and the lower Truckee River from near Wadsworth to the lake, within the Pyramid Lake Paiute Reservation (coarse outline and course, good to a kilometre or two: check the tribe's map)",
    source: 'https://www.pyramidlakeanglers.com/regulations',
    contains: inPyramidLakeReservation,
  },
  {
    state: 'NV',
    name: 'Truckee River and delta at Pyramid Lake',
    definition:
      "The Truckee River on the reservation and its delta at Pyramid Lake's south end, with the mouth of the Marble Bluff fishway beside it (the river's course to about a kilometre, the delta as the 2.5 km around the river's mouth)",
    source: 'https://www.pyramidlakeanglers.com/regulations',
    contains: (lat, lon) =>
      nearLine(LOWER_TRUCKEE_RESERVATION, lat, lon, 1) || nearPoint(TRUCKEE_DELTA, lat, lon, 2.5),
  },
  {
    state: 'NV',
    name: 'Sutcliffe spawning channel at Pyramid Lake',
    definition:
      "The shore at Sutcliffe where the tribe's hatchery spawning channel enters Pyramid Lake (the closed zone is 1,000 ft around the channel; this area is the kilometre around its mapped position, to flag a spot near it)",
    source: 'https://www.pyramidlakeanglers.com/regulations',
    contains: (lat, lon) => nearPoint(SUTCLIFFE_CHANNEL, lat, lon, 1),
  },
  {
    state: 'IL',
    name: 'Streams (not the Mississippi, Ohio, Wabash or Illinois)',
    definition:
      'Illinois rivers and streams other than the Mississippi, Ohio, Wabash and Illinois rivers, whose corridors (about 3 km, coarse courses) are left out; lakes and reservoirs are not streams',
    source: 'https://illinoissmallmouthalliance.net/forums/topic/6814-exempt-from-cr-regulation/',
    contains: (lat, lon, kind) =>
      (kind === 'river' || kind === 'tailwater') &&
      !IL_BIG_RIVERS.some((line) => nearLine(line, lat, lon, 3)),
  },
  {
    state: 'VT',
    name: 'Lake Memphremagog',
    definition:
      'Lake Memphremagog from South Bay at Newport to the Quebec border (and beyond it to Magog), simplified to its box',
    source:
      'https://dscnortheast.org/quebec-vermont-lake-memphremagog-fishing-regulations-now-compatible/',
    contains: (lat, lon, kind) =>
      kind !== 'river' && lat >= 44.93 && lat <= 45.28 && lon >= -72.35 && lon <= -72.12,
  },
  {
    state: 'MT',
    name: 'Southwest Montana trout rivers',
    definition:
      'Rivers of southwest Montana (the Big Hole, Beaverhead, Jefferson, Ruby, Madison, Gallatin and upper Missouri basins, about 44.4-46.4 N and 110.5-113.9 W, Yellowstone National Park left out), where FWP sets hoot-owl restrictions in hot summers',
    source: 'https://fwp.mt.gov/homepage/news/2025/june/0611-hoot-owl',
    contains: (lat, lon, kind) =>
      (kind === 'river' || kind === 'tailwater') &&
      lat >= 44.4 &&
      lat <= 46.4 &&
      lon >= -113.9 &&
      lon <= -110.5 &&
      !inYellowstonePark(lat, lon),
  },
  // Federal waters by coast.
  {
    state: null,
    name: 'Atlantic',
    definition:
      'Federal waters of the Atlantic from Maine to the Florida Keys (the Keys follow the South Atlantic)',
    source: 'https://www.fisheries.noaa.gov/region/southeast',
    contains: (lat, lon) => lon > -100 && (lon > -81.3 || (lat < 25.35 && lon > -83.2) || lat > 31),
  },
  {
    state: null,
    name: 'Gulf',
    definition: 'Federal waters of the Gulf, Texas to the Florida Keys',
    source: 'https://www.fisheries.noaa.gov/region/southeast',
    contains: (lat, lon) => lat <= 31 && lon <= -81.3 && lon > -98 && !(lat < 25.35 && lon > -83.2),
  },
  {
    state: null,
    name: 'Atlantic or Gulf',
    definition: 'Federal waters of the Atlantic and the Gulf (Atlantic highly migratory species)',
    source: 'https://www.fisheries.noaa.gov/topic/atlantic-highly-migratory-species',
    contains: (lat, lon) => lon > -98 && lon < -60 && lat < 48,
  },
];

const byState = new Map<string, AreaDefinition[]>();
for (const a of AREAS) {
  const key = a.state ?? 'federal';
  byState.set(key, [...(byState.get(key) ?? []), a]);
}

/** The names of the areas of this state (or of federal waters, for null) that hold the point. */
export function areasAt(
  state: UsStateCode | null,
  lat: number,
  lon: number,
  kind: WaterKind | null = null,
): string[] {
  return (byState.get(state ?? 'federal') ?? [])
    .filter((a) => a.contains(lat, lon, kind))
    .map((a) => a.name);
}

/** Whether a row's area names a known area of that state (or of federal waters). */
export function isKnownArea(state: UsStateCode | null, name: string): boolean {
  return (byState.get(state ?? 'federal') ?? []).some((a) => a.name === name);
}

/** Every known area name, by state key ('federal' for federal waters), for the admin form. */
export function knownAreas(): Record<string, string[]> {
  return Object.fromEntries([...byState].map(([k, list]) => [k, list.map((a) => a.name)]));
}
