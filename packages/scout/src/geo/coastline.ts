import { KM_PER_DEG, pointSegmentKm } from './distance.ts';

/**
 * The US coastline offline: Natural Earth's 1:10m land outlines (public domain, via world-atlas)
 * kept where they trace the United States (within 6 km of the Census nation outline), so foreign
 * coasts and the Great Lakes shores are left out. Built by scripts/build-coast.mjs into 73 KB of
 * varint deltas (20,100 vertices, simplified to about 50 m; Natural Earth itself is good to about
 * a kilometre). The caller reads the file; this decodes it.
 */
export const COAST_DATA_URL = new URL('./data/us-coast.bin', import.meta.url);
export const COAST_ATTRIBUTION =
  'Coastline: Natural Earth 1:10m land (public domain), via world-atlas';

export interface CoastIndex {
  /** Segments as [x0, y0, x1, y1] in degrees, by 0.25° cell key */
  cells: Map<number, Float64Array[]>;
}

const CELL = 0.25;
const cellKey = (cx: number, cy: number): number => cx * 10_000 + cy;
const cellOf = (deg: number, offset: number) => Math.floor((deg + offset) / CELL);

export function decodeCoast(bytes: Uint8Array): CoastIndex {
  let p = 0;
  const varint = (): number => {
    let v = 0;
    let mul = 1;
    for (;;) {
      const b = bytes[p++]!;
      v += (b & 0x7f) * mul;
      if (b < 0x80) break;
      mul *= 128;
    }
    return v % 2 === 0 ? v / 2 : -(v + 1) / 2;
  };
  const cells = new Map<number, Float64Array[]>();
  while (p < bytes.length) {
    const n = varint();
    let x = 0;
    let y = 0;
    let px = 0;
    let py = 0;
    for (let i = 0; i < n; i++) {
      x += varint();
      y += varint();
      const cx = x / 1e4;
      const cy = y / 1e4;
      if (i > 0) {
        const seg = Float64Array.of(px, py, cx, cy);
        for (let gx = cellOf(Math.min(px, cx), 180); gx <= cellOf(Math.max(px, cx), 180); gx++)
          for (let gy = cellOf(Math.min(py, cy), 90); gy <= cellOf(Math.max(py, cy), 90); gy++) {
            const list = cells.get(cellKey(gx, gy));
            if (list) list.push(seg);
            else cells.set(cellKey(gx, gy), [seg]);
          }
      }
      px = cx;
      py = cy;
    }
  }
  return { cells };
}

/**
 * Distance in km from the point to the nearest US coastline, searching outward ring by ring of
 * cells up to maxKm; null when no coast is that close.
 *
 * The search may stop only when every segment nearer than the best found has been read. Once
 * rings 0..r-1 are read, that holds for the distance from the point to the edge of the block of
 * cells they cover, in the metric pointSegmentKm measures (longitude scaled by the cosine of the
 * point's latitude); a segment outside the block is at least that far. (The science-6 review
 * found the bound taken as r cell widths before ring r was read: a point on a cell edge, 1.3 nm
 * off Block Island, missed the island in the next ring and read 13.1 km to the mainland, federal
 * water, instead of 2.35 km.)
 */
export function coastDistanceKm(
  index: CoastIndex,
  lat: number,
  lon: number,
  maxKm = 400,
): number | null {
  const cx = cellOf(lon, 180);
  const cy = cellOf(lat, 90);
  const kmPerDegX = KM_PER_DEG * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  const seen = new Set<Float64Array>();
  for (let r = 0; ; r++) {
    if (r > 0) {
      // The block read so far: cells cx-(r-1) .. cx+(r-1), cy-(r-1) .. cy+(r-1).
      const west = (cx - r + 1) * CELL - 180;
      const east = (cx + r) * CELL - 180;
      const south = (cy - r + 1) * CELL - 90;
      const north = (cy + r) * CELL - 90;
      const covered = Math.min(
        (lon - west) * kmPerDegX,
        (east - lon) * kmPerDegX,
        (lat - south) * KM_PER_DEG,
        (north - lat) * KM_PER_DEG,
      );
      if (best <= covered || covered > maxKm) break;
      // Near the poles a degree of longitude shrinks to nothing: stop once the rings span the globe.
      if (r * CELL > 360) break;
    }
    for (let gx = cx - r; gx <= cx + r; gx++)
      for (let gy = cy - r; gy <= cy + r; gy++) {
        if (Math.max(Math.abs(gx - cx), Math.abs(gy - cy)) !== r) continue;
        for (const s of index.cells.get(cellKey(gx, gy)) ?? []) {
          if (seen.has(s)) continue;
          seen.add(s);
          const km = pointSegmentKm(lat, lon, [s[0]!, s[1]!], [s[2]!, s[3]!]);
          if (km < best) best = km;
        }
      }
  }
  return best <= maxKm ? best : null;
}
