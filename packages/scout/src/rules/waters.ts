import type { TReportRules, UsStateCode } from '@anglerscout/contracts';
import { KM_PER_NM } from '../geo/distance.ts';
import { floridaGulfWaters, inPolygon } from './areas.ts';
import type { SpotGeo } from './types.ts';

/**
 * Bays and sounds that are inland (state) waters however far a point in them is from the shore:
 * the 3-mile line is measured from a closing line across their mouths, not from the beach.
 * Coarse outlines, [lat, lon].
 */
const INLAND_WATERS: { name: string; ring: [number, number][] }[] = [
  { name: 'Chesapeake Bay', ring: [[36.93, -76.35], [36.9, -76.0], [37.12, -75.93], [38.0, -75.85], [39.6, -76.0], [39.6, -76.6], [37.0, -76.6]] },
  { name: 'Delaware Bay', ring: [[38.78, -75.1], [38.93, -74.96], [39.5, -75.2], [39.6, -75.6], [39.2, -75.6]] },
  { name: 'Long Island Sound', ring: [[40.78, -73.8], [41.0, -73.6], [41.35, -72.0], [41.27, -71.85], [40.98, -72.3], [40.9, -73.5]] },
  { name: 'Pamlico and Albemarle Sounds', ring: [[34.7, -76.6], [35.05, -76.0], [35.22, -75.62], [35.6, -75.5], [36.0, -75.68], [36.55, -75.9], [36.2, -76.7], [35.4, -77.0]] },
  { name: 'Mississippi Sound', ring: [[30.25, -89.6], [30.2, -88.9], [30.22, -88.1], [30.4, -88.1], [30.45, -89.6]] },
  { name: 'Mobile Bay', ring: [[30.22, -88.1], [30.22, -87.9], [30.75, -87.85], [30.75, -88.1]] },
  { name: 'Tampa Bay', ring: [[27.55, -82.77], [27.6, -82.55], [28.05, -82.4], [28.05, -82.75]] },
  { name: 'Biscayne Bay', ring: [[25.2, -80.45], [25.25, -80.18], [25.9, -80.12], [25.9, -80.35]] },
  { name: 'Cape Cod Bay', ring: [[41.73, -70.62], [42.08, -70.65], [42.08, -70.19], [41.73, -69.95]] },
  { name: 'San Francisco Bay', ring: [[37.4, -122.45], [37.81, -122.48], [38.2, -122.5], [38.2, -121.6], [37.4, -121.9]] },
  { name: 'Monterey Bay', ring: [[36.95, -122.03], [36.64, -121.94], [36.6, -121.85], [36.98, -121.75]] },
  { name: 'Puget Sound and the Strait of Juan de Fuca', ring: [[48.4, -124.6], [48.15, -124.6], [47.0, -123.2], [47.0, -122.3], [48.1, -122.1], [48.8, -122.4], [48.8, -123.2]] },
]; // prettier-ignore

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
 * from the coastline (the legal baseline also closes bays, approximated by INLAND_WATERS).
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
  const inland = INLAND_WATERS.find((w) => inPolygon(w.ring, lat, lon))?.name ?? null;
  if (inland)
    return { jurisdiction: 'state', offshoreNm, stateLimitNm: limit, inlandWaters: inland };
  return {
    jurisdiction: offshoreNm > limit ? 'federal' : 'state',
    offshoreNm,
    stateLimitNm: limit,
    inlandWaters: null,
  };
}
