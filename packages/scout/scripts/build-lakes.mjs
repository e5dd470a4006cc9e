/**
 * Builds src/water/data/us-lakes.bin, the offline "is this spot in a freshwater lake?" data, from
 * OpenStreetMap lake polygons as packaged by geo-maps (@geo-maps/earth-lakes-10m, ODbL 1.0).
 *
 *   npm pack @geo-maps/earth-lakes-10m && tar xzf geo-maps-earth-lakes-10m-*.tgz
 *   node packages/scout/scripts/build-lakes.mjs package/map.geo.json
 *
 * Keeps polygons in US boxes (lower 48, Alaska, Hawaii) of at least MIN_AREA_KM2, drops tidal
 * lagoons that OpenStreetMap maps as lakes (BRACKISH), simplifies outlines to about 40 m and
 * stores them as zig-zag varint deltas of 1e-4 degree (about 11 m) steps.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIN_AREA_KM2 = 0.5;
const TOLERANCE_DEG = 0.0004;
const SCALE = 1e4;
const BOXES = [
  [24, -125, 49.5, -66.5],
  [51, -180, 71.5, -129.9],
  [18.8, -160.5, 22.4, -154.7],
];
/** Brackish, tidal water bodies OpenStreetMap tags as lakes: [lat, lon, name]. */
const BRACKISH = [
  [30.18, -90.1, 'Lake Pontchartrain'],
  [30.05, -89.75, 'Lake Borgne'],
  [30.25, -90.45, 'Lake Maurepas'],
  [29.85, -93.3, 'Calcasieu Lake'],
  [29.85, -93.85, 'Sabine Lake'],
  [26.65, -80.05, 'Lake Worth Lagoon'],
  [29.1, -89.95, 'Barataria Bay lakes'],
  [36.2, -75.85, 'Currituck Sound'],
];

const inBox = (x, y) => BOXES.some(([s, w, n, e]) => y >= s && y <= n && x >= w && x <= e);
function ringAreaKm2(ring) {
  let a = 0;
  const lat0 = (ring[0][1] * Math.PI) / 180;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    a += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(a / 2) * 111.32 * 111.32 * Math.cos(lat0);
}
function inRing(r, x, y) {
  let c = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    const [xi, yi] = r[i];
    const [xj, yj] = r[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}
function simplifyOpen(points, tol) {
  if (points.length < 5) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let best = -1;
    let far = tol;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs(dy * points[i][0] - dx * points[i][1] + bx * ay - by * ax) / len;
      if (d > far) {
        far = d;
        best = i;
      }
    }
    if (best > 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}
/** A closed ring is split at its point farthest from the start, and each half simplified. */
function simplify(ring, tol) {
  const [x0, y0] = ring[0];
  let k = 1;
  for (let i = 1; i < ring.length; i++)
    if (Math.hypot(ring[i][0] - x0, ring[i][1] - y0) > Math.hypot(ring[k][0] - x0, ring[k][1] - y0))
      k = i;
  return [
    ...simplifyOpen(ring.slice(0, k + 1), tol).slice(0, -1),
    ...simplifyOpen(ring.slice(k), tol),
  ];
}
const bytes = [];
const varint = (n) => {
  let v = n >= 0 ? n * 2 : -n * 2 - 1;
  while (v >= 0x80) {
    bytes.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
};

const source = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let kept = 0;
let vertices = 0;
for (const g of source.geometries) {
  for (const poly of g.type === 'Polygon' ? [g.coordinates] : g.coordinates) {
    const outer = poly[0];
    if (!inBox(outer[0][0], outer[0][1]) || ringAreaKm2(outer) < MIN_AREA_KM2) continue;
    if (BRACKISH.some(([y, x]) => inRing(outer, x, y))) continue;
    const rings = poly
      .filter((r, i) => i === 0 || ringAreaKm2(r) >= MIN_AREA_KM2 / 4)
      .map((r) => simplify(r, TOLERANCE_DEG))
      .filter((r) => r.length >= 4);
    if (!rings.length) continue;
    varint(rings.length);
    for (const r of rings) {
      varint(r.length);
      let px = 0;
      let py = 0;
      for (const [x, y] of r) {
        const qx = Math.round(x * SCALE);
        const qy = Math.round(y * SCALE);
        varint(qx - px);
        varint(qy - py);
        px = qx;
        py = qy;
        vertices++;
      }
    }
    kept++;
  }
}
const out = fileURLToPath(new URL('../src/water/data/us-lakes.bin', import.meta.url));
writeFileSync(out, Buffer.from(bytes));
console.log(`${kept} lakes, ${vertices} vertices, ${bytes.length} bytes -> ${out}`);
