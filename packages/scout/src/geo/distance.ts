/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEG = 111.32;

/**
 * Distance in km from a point to a segment given as [lon, lat] pairs, on a plane scaled by the
 * cosine of the point's latitude: within 0.5 % of the great-circle distance at the few hundred
 * kilometres the rules need (3 and 9 nautical miles, 200 for the EEZ).
 */
export function pointSegmentKm(
  lat: number,
  lon: number,
  a: readonly number[],
  b: readonly number[],
): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const ax = (a[0]! - lon) * k;
  const ay = a[1]! - lat;
  const dx = (b[0]! - a[0]!) * k;
  const dy = b[1]! - a[1]!;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_DEG;
}

export const KM_PER_NM = 1.852;
