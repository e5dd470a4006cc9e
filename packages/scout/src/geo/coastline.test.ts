import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COAST_DATA_URL, coastDistanceKm, decodeCoast } from './coastline.ts';
import { pointSegmentKm } from './distance.ts';

/**
 * The ring search must return what a brute-force scan over every coastline segment returns. The
 * science-6 review found it stopping one ring early: a point on a 0.25° cell edge (41.25 N, 1.3 nm
 * off Block Island's north tip) read 13.1 km to the mainland instead of 2.35 km to the island,
 * and the rules called Rhode Island's water federal.
 */
const index = decodeCoast(readFileSync(COAST_DATA_URL));
const segments = [...new Set([...index.cells.values()].flat())];

function bruteForceKm(lat: number, lon: number): number {
  let best = Infinity;
  for (const s of segments) {
    const km = pointSegmentKm(lat, lon, [s[0]!, s[1]!], [s[2]!, s[3]!]);
    if (km < best) best = km;
  }
  return best;
}

function nearestVertexKm(lat: number, lon: number): number {
  let best = Infinity;
  for (const s of segments)
    for (const v of [
      [s[0]!, s[1]!],
      [s[2]!, s[3]!],
    ])
      best = Math.min(best, pointSegmentKm(lat, lon, v, v));
  return best;
}

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('coastDistanceKm', () => {
  it('finds Block Island from a point on a cell edge off its north tip (2.35 km, not the mainland at 13 km)', () => {
    const km = coastDistanceKm(index, 41.25, -71.575)!;
    expect(km).toBeCloseTo(bruteForceKm(41.25, -71.575), 9);
    expect(km).toBeLessThan(3);
  });

  it('never reads farther than the nearest coastline vertex, and equals the brute-force distance, over many random points', () => {
    const rand = random(20_261_127);
    const CELL = 0.25;
    let edgePoints = 0;
    for (let i = 0; i < 400; i++) {
      // Near a random piece of the coast (within about a degree), often snapped to a cell edge.
      const s = segments[Math.floor(rand() * segments.length)]!;
      let lon = s[0]! + (rand() - 0.5) * 2;
      let lat = s[1]! + (rand() - 0.5) * 2;
      const snap = rand();
      if (snap < 0.3) lat = Math.round(lat / CELL) * CELL;
      else if (snap < 0.6) lon = Math.round(lon / CELL) * CELL;
      if (snap < 0.6) edgePoints++;
      const maxKm = 150;
      const brute = bruteForceKm(lat, lon);
      const km = coastDistanceKm(index, lat, lon, maxKm);
      if (brute > maxKm) {
        expect(km, `${lat}, ${lon}`).toBeNull();
        continue;
      }
      expect(km, `${lat}, ${lon}`).not.toBeNull();
      expect(km!, `${lat}, ${lon}`).toBeLessThanOrEqual(nearestVertexKm(lat, lon) + 1e-9);
      expect(km!, `${lat}, ${lon}`).toBeCloseTo(brute, 9);
    }
    expect(edgePoints).toBeGreaterThan(150);
  });
});
