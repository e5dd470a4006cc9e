import { SEA_NORMAL_CELLS } from './data/sea-normals.ts';
import { GREAT_LAKES_SHORE_STATIONS } from './data/great-lakes-shore-stations.ts';
import { STATION_NORMALS } from './data/station-normals.ts';
import type { StationNormals } from './station-normals-types.ts';
import { lapseFPerM, LAPSE_RULES, stationElevationM, waterElevationM } from './terrain.ts';
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
  /**
   * A station on a Great Lakes shore (data/great-lakes-shore-stations.ts) stands only for spots
   * within this distance of it: farther inland, the nearest station off the shore is used when it
   * is no more than `inlandPreferFactor` times as far (Grand Marais on Lake Superior, 96 km, has
   * a lake-chilled spring; Hibbing, 122 km, stands for Basswood Lake in the BWCA)
   */
  shoreStationKm: 40,
  inlandPreferFactor: 1.6,
  /**
   * A station in a cold-air basin (COLD_POOL_STATIONS) stands only for spots this close to it,
   * inside its own basin: Alamosa, on the floor of the San Luis Valley, read for Salida 122 km
   * away across Poncha Pass gave the Arkansas a January 10 °F colder than the valley's own and
   * shelf ice into late April (review 6, fresh.md g10). The San Luis Valley floor is about 120
   * by 70 km, so 60 km from the station covers it.
   */
  coldPoolStationKm: 60,
  /** Days either side of a calendar day pooled across years when normals are made from daily records */
  windowDays: 7,
  basis:
    'NOAA NCEI U.S. Climate Normals 1991-2020 (Arguez et al. 2012, BAMS 93:1687), public domain; bundled as 3-harmonic fits, see packages/scout/src/climate/data/README.md',
} as const;

/**
 * Stations in cold-air basins, where winter air pools on the valley floor: their January normal
 * is at least 6 °F colder than their nearest neighbours' (up to four within 250 km, each moved
 * to the station's height by the lapse rate of climate/terrain.ts) while their July normal is
 * within 4 °F of them, so the cold is an inversion, not the climate of a region. Found by that
 * rule over the 581 lower-48 stations of the bundled normals (climate/terrain.test.ts checks the
 * list against it); the San Luis Valley is the classic case (Alamosa: January 9.4 °F colder,
 * July 1.5).
 */
export const COLD_POOL_STATIONS: ReadonlyMap<string, string> = new Map([
  ['m502', 'Alamosa, San Luis Valley CO'],
  ['m242', 'Montgomery Orange County Airport, Wallkill valley NY'],
  ['m595', 'Lovelock, Humboldt Sink NV'],
]);

/**
 * The bundled sea-surface normals (NOAA ERSST v5, 1991-2020 monthly means on a 2° grid). A grid
 * cell is open ocean; bays, sounds and harbours run colder in winter and warmer in summer, so the
 * spread printed with them is the error measured against NOAA CO-OPS water temperatures at six
 * bay and sound stations (docs/model-card.md, "Estimates past the forecast"), not the spread of
 * the ocean across years. Tests pin it against that measurement
 * (climate/water-estimate-error.test.ts).
 */
export const SEA_CLIMATE_RULES = {
  /** The nearest ocean cell is used only this close to the spot */
  maxCellKm: 300,
  /**
   * The ± a typical sea-surface temperature prints, °F: its RMS error against CO-OPS water
   * temperature at six bay and sound stations was 6.4 °F (bias +1.6; Beaufort, NC, behind the
   * Outer Banks, 10.7), see above
   */
  errorF: 6.5,
  /**
   * The cell's ± widens with its distance from the spot: beyond `fullWithinKm`, this much per
   * 100 km, added (judgement: a cell 130 km off Cape May sat 8 °F warm of the shore in November, one
   * 80 km off Cape Lookout 7-9 °F; six CO-OPS stations are too few to fit the slope)
   */
  fullWithinKm: 50,
  distanceErrorFPer100Km: 2,
  basis:
    'NOAA ERSST v5 long-term monthly mean sea-surface temperature 1991-2020 (Huang et al. 2017, J. Climate 30:8179), public domain; bundled as 3-harmonic fits, see packages/scout/src/climate/data/README.md',
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

/** How a station is named in a source line: the monthly copy has names already in title case. */
function stationLabel(s: StationNormals): string {
  return s.from === 'monthly' ? s.name : titleCase(s.name);
}

/**
 * A station's air normals for a spot `km` away and `riseM` metres below the station (negative:
 * above it): each day moved by the lapse rate of the day (climate/terrain.ts).
 */
function stationAir(s: StationNormals, km: number, riseM: number): AirNormalsF {
  const shift = (series: number[]): number[] =>
    riseM === 0 ? series : series.map((v, t) => Math.round((v + lapseFPerM(t) * riseM) * 10) / 10);
  const meanF = shift(expandHarmonics(s.mean));
  const distanceExtra = (km / 100) * CLIMATE_RULES.distanceErrorFPer100Km;
  const sdF = expandHarmonics(s.sd).map(
    (v) => Math.round(Math.sqrt(Math.max(0, v) ** 2 + distanceExtra ** 2) * 10) / 10,
  );
  return {
    meanF,
    sdF,
    minF: s.min ? shift(expandHarmonics(s.min)) : null,
    maxF: s.max ? shift(expandHarmonics(s.max)) : null,
  };
}

const FT_PER_M = 3.2808;
const feet = (m: number): string =>
  `${(Math.round((m * FT_PER_M) / 10) * 10).toLocaleString('en-US')} ft`;

/**
 * How far the station's air is moved to the water, m (station minus water), or 0 when either
 * elevation is unknown (outside the lower 48, or a station without one).
 */
function stationRiseM(s: StationNormals, lat: number, lon: number): number {
  const station = stationElevationM(s.id);
  const water = waterElevationM(lat, lon);
  if (station === null || water === null) return 0;
  const d = station - water;
  return Math.max(-LAPSE_RULES.maxDiffM, Math.min(LAPSE_RULES.maxDiffM, d));
}

/** The bundled sea-surface normals of the nearest ocean cell within `maxCellKm`, or null. */
function bundledSeaAt(
  lat: number,
  lon: number,
  cells: readonly (readonly number[])[] = SEA_NORMAL_CELLS,
): { sea: DailyNormalsF; source: string; km: number } | null {
  let best: readonly number[] | null = null;
  let bestKm = Infinity;
  for (const c of cells) {
    const km = distanceKm({ lat, lon }, { lat: c[0]!, lon: c[1]! });
    if (km < bestKm) {
      best = c;
      bestKm = km;
    }
  }
  if (!best || bestKm > SEA_CLIMATE_RULES.maxCellKm) return null;
  const R = SEA_CLIMATE_RULES;
  const extra = (Math.max(0, bestKm - R.fullWithinKm) / 100) * R.distanceErrorFPer100Km;
  const sd = Math.round((R.errorF + extra) * 10) / 10;
  const ns = best[0]! >= 0 ? 'N' : 'S';
  const ew = best[1]! >= 0 ? 'E' : 'W';
  return {
    sea: { meanF: expandHarmonics(best.slice(2)), sdF: new Array<number>(366).fill(sd) },
    source: `NOAA ERSST v5 sea-surface normals 1991-2020, open-ocean 2° cell at ${Math.abs(best[0]!)}°${ns} ${Math.abs(best[1]!)}°${ew} (${Math.round(bestKm)} km away)`,
    km: Math.round(bestKm),
  };
}

/**
 * The bundled normals nearest the spot, or null when there are none: air from the nearest NOAA
 * 1991-2020 station within `maxStationKm` (a cold-air basin station only inside its basin, a
 * Great Lakes shore station only near the shore), moved by the lapse rate from the station's
 * elevation to the water's where both are known (climate/terrain.ts); sea surface from the
 * nearest ERSST cell within `SEA_CLIMATE_RULES.maxCellKm` (used only on salt water).
 * `terrain: false` gives the nearest station as it is (the rule before review 6, kept for the
 * before-and-after figures of scripts/evaluate-water-estimates.ts).
 */
export function bundledClimateAt(
  lat: number,
  lon: number,
  stations: readonly StationNormals[] = STATION_NORMALS,
  cells: readonly (readonly number[])[] = SEA_NORMAL_CELLS,
  opts: { terrain?: boolean } = {},
): ClimateNormals | null {
  const terrain = opts.terrain ?? true;
  let best: StationNormals | null = null;
  let bestKm = Infinity;
  let inland: StationNormals | null = null;
  let inlandKm = Infinity;
  for (const s of stations) {
    const km = distanceKm({ lat, lon }, s);
    if (terrain && COLD_POOL_STATIONS.has(s.id) && km > CLIMATE_RULES.coldPoolStationKm) continue;
    if (km < bestKm) {
      best = s;
      bestKm = km;
    }
    if (km < inlandKm && !GREAT_LAKES_SHORE_STATIONS.has(s.id)) {
      inland = s;
      inlandKm = km;
    }
  }
  if (
    best &&
    inland &&
    GREAT_LAKES_SHORE_STATIONS.has(best.id) &&
    bestKm > CLIMATE_RULES.shoreStationKm &&
    inlandKm <= bestKm * CLIMATE_RULES.inlandPreferFactor
  ) {
    best = inland;
    bestKm = inlandKm;
  }
  const station = best && bestKm <= CLIMATE_RULES.maxStationKm ? best : null;
  const sea = bundledSeaAt(lat, lon, cells);
  if (!station && !sea) return null;
  const km = Math.round(bestKm);
  const riseM = station && terrain ? stationRiseM(station, lat, lon) : 0;
  const stationM = station ? stationElevationM(station.id) : null;
  // Under about 100 ft the move is under half a degree: not worth a clause.
  const moved =
    Math.abs(riseM) >= 30 && stationM !== null
      ? `, moved from its ${feet(stationM)} to the water's ~${feet(stationM - riseM)} by the lapse rate`
      : '';
  const airSource = !station
    ? null
    : station.from === 'monthly'
      ? `NOAA 1991-2020 monthly climate normals at ${stationLabel(station)} (${km} km away${moved})`
      : `NOAA 1991-2020 climate normals at ${stationLabel(station)} (${station.id}, ${km} km away${moved})`;
  return {
    air: station ? stationAir(station, bestKm, riseM) : null,
    sea: sea?.sea ?? null,
    airSource,
    seaSource: sea?.source ?? null,
    airDistanceKm: station ? km : null,
    seaDistanceKm: sea?.km ?? null,
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
  // Running sums per calendar day (count, sum, sum of squares; min and max sums), so ten years
  // of records cost one pass and no per-day arrays.
  const n = new Float64Array(DAYS);
  const sum = new Float64Array(DAYS);
  const sq = new Float64Array(DAYS);
  const nMin = new Float64Array(DAYS);
  const sumMin = new Float64Array(DAYS);
  const nMax = new Float64Array(DAYS);
  const sumMax = new Float64Array(DAYS);
  let count = 0;
  for (const r of records) {
    if (r.meanF === null || !Number.isFinite(r.meanF)) continue;
    const t = normalsDayIndex(r.date);
    const v = r.meanF;
    for (let d = -CLIMATE_RULES.windowDays; d <= CLIMATE_RULES.windowDays; d++) {
      const k = (t + d + DAYS) % DAYS;
      n[k]!++;
      sum[k]! += v;
      sq[k]! += v * v;
      if (r.minF != null) {
        nMin[k]!++;
        sumMin[k]! += r.minF;
      }
      if (r.maxF != null) {
        nMax[k]!++;
        sumMax[k]! += r.maxF;
      }
    }
    count++;
  }
  if (count < 300) return null;
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
  const means: (number | null)[] = [];
  const sds: (number | null)[] = [];
  for (let k = 0; k < DAYS; k++) {
    const c = n[k]!;
    if (c < 10) {
      means.push(null);
      sds.push(null);
      continue;
    }
    const m = sum[k]! / c;
    means.push(r1(m));
    sds.push(r1(Math.sqrt(Math.max(0, (sq[k]! - c * m * m) / Math.max(1, c - 1)))));
  }
  const meanF = fill(means);
  const sdF = fill(sds);
  if (!withRange) return { meanF, sdF, minF: null, maxF: null };
  let has = true;
  for (let k = 0; k < DAYS; k++) if (nMin[k]! < 10 || nMax[k]! < 10) has = false;
  return {
    meanF,
    sdF,
    minF: has ? Array.from(sumMin, (v, k) => r1(v / nMin[k]!)) : null,
    maxF: has ? Array.from(sumMax, (v, k) => r1(v / nMax[k]!)) : null,
  };
}

/** Typical value on a date from a normals series. */
export function typicalOn(normals: DailyNormalsF, date: string): { meanF: number; sdF: number } {
  const i = normalsDayIndex(date);
  return { meanF: normals.meanF[i]!, sdF: normals.sdF[i]! };
}
