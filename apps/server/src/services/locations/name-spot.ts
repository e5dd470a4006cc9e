import type { Providers } from '../../providers/index.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * A readable name for a map-picked spot from the bundled places list, without a network call:
 * "Galveston, TX" within 10 km of a town, "Near Galveston, TX" within 40 km, else coordinates.
 */
export function nameSpot(places: Providers['offlinePlaces'], lat: number, lon: number): string {
  const town = places.nearest(lat, lon);
  if (town && town.distanceKm <= 40)
    return town.distanceKm <= 10
      ? `${town.name}, ${town.stateCode}`
      : `Near ${town.name}, ${town.stateCode}`;
  return `${round3(lat)}, ${round3(lon)}`;
}

/** The web names a map click "Map pin <lat>, <lon>": reports give it a place name instead. */
export const isMapPinName = (name: string): boolean => /^Map pin\b/i.test(name.trim());
