import type { SpotGeo } from '../rules/types.ts';
import { coastDistanceKm, type CoastIndex } from './coastline.ts';
import { nearestState, stateAt, type StateIndex } from './us-states.ts';

export interface GeoIndex {
  states: StateIndex;
  coast: CoastIndex;
}

/** The exclusive economic zone reaches 200 nautical miles (370 km) from the baseline. */
const EEZ_KM = 370.4;
/** A point off the shoreline takes the nearest state within this distance (the EEZ's reach). */
const NEAREST_STATE_KM = EEZ_KM;

/** Each Great Lake's bounding box, [south, west, north, east]: water there is not the sea. */
const GREAT_LAKES: [number, number, number, number][] = [
  [46.4, -92.3, 49.1, -84.3], // Superior
  [41.6, -88.1, 46.2, -84.7], // Michigan
  [43.0, -84.8, 46.4, -79.6], // Huron
  [41.3, -83.6, 43.0, -78.8], // Erie
  [43.1, -80.0, 44.3, -75.9], // Ontario
];
export const onGreatLakes = (lat: number, lon: number): boolean =>
  GREAT_LAKES.some(([s, w, n, e]) => lat >= s && lat <= n && lon >= w && lon <= e);

/**
 * Where the spot is for the rules: the state whose boundary holds it (or, off the shoreline, the
 * nearest state), its distance to the US coastline, and whether it is on the sea side of the
 * shoreline (sea, bay or sound; never the Great Lakes or inland water).
 */
export function spotGeo(index: GeoIndex, lat: number, lon: number): SpotGeo {
  const inside = stateAt(index.states, lat, lon);
  const coastKm = coastDistanceKm(index.coast, lat, lon, EEZ_KM + 50);
  const atSea = inside === null && !onGreatLakes(lat, lon) && coastKm !== null && coastKm <= EEZ_KM;
  const state = inside ?? nearestState(index.states, lat, lon, NEAREST_STATE_KM)?.code ?? null;
  return {
    state,
    coastKm: coastKm === null ? null : Math.round(coastKm * 100) / 100,
    atSea,
  };
}
