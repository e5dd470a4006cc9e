/**
 * Freshwater lakes offline: OpenStreetMap lake polygons in the US (data © OpenStreetMap
 * contributors, ODbL 1.0, via geo-maps), built by scripts/build-lakes.mjs into a compact file of
 * varint deltas (0.93 MB, 36,800 lakes of 0.5 km² or more, outlines to about 40 m, tidal
 * lagoons such as Lake Pontchartrain left out). The caller reads the file; this decodes it.
 */
export const LAKES_DATA_URL = new URL('./data/us-lakes.bin', import.meta.url);
export const LAKES_ATTRIBUTION =
  'Lake outlines © OpenStreetMap contributors (ODbL 1.0), via geo-maps earth-lakes';

interface Lake {
  /** Rings as flat [x0, y0, x1, y1, ...] in degrees; the first is the outline, the rest islands */
  rings: Float64Array[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface LakeIndex {
  lakes: Lake[];
  /** Lake numbers by 0.5° cell key */
  cells: Map<number, number[]>;
}

const CELL = 0.5;
const cellKey = (x: number, y: number): number =>
  Math.floor((x + 180) / CELL) * 1000 + Math.floor((y + 90) / CELL);

export function decodeLakes(bytes: Uint8Array): LakeIndex {
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
  const lakes: Lake[] = [];
  const cells = new Map<number, number[]>();
  while (p < bytes.length) {
    const ringCount = varint();
    const rings: Float64Array[] = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let r = 0; r < ringCount; r++) {
      const n = varint();
      const ring = new Float64Array(n * 2);
      let x = 0;
      let y = 0;
      for (let i = 0; i < n; i++) {
        x += varint();
        y += varint();
        ring[2 * i] = x / 1e4;
        ring[2 * i + 1] = y / 1e4;
        if (r === 0) {
          minX = Math.min(minX, x / 1e4);
          maxX = Math.max(maxX, x / 1e4);
          minY = Math.min(minY, y / 1e4);
          maxY = Math.max(maxY, y / 1e4);
        }
      }
      rings.push(ring);
    }
    const id = lakes.push({ rings, minX, minY, maxX, maxY }) - 1;
    for (let cx = Math.floor((minX + 180) / CELL); cx <= Math.floor((maxX + 180) / CELL); cx++)
      for (let cy = Math.floor((minY + 90) / CELL); cy <= Math.floor((maxY + 90) / CELL); cy++) {
        const key = cx * 1000 + cy;
        const list = cells.get(key);
        if (list) list.push(id);
        else cells.set(key, [id]);
      }
  }
  return { lakes, cells };
}

function inRing(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = ring[2 * i]!;
    const yi = ring[2 * i + 1]!;
    const xj = ring[2 * j]!;
    const yj = ring[2 * j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether the point lies on a mapped freshwater lake (inside its outline, not on an island). */
export function isInLake(index: LakeIndex, lat: number, lon: number): boolean {
  for (const id of index.cells.get(cellKey(lon, lat)) ?? []) {
    const lake = index.lakes[id]!;
    if (lon < lake.minX || lon > lake.maxX || lat < lake.minY || lat > lake.maxY) continue;
    if (!inRing(lake.rings[0]!, lon, lat)) continue;
    if (lake.rings.slice(1).some((hole) => inRing(hole, lon, lat))) continue;
    return true;
  }
  return false;
}

/** The outline area of a ring, km² (flat-earth at the ring's latitude; fine for lakes). */
function ringAreaKm2(ring: Float64Array): number {
  const n = ring.length / 2;
  const kx = 111.32 * Math.cos((ring[1]! * Math.PI) / 180);
  let twice = 0;
  for (let i = 0, j = n - 1; i < n; j = i++)
    twice +=
      ring[2 * j]! * kx * ring[2 * i + 1]! * 110.57 - ring[2 * i]! * kx * ring[2 * j + 1]! * 110.57;
  return Math.abs(twice) / 2;
}

/**
 * The area (km², islands not subtracted) of the mapped lake at the point, or null when the point
 * is on no mapped lake. Many big reservoirs are not in the bundled outlines, so null does not
 * mean "no lake".
 */
export function lakeAreaAt(index: LakeIndex, lat: number, lon: number): number | null {
  for (const id of index.cells.get(cellKey(lon, lat)) ?? []) {
    const lake = index.lakes[id]!;
    if (lon < lake.minX || lon > lake.maxX || lat < lake.minY || lat > lake.maxY) continue;
    if (!inRing(lake.rings[0]!, lon, lat)) continue;
    if (lake.rings.slice(1).some((hole) => inRing(hole, lon, lat))) continue;
    return Math.round(ringAreaKm2(lake.rings[0]!) * 10) / 10;
  }
  return null;
}
