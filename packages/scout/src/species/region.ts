import type { Region } from './types.ts';

/**
 * A coarse US fishing region from coordinates, used only to pick likely species when the user
 * names none. Boundaries are simple longitude/latitude cuts, good to a few hundred km.
 */
export function regionFor(lat: number, lon: number): Region {
  if (lat < 23.5 && lon < -154) return 'hawaii';
  if (lat > 51 || lon < -140) return 'alaska';
  if (lon < -119 || (lon < -117 && lat < 35)) return 'pacific';
  if (lon < -102) return 'mountain-west';
  if (lat < 31 && lon > -83.5) return 'southeast';
  if (lat < 31.5 && lon <= -83.5 && lon > -98) return 'gulf';
  if (lon < -94) return lat < 37 ? 'south-central' : 'midwest';
  if (lon < -84) return lat < 37 ? 'southeast' : 'midwest';
  if (lat >= 41) return 'northeast';
  if (lat >= 36.5) return 'mid-atlantic';
  return 'southeast';
}
