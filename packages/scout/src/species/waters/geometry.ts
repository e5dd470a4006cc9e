import type { LatLon } from './types.ts';

const KM_PER_DEG_LAT = 110.57;
const kmPerDegLon = (lat: number): number => 111.32 * Math.cos((lat * Math.PI) / 180);

/** Distance between two points, km (flat earth at their mean latitude; good to a few %). */
export function kmBetween(a: LatLon, b: LatLon): number {
  const dy = (a[0] - b[0]) * KM_PER_DEG_LAT;
  const dx = (a[1] - b[1]) * kmPerDegLon((a[0] + b[0]) / 2);
  return Math.hypot(dx, dy);
}

/** Distance from a point to the segment a-b, km. */
function kmToSegment(p: LatLon, a: LatLon, b: LatLon): number {
  const k = kmPerDegLon(p[0]);
  const ax = (a[1] - p[1]) * k;
  const ay = (a[0] - p[0]) * KM_PER_DEG_LAT;
  const bx = (b[1] - p[1]) * k;
  const by = (b[0] - p[0]) * KM_PER_DEG_LAT;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** Distance from a point to a line of points (a river, a shoreline), km. */
export function kmToLine(p: LatLon, line: readonly LatLon[]): number {
  if (line.length === 1) return kmBetween(p, line[0]!);
  let best = Infinity;
  for (let i = 1; i < line.length; i++)
    best = Math.min(best, kmToSegment(p, line[i - 1]!, line[i]!));
  return best;
}

/** Whether a point lies inside a closed ring of [lat, lon] points. */
export function inRing(p: LatLon, ring: readonly LatLon[]): boolean {
  const [y, x] = p;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i]!;
    const [yj, xj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point is inside a ring or within `marginKm` of its edge. */
export function nearRing(p: LatLon, ring: readonly LatLon[], marginKm: number): boolean {
  if (inRing(p, ring)) return true;
  return kmToLine(p, [...ring, ring[0]!]) <= marginKm;
}
