/**
 * Builds src/geo/data/us-coast.bin, the offline "how far is this spot from the US coastline?"
 * data, from Natural Earth's 1:10m land polygons (public domain) as packaged by world-atlas, kept
 * only where they trace the United States: a coastline vertex is kept when it lies within KEEP_KM
 * of the Census Bureau's cartographic nation outline (2017, public domain) as packaged by
 * us-atlas. So Canada, Mexico, Cuba and the Bahamas drop out, and the Great Lakes (land in
 * Natural Earth's land layer) have no coastline here.
 *
 *   npm pack world-atlas@2.0.2 us-atlas@3.0.1
 *   mkdir wa ua && tar xzf world-atlas-2.0.2.tgz -C wa && tar xzf us-atlas-3.0.1.tgz -C ua
 *   node packages/scout/scripts/build-coast.mjs wa/package/land-10m.json ua/package/nation-10m.json
 *
 * Output: polylines as zig-zag varint deltas of 1e-4 degree (about 11 m) steps, each prefixed by
 * its vertex count; simplified to about TOLERANCE_DEG (~50 m).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const KEEP_KM = 6;
const TOLERANCE_DEG = 0.0005;
const SCALE = 1e4;
/** [south, west, north, east]: lower 48, Alaska (both sides of 180°), Hawaii */
const BOXES = [
  [23.5, -126, 49.5, -66],
  [50.5, -180, 72, -129.5],
  [50.5, 172, 54, 180],
  [18.5, -161, 22.5, -154.5],
];
const inBox = ([x, y]) => BOXES.some(([s, w, n, e]) => y >= s && y <= n && x >= w && x <= e);

const KM_PER_DEG = 111.32;
function segDistKm([px, py], [ax, ay], [bx, by]) {
  const k = Math.cos((py * Math.PI) / 180);
  const dx = (bx - ax) * k;
  const dy = by - ay;
  const qx = (px - ax) * k;
  const qy = py - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (qx * dx + qy * dy) / len2));
  return Math.hypot(qx - t * dx, qy - t * dy) * KM_PER_DEG;
}

function simplifyOpen(points, tol) {
  if (points.length < 3) return points;
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

const land = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const nationTopo = JSON.parse(readFileSync(process.argv[3], 'utf8'));
const nation = feature(nationTopo, nationTopo.objects.nation).features[0].geometry;

// The nation outline's segments on a 0.25° grid, to test closeness quickly.
const CELL = 0.25;
const grid = new Map();
const key = (x, y) => `${Math.floor(x / CELL)},${Math.floor(y / CELL)}`;
for (const poly of nation.coordinates)
  for (const ring of poly)
    for (let i = 1; i < ring.length; i++) {
      const a = ring[i - 1];
      const b = ring[i];
      for (
        let cx = Math.floor(Math.min(a[0], b[0]) / CELL);
        cx <= Math.floor(Math.max(a[0], b[0]) / CELL);
        cx++
      )
        for (
          let cy = Math.floor(Math.min(a[1], b[1]) / CELL);
          cy <= Math.floor(Math.max(a[1], b[1]) / CELL);
          cy++
        ) {
          const k = `${cx},${cy}`;
          const list = grid.get(k);
          if (list) list.push([a, b]);
          else grid.set(k, [[a, b]]);
        }
    }
function nearUs(p) {
  const [x, y] = p;
  for (let dx = -1; dx <= 1; dx++)
    for (let dy = -1; dy <= 1; dy++)
      for (const [a, b] of grid.get(key(x + dx * CELL, y + dy * CELL)) ?? [])
        if (segDistKm(p, a, b) <= KEEP_KM) return true;
  return false;
}

const lines = [];
const landGeometry = feature(land, land.objects.land);
const polygons = landGeometry.features.flatMap((f) =>
  f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates,
);
for (const poly of polygons)
  for (const ring of poly) {
    let run = [];
    const flush = () => {
      if (run.length < 2) {
        run = [];
        return;
      }
      const first = run[0];
      const last = run[run.length - 1];
      if (run.length > 3 && first[0] === last[0] && first[1] === last[1]) {
        // A whole ring (an island kept entire): simplifyOpen measures from the chord between its
        // ends, which is a point here, so it kept only the two ends and the island vanished.
        // Simplify it as two open halves.
        const mid = Math.floor(run.length / 2);
        lines.push(simplifyOpen(run.slice(0, mid + 1), TOLERANCE_DEG));
        lines.push(simplifyOpen(run.slice(mid), TOLERANCE_DEG));
      } else lines.push(simplifyOpen(run, TOLERANCE_DEG));
      run = [];
    };
    for (const p of ring) {
      if (inBox(p) && nearUs(p)) run.push(p);
      else flush();
    }
    flush();
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
let vertices = 0;
for (const line of lines) {
  varint(line.length);
  let px = 0;
  let py = 0;
  for (const [x, y] of line) {
    const qx = Math.round(x * SCALE);
    const qy = Math.round(y * SCALE);
    varint(qx - px);
    varint(qy - py);
    px = qx;
    py = qy;
    vertices++;
  }
}
const out = fileURLToPath(new URL('../src/geo/data/us-coast.bin', import.meta.url));
writeFileSync(out, Buffer.from(bytes));
console.log(`${lines.length} lines, ${vertices} vertices, ${bytes.length} bytes -> ${out}`);
