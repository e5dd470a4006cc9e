import type { TReportRules, UsStateCode } from '@anglerscout/contracts';
import { KM_PER_NM, pointSegmentKm } from '../geo/distance.ts';
import { floridaGulfWaters, inPolygon } from './areas.ts';
import type { SpotGeo } from './types.ts';

/**
 * Bays and sounds that are inland (state) waters however far a point in them is from the shore:
 * the 3-mile line is measured from a closing line across their mouths, not from the beach.
 * Coarse outlines, [lat, lon]; where a court decree or statute fixes the closing line its end
 * points are used (cited per water).
 */
const INLAND_WATERS: { name: string; ring: [number, number][] }[] = [
  { name: 'Chesapeake Bay', ring: [[36.93, -76.35], [36.9, -76.0], [37.12, -75.93], [38.0, -75.85], [39.6, -76.0], [39.6, -76.6], [37.0, -76.6]] },
  { name: 'Delaware Bay', ring: [[38.78, -75.1], [38.93, -74.96], [39.5, -75.2], [39.6, -75.6], [39.2, -75.6]] },
  // United States v. Maine, 471 U.S. 375 (1985 decree): the whole of Long Island Sound and Block
  // Island Sound west of the line Montauk Point (41°04'18" N, 71°51'24" W) - Watch Hill Point
  // (41°18'12" N, 71°51'33" W) are state inland waters (Gardiners and Peconic bays within).
  { name: 'Long Island Sound and western Block Island Sound', ring: [[40.8, -73.78], [41.0, -73.62], [41.15, -73.1], [41.27, -72.5], [41.31, -72.05], [41.3034, -71.8592], [41.0717, -71.8567], [40.93, -72.4], [40.95, -72.7], [40.95, -73.0], [40.88, -73.5]] },
  // Rhode Island General Laws 42-1-1(d): the closing line from Point Judith to the southernmost
  // island of the West Island group, south of Sakonnet Point.
  { name: 'Narragansett Bay', ring: [[41.3612, -71.4812], [41.45, -71.45], [41.58, -71.44], [41.7, -71.42], [41.82, -71.39], [41.73, -71.25], [41.72, -71.13], [41.62, -71.2], [41.4533, -71.1953]] },
  // United States v. Maine, 452 U.S. 429 (1981 decree): the Massachusetts coastline runs straight
  // from Gooseberry Neck to Cuttyhunk Island across the mouth of Buzzards Bay.
  { name: 'Buzzards Bay', ring: [[41.4855, -71.0355], [41.51, -70.98], [41.59, -70.92], [41.64, -70.85], [41.7, -70.76], [41.745, -70.68], [41.74, -70.61], [41.68, -70.63], [41.6, -70.66], [41.535, -70.675], [41.5, -70.73], [41.455, -70.82], [41.43, -70.9], [41.4108, -70.9428]] },
  // United States v. Maine, 516 U.S. 365 (1996 decree): the whole of Vineyard Sound is state inland
  // water, closed by Gay Head - Cuttyhunk and East Chop - Cape Cod (Nantucket Sound is not).
  { name: 'Vineyard Sound', ring: [[41.4108, -70.9428], [41.3528, -70.8353], [41.37, -70.77], [41.41, -70.68], [41.48, -70.6], [41.4708, -70.5681], [41.5528, -70.4917], [41.545, -70.55], [41.515, -70.66], [41.52, -70.69], [41.47, -70.74], [41.42, -70.86]] },
  // 452 U.S. 429: Eastern Point on Cape Ann to Strawberry Point closes the inner Massachusetts Bay.
  { name: 'inner Massachusetts Bay', ring: [[42.5792, -70.6619], [42.2586, -70.7681], [42.25, -70.87], [42.36, -71.05], [42.52, -70.88]] },
  { name: 'Pamlico and Albemarle Sounds', ring: [[34.7, -76.6], [35.05, -76.0], [35.22, -75.62], [35.6, -75.5], [36.0, -75.68], [36.55, -75.9], [36.2, -76.7], [35.4, -77.0]] },
  { name: 'Mississippi Sound', ring: [[30.25, -89.6], [30.2, -88.9], [30.22, -88.1], [30.4, -88.1], [30.45, -89.6]] },
  { name: 'Mobile Bay', ring: [[30.22, -88.1], [30.22, -87.9], [30.75, -87.85], [30.75, -88.1]] },
  { name: 'Tampa Bay', ring: [[27.55, -82.77], [27.6, -82.55], [28.05, -82.4], [28.05, -82.75]] },
  { name: 'Biscayne Bay', ring: [[25.2, -80.45], [25.25, -80.18], [25.9, -80.12], [25.9, -80.35]] },
  // 452 U.S. 429: Brant Rock to Race Point closes Cape Cod Bay.
  { name: 'Cape Cod Bay', ring: [[41.73, -70.62], [42.0914, -70.6375], [42.0628, -70.2475], [41.73, -69.95]] },
  { name: 'San Francisco Bay', ring: [[37.4, -122.45], [37.81, -122.48], [38.2, -122.5], [38.2, -121.6], [37.4, -121.9]] },
  { name: 'Monterey Bay', ring: [[36.95, -122.03], [36.64, -121.94], [36.6, -121.85], [36.98, -121.75]] },
  { name: 'Puget Sound and the Strait of Juan de Fuca', ring: [[48.4, -124.6], [48.15, -124.6], [47.0, -123.2], [47.0, -122.3], [48.1, -122.1], [48.8, -122.4], [48.8, -123.2]] },
]; // prettier-ignore

type LatLon = [number, number];

/**
 * The closing lines fixed by the decrees and statute cited above (and the capes across the mouths
 * of Chesapeake and Delaware bays): the legal coastline, from which the 3-mile belt is measured
 * just outside a bay's mouth.
 */
const CLOSING_LINES: [LatLon, LatLon][] = [
  [[41.0717, -71.8567], [41.3034, -71.8592]], // Montauk Point - Watch Hill Point
  [[41.3612, -71.4812], [41.4533, -71.1953]], // Point Judith - Sakonnet (West Island)
  [[41.4855, -71.0355], [41.4108, -70.9428]], // Gooseberry Neck - Cuttyhunk
  [[41.4108, -70.9428], [41.3528, -70.8353]], // Cuttyhunk - Gay Head
  [[41.4708, -70.5681], [41.5528, -70.4917]], // East Chop - Cape Cod
  [[42.5792, -70.6619], [42.2586, -70.7681]], // Eastern Point (Cape Ann) - Strawberry Point
  [[42.0914, -70.6375], [42.0628, -70.2475]], // Brant Rock - Race Point
  [[36.93, -76.0], [37.12, -75.93]], // Cape Henry - Cape Charles
  [[38.78, -75.09], [38.93, -74.96]], // Cape Henlopen - Cape May
]; // prettier-ignore

/** Km from the point to the nearest closing line (Infinity when none is listed). */
function closingLineKm(lat: number, lon: number): number {
  let best = Infinity;
  for (const [a, b] of CLOSING_LINES)
    best = Math.min(best, pointSegmentKm(lat, lon, [a[1], a[0]], [b[1], b[0]]));
  return best;
}

/** The named bay or sound whose closing line makes this point inland (state) water, or null. */
function inlandWatersAt(lat: number, lon: number): string | null {
  return INLAND_WATERS.find((w) => inPolygon(w.ring, lat, lon))?.name ?? null;
}

export interface WatersAtSpot {
  jurisdiction: TReportRules['jurisdiction'];
  /** Nautical miles from the coastline when the spot is at sea */
  offshoreNm: number | null;
  /** Where state waters end here, nautical miles (3, or 9 off Texas and Gulf Florida) */
  stateLimitNm: number | null;
  /** The named bay or sound when it makes the spot state water */
  inlandWaters: string | null;
}

function stateLimitNm(state: UsStateCode | null, lat: number, lon: number): number {
  if (state === 'TX') return 9;
  if (state === 'FL' && floridaGulfWaters(lat, lon)) return 9;
  return 3;
}

/**
 * State or federal waters: fresh water and the shore side of the coastline are the state's; at
 * sea, federal waters begin beyond 3 nautical miles (9 off Texas and Gulf Florida), measured here
 * from the coastline or, off a bay's mouth, from its closing line (the legal baseline closes bays:
 * INLAND_WATERS and CLOSING_LINES). `offshoreNm` stays the distance from the shore (safety reads it).
 */
export function watersAt(
  geo: SpotGeo | null,
  habitat: 'fresh' | 'salt',
  lat: number,
  lon: number,
): WatersAtSpot {
  if (!geo)
    return { jurisdiction: 'unknown', offshoreNm: null, stateLimitNm: null, inlandWaters: null };
  if (habitat === 'fresh' || !geo.atSea || geo.coastKm === null)
    return { jurisdiction: 'state', offshoreNm: null, stateLimitNm: null, inlandWaters: null };
  const offshoreNm = Math.round((geo.coastKm / KM_PER_NM) * 10) / 10;
  const limit = stateLimitNm(geo.state, lat, lon);
  const inland = inlandWatersAt(lat, lon);
  if (inland)
    return { jurisdiction: 'state', offshoreNm, stateLimitNm: limit, inlandWaters: inland };
  // Off a bay's mouth the belt is measured from the closing line, which may be nearer than the beach.
  const baselineNm = Math.min(geo.coastKm, closingLineKm(lat, lon)) / KM_PER_NM;
  return {
    jurisdiction: baselineNm > limit ? 'federal' : 'state',
    offshoreNm,
    stateLimitNm: limit,
    inlandWaters: null,
  };
}
