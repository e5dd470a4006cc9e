import type { SpotPrivacy } from '@anglerscout/contracts';

/**
 * The grids behind spot privacy and area search. A post shows the centre of the grid cell its
 * spot falls in, at the size its poster chose; the cell depends only on the spot, so posting many
 * times from one place never averages out to it. Area searches index those shown points in two
 * fixed grids (0.1 and 1 degree), a geohash-like scheme that works the same on PGlite and
 * PostgreSQL without PostGIS.
 */
const PRIVACY_CELL_DEG: Record<Exclude<SpotPrivacy, 'exact' | 'region'>, number> = {
  // 0.02 degrees is 1.4 miles north-south and 1.0-1.2 east-west across the lower 48: the centre
  // is at most about 0.9 miles from the spot.
  mile: 0.02,
  // 0.2 degrees: at most about 9 miles from the spot.
  'ten-miles': 0.2,
};
export const FINE_CELL_DEG = 0.1;
export const COARSE_CELL_DEG = 1;
/** Above this many fine cells a search uses the coarse grid instead. */
const MAX_FINE_CELLS = 36;
const MILES_PER_DEG_LAT = 69.05;

const snap = (value: number, size: number, offset: number) =>
  Math.round(((Math.floor((value + offset) / size) + 0.5) * size - offset) * 1e6) / 1e6;

/** The point others see, or null for region-only posts. */
export function publicPoint(
  lat: number,
  lon: number,
  privacy: SpotPrivacy,
): { lat: number; lon: number } | null {
  if (privacy === 'region') return null;
  if (privacy === 'exact') return { lat, lon };
  const size = PRIVACY_CELL_DEG[privacy];
  return { lat: snap(lat, size, 90), lon: snap(lon, size, 180) };
}

export function cellOf(lat: number, lon: number, size: number): number {
  const row = Math.floor((lat + 90) / size);
  const col = Math.floor((lon + 180) / size);
  return row * Math.ceil(360 / size + 1) + col;
}

/** Miles between two points (equirectangular: within 0.5% for the distances searched here). */
export function milesBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = (a.lat - b.lat) * MILES_PER_DEG_LAT;
  const dLon =
    (a.lon - b.lon) * MILES_PER_DEG_LAT * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLon * dLon);
}

/** The cells (and which grid) covering a circle, for an indexed area search. */
export function cellsCovering(
  lat: number,
  lon: number,
  radiusMi: number,
): { grid: 'fine' | 'coarse'; cells: number[] } {
  const dLat = radiusMi / MILES_PER_DEG_LAT;
  const dLon = radiusMi / (MILES_PER_DEG_LAT * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
  const cover = (size: number) => {
    const cells: number[] = [];
    const rows = [Math.floor((lat - dLat + 90) / size), Math.floor((lat + dLat + 90) / size)];
    const cols = [Math.floor((lon - dLon + 180) / size), Math.floor((lon + dLon + 180) / size)];
    for (let r = rows[0]!; r <= rows[1]!; r++)
      for (let c = cols[0]!; c <= cols[1]!; c++)
        cells.push(cellOf(r * size + size / 2 - 90, c * size + size / 2 - 180, size));
    return cells;
  };
  const fineCount =
    (Math.floor((lat + dLat + 90) / FINE_CELL_DEG) -
      Math.floor((lat - dLat + 90) / FINE_CELL_DEG) +
      1) *
    (Math.floor((lon + dLon + 180) / FINE_CELL_DEG) -
      Math.floor((lon - dLon + 180) / FINE_CELL_DEG) +
      1);
  return fineCount <= MAX_FINE_CELLS
    ? { grid: 'fine', cells: cover(FINE_CELL_DEG) }
    : { grid: 'coarse', cells: cover(COARSE_CELL_DEG) };
}

/** Box around a circle, in degrees, for the per-cell filter. */
export function degreesAround(lat: number, radiusMi: number) {
  return {
    dLat: radiusMi / MILES_PER_DEG_LAT,
    lonScale: MILES_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180),
  };
}
