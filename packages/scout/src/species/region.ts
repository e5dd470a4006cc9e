import type { Region } from './types.ts';

/** Each Great Lake's bounding box widened by about 30 km, [south, west, north, east]. */
const GREAT_LAKES: [number, number, number, number][] = [
  [46.1, -92.5, 49.3, -84.0], // Superior
  [41.3, -88.4, 46.4, -84.4], // Michigan
  [42.7, -84.9, 46.6, -79.3], // Huron and Georgian Bay
  [41.0, -83.8, 43.2, -78.5], // Erie
  [42.8, -80.2, 44.6, -75.6], // Ontario
];

const inBox = (lat: number, lon: number, [s, w, n, e]: [number, number, number, number]) =>
  lat >= s && lat <= n && lon >= w && lon <= e;

/**
 * The fishing region a spot belongs to, for choosing likely species and habitat wording. Coastal
 * regions are bands along their coasts; the rest of the lower 48 is inland north or south of 37° N.
 * Boundaries are simple latitude and longitude cuts, good to a few tens of kilometres.
 */
export function regionFor(lat: number, lon: number): Region {
  if (lat < 23.5 && lon < -154) return 'hawaii';
  if (lat > 51 || lon < -140) return 'alaska';
  if (GREAT_LAKES.some((box) => inBox(lat, lon, box))) return 'great-lakes';
  if (lon < -119 || (lon < -116.8 && lat < 34.6)) return 'pacific';
  // Gulf coast: Texas to Alabama below ~30.6° N, the Florida panhandle and the west coast of the peninsula
  if (lat < 30.6 && lon >= -98 && lon < -87.4 && (lon > -97.9 || lat < 28.5)) return 'gulf';
  if (lat < 31 && lon >= -87.4 && lon < -84.2) return 'gulf';
  if (lat < 30 && lon < -82 && lon >= -84.2) return 'gulf';
  if (lat < 27 && lat >= 25.2 && lon < -81.1 && lon >= -82.5) return 'gulf';
  // Atlantic coast bands
  if (lat < 30.8 && lon > -82) return 'south-atlantic';
  if (lat < 33 && lon > -81.8) return 'south-atlantic';
  if (lat < 35.3 && lon > -80.5 && lat >= 33) return 'south-atlantic';
  if (lat >= 35.3 && lat < 40.6 && lon > -77.6) return 'mid-atlantic';
  if (lat >= 40.6 && lon > -74.3) return 'north-atlantic';
  return lat >= 37 ? 'inland-north' : 'inland-south';
}

/** Coastal regions in plain words, for report text. */
export const REGION_NAMES: Record<Region, string> = {
  gulf: 'the Gulf coast',
  'south-atlantic': 'the South Atlantic coast',
  'mid-atlantic': 'the Mid-Atlantic',
  'north-atlantic': 'the North Atlantic coast',
  pacific: 'the Pacific coast',
  'great-lakes': 'the Great Lakes',
  'inland-south': 'the inland South',
  'inland-north': 'the inland North',
  alaska: 'Alaska',
  hawaii: 'Hawaii',
};
