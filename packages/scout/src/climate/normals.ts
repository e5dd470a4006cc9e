import { STATION_NORMALS } from './data/station-normals.ts';
import type { StationNormals } from './station-normals-types.ts';
import {
  normalsDayIndex,
  type AirNormalsF,
  type ClimateNormals,
  type DailyNormalsF,
} from './types.ts';

/**
 * Climatology: what is typical for a calendar day at a spot, and the spread across years. Two
 * sources fill the shared `ClimateNormals` shape: the server's archive provider (recent years of
 * a weather and marine archive for the spot's grid cell, see `normalsFromDaily`) and, offline,
 * the bundled NOAA 1991-2020 station normals (`bundledClimateAt`).
 */
export const CLIMATE_RULES = {
  /** The bundled station normals are used only this close to the spot */
  maxStationKm: 400,
  /**
   * Extra error per 100 km between the station and the spot (judgement: elevation, lake and
   * coast effects differ between places a few hundred km apart), added in quadrature
   */
  distanceErrorFPer100Km: 1,
  /** Days either side of a calendar day pooled across years when normals are made from daily records */
  windowDays: 7,
  basis:
    'NOAA NCEI U.S. Climate Normals 1991-2020 (Arguez et al. 2012, BAMS 93:1687), public domain; bundled as 3-harmonic fits, see packages/scout/src/climate/data/README.md',
} as const;

const DAYS = 366;

/** A 366-day series from its harmonic coefficients. */
export function expandHarmonics(coef: readonly number[]): number[] {
  const out: number[] = [];
  for (let t = 0; t < DAYS; t++) {
    let v = coef[0] ?? 0;
    for (let k = 1; 2 * k < coef.length; k++) {
      const w = (2 * Math.PI * k * t) / DAYS;
      v += (coef[2 * k - 1] ?? 0) * Math.cos(w) + (coef[2 * k] ?? 0) * Math.sin(w);
    }
    out.push(Math.round(v * 10) / 10);
  }
  return out;
}

const toRad = (d: number): number => (d * Math.PI) / 180;
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b([a-z])/g, (m) => m.toUpperCase())
    .replace(/\b(Ap|Intl|Ak|Mn|Nc|Az|Vt|Or|Ga|Co|Wa|Il|Ma|Ut)\b/g, (m) =>
      m === 'Ap' ? 'Airport' : m === 'Intl' ? 'Intl' : m.toUpperCase(),
    );
}

function stationAir(s: StationNormals, km: number): AirNormalsF {
  const meanF = expandHarmonics(s.mean);
  const distanceExtra = (km / 100) * CLIMATE_RULES.distanceErrorFPer100Km;
  const sdF = expandHarmonics(s.sd).map(
    (v) => Math.round(Math.sqrt(Math.max(0, v) ** 2 + distanceExtra ** 2) * 10) / 10,
  );
  return {
    meanF,
    sdF,
    minF: s.min ? expandHarmonics(s.min) : null,
    maxF: s.max ? expandHarmonics(s.max) : null,
  };
}

/**
 * The bundled air normals nearest the spot (NOAA 1991-2020, within `maxStationKm`), or null. No
 * sea-surface normals are bundled: on salt water those come from the server's archive provider.
 */
export function bundledClimateAt(
  lat: number,
  lon: number,
  stations: readonly StationNormals[] = STATION_NORMALS,
): ClimateNormals | null {
  let best: StationNormals | null = null;
  let bestKm = Infinity;
  for (const s of stations) {
    const km = distanceKm({ lat, lon }, s);
    if (km < bestKm) {
      best = s;
      bestKm = km;
    }
  }
  if (!best || bestKm > CLIMATE_RULES.maxStationKm) return null;
  return {
    air: stationAir(best, bestKm),
    sea: null,
    airSource: `NOAA 1991-2020 climate normals at ${titleCase(best.name)} (${best.id}, ${Math.round(bestKm)} km away)`,
    seaSource: null,
    airDistanceKm: Math.round(bestKm),
    seaDistanceKm: null,
  };
}

/** One day of an archive record at the spot (air: mean, min, max; sea: mean). */
export interface DailyRecord {
  /** yyyy-MM-dd */
  date: string;
  meanF: number | null;
  minF?: number | null;
  maxF?: number | null;
}

/**
 * Normals from several years of daily records (the archive provider's answer): for each calendar
 * day the mean and standard deviation across years of the values within ±`windowDays`, so a few
 * years give a stable estimate. Days with fewer than 10 values are filled from their neighbours.
 */
export function normalsFromDaily(
  records: readonly DailyRecord[],
  withRange: boolean,
): AirNormalsF | null {
  const byDay: { mean: number[]; min: number[]; max: number[] }[] = Array.from(
    { length: DAYS },
    () => ({ mean: [], min: [], max: [] }),
  );
  let count = 0;
  for (const r of records) {
    if (r.meanF === null || !Number.isFinite(r.meanF)) continue;
    const t = normalsDayIndex(r.date);
    for (let d = -CLIMATE_RULES.windowDays; d <= CLIMATE_RULES.windowDays; d++) {
      const slot = byDay[(t + d + DAYS) % DAYS]!;
      slot.mean.push(r.meanF);
      if (r.minF != null) slot.min.push(r.minF);
      if (r.maxF != null) slot.max.push(r.maxF);
    }
    count++;
  }
  if (count < 300) return null;
  const avg = (xs: number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;
  const sd = (xs: number[]): number => {
    const m = avg(xs);
    return Math.sqrt(xs.reduce((s, v) => s + (v - m) ** 2, 0) / Math.max(1, xs.length - 1));
  };
  const fill = (values: (number | null)[]): number[] => {
    const known = values.map((v, i) => [i, v] as const).filter(([, v]) => v !== null);
    return values.map((v, i) => {
      if (v !== null) return v;
      let nearest = known[0]!;
      for (const k of known) if (Math.abs(k[0] - i) < Math.abs(nearest[0] - i)) nearest = k;
      return nearest[1]!;
    });
  };
  const r1 = (v: number): number => Math.round(v * 10) / 10;
  const meanF = fill(byDay.map((d) => (d.mean.length >= 10 ? r1(avg(d.mean)) : null)));
  const sdF = fill(byDay.map((d) => (d.mean.length >= 10 ? r1(sd(d.mean)) : null)));
  if (!withRange) return { meanF, sdF, minF: null, maxF: null };
  const has = byDay.every((d) => d.min.length >= 10 && d.max.length >= 10);
  return {
    meanF,
    sdF,
    minF: has ? byDay.map((d) => r1(avg(d.min))) : null,
    maxF: has ? byDay.map((d) => r1(avg(d.max))) : null,
  };
}

/** Typical value on a date from a normals series. */
export function typicalOn(normals: DailyNormalsF, date: string): { meanF: number; sdF: number } {
  const i = normalsDayIndex(date);
  return { meanF: normals.meanF[i]!, sdF: normals.sdF[i]! };
}
