/**
 * The elevation correction of the bundled climatology (climate/terrain.ts, climate/normals.ts):
 * the lapse rate measured on the bundled stations themselves, the cold-air basin stations found
 * by their rule, and the water elevations read from the ETOPO5 low-ground grid.
 */
import { describe, expect, it } from 'vitest';
import { STATION_NORMALS } from './data/station-normals.ts';
import { bundledClimateAt, COLD_POOL_STATIONS, distanceKm, expandHarmonics } from './normals.ts';
import { lapseFPerM, stationElevationM, waterElevationM } from './terrain.ts';

const lower48 = STATION_NORMALS.filter(
  (s) =>
    s.lat > 24 && s.lat < 50 && s.lon > -125 && s.lon < -66 && stationElevationM(s.id) !== null,
);
const means = new Map(lower48.map((s) => [s.id, expandHarmonics(s.mean)]));
const elev = (id: string): number => stationElevationM(id)!;
/** Each station's neighbours, nearest first. */
const neighbours = new Map(
  lower48.map((s) => [
    s.id,
    lower48
      .filter((o) => o.id !== s.id)
      .map((o) => ({ o, km: distanceKm(s, o) }))
      .sort((a, b) => a.km - b.km),
  ]),
);

describe('lapse rate: moving a station to another height', () => {
  it('predicts a station from its nearest neighbour better with the lapse rate than without', () => {
    // Leave-one-station-out over the lower-48 stations: the neighbour's daily normal as it is,
    // and moved by the lapse rate from its height to the station's (NOAA GHCN elevations).
    let before = 0;
    let after = 0;
    let farBefore = 0;
    let farAfter = 0;
    let n = 0;
    let far = 0;
    for (const s of lower48) {
      const nb = neighbours.get(s.id)![0]!.o;
      const rise = elev(nb.id) - elev(s.id);
      const mine = means.get(s.id)!;
      const theirs = means.get(nb.id)!;
      for (let t = 0; t < 366; t += 5) {
        const e0 = theirs[t]! - mine[t]!;
        const e1 = e0 + lapseFPerM(t) * rise;
        before += e0 ** 2;
        after += e1 ** 2;
        n++;
        if (Math.abs(rise) > 300) {
          farBefore += e0 ** 2;
          farAfter += e1 ** 2;
          far++;
        }
      }
    }
    const rms = (ss: number, k: number) => Math.sqrt(ss / k);
    // docs/model-card.md: 2.9 -> 2.1 °F over all stations, 6.8 -> 3.1 °F where they differ by 300 m
    expect(rms(before, n)).toBeGreaterThan(2.7);
    expect(rms(after, n)).toBeLessThan(2.2);
    expect(rms(farBefore, far)).toBeGreaterThan(6);
    expect(rms(farAfter, far)).toBeLessThan(3.5);
  });

  it('is weaker in winter than in summer, and near the standard atmosphere in summer', () => {
    const cPerKm = (t: number) => (lapseFPerM(t) * 1000) / 1.8;
    expect(cPerKm(10)).toBeLessThan(5);
    expect(cPerKm(180)).toBeGreaterThan(6.3);
    expect(cPerKm(180)).toBeLessThan(7);
  });
});

describe('cold-air basin stations', () => {
  it('are exactly the stations whose January alone runs 6 °F colder than their neighbours', () => {
    const found: string[] = [];
    for (const s of lower48) {
      const near = neighbours
        .get(s.id)!
        .filter((x) => x.km <= 250)
        .slice(0, 4);
      if (near.length < 2) continue;
      const residual = (t: number) =>
        means.get(s.id)![t]! -
        near.reduce(
          (sum, { o }) => sum + means.get(o.id)![t]! + lapseFPerM(t) * (elev(o.id) - elev(s.id)),
          0,
        ) /
          near.length;
      if (residual(15) <= -6 && Math.abs(residual(196)) <= 4) found.push(s.id);
    }
    expect(found.sort()).toEqual([...COLD_POOL_STATIONS.keys()].sort());
  });

  it('Alamosa stands for the San Luis Valley, not for Salida across Poncha Pass', () => {
    expect(bundledClimateAt(37.68, -106.35)!.airSource).toMatch(/Alamosa/); // Del Norte, 50 km
    expect(bundledClimateAt(38.535, -105.999)!.airSource).not.toMatch(/Alamosa/); // 122 km
  });
});

describe('water elevation from the ETOPO5 low-ground grid', () => {
  it('reads rivers and lakes of known elevation within a few hundred feet', () => {
    // Pool or river elevations from the agencies' pages and USGS topographic maps (m):
    // Dale Hollow 198 (651 ft pool), Oneida Lake 113, Lake Mendota 259, Salida 2,140,
    // Wheeler tailrace 170, Elephant Butte 1,330.
    const known: [number, number, number][] = [
      [36.55, -85.45, 198],
      [43.2, -75.9, 113],
      [43.1, -89.42, 259],
      [38.535, -105.999, 2140],
      [34.8, -87.38, 170],
      [33.2, -107.2, 1330],
    ];
    for (const [lat, lon, m] of known)
      expect(Math.abs(waterElevationM(lat, lon)! - m)).toBeLessThan(100);
  });

  it('knows no elevation outside the lower 48, and reads the coast at sea level', () => {
    expect(waterElevationM(61.2, -149.9)).toBeNull();
    expect(waterElevationM(21.3, -157.9)).toBeNull();
    expect(waterElevationM(40.0, -73.0)).toBe(0);
  });

  it('moves a plateau station down to the lake: Crossville for Dale Hollow in late March', () => {
    // Crossville (1,870 ft, on the Cumberland Plateau) for Dale Hollow (651 ft): about 3 °F
    // warmer air on March 20 than the station itself (fresh.md g07)
    const c = bundledClimateAt(36.6, -85.3)!;
    const raw = bundledClimateAt(36.6, -85.3, undefined, undefined, { terrain: false })!;
    expect(c.airSource).toMatch(/Crossville.*moved from its 1,870 ft/);
    const t = 78; // March 20
    expect(c.air!.meanF[t]! - raw.air!.meanF[t]!).toBeGreaterThan(2.5);
    expect(c.air!.meanF[t]! - raw.air!.meanF[t]!).toBeLessThan(4.5);
  });
});
