import type { UsStateCode } from '@anglerscout/contracts';

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
  contains(lat: number, lon: number): boolean;
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

/** Distance in km from a point to a polyline of [lat, lon] vertices (flat-earth, small areas). */
function nearLine(line: Ring, lat: number, lon: number, km: number): boolean {
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

const FWC_SNOOK = 'https://myfwc.com/fishing/saltwater/recreational/snook/';
const CDFW_GROUNDFISH = 'https://wildlife.ca.gov/Fishing/Ocean/Regulations/Groundfish-Summary';
const WDFW_AREAS = 'https://wdfw.wa.gov/fishing/locations/marine-areas';

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
export function areasAt(state: UsStateCode | null, lat: number, lon: number): string[] {
  return (byState.get(state ?? 'federal') ?? [])
    .filter((a) => a.contains(lat, lon))
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
