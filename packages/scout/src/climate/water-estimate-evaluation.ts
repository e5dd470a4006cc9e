/**
 * Measures the water-temperature estimates past the forecast against real measured water
 * temperatures (used by climate/water-estimate-error.test.ts and
 * scripts/evaluate-water-estimates.ts; the figures go into docs/model-card.md):
 *
 * - salt water: the bundled sea-surface normals against NOAA CO-OPS water temperature at six bay
 *   and sound stations (daily means per calendar day over 15-33 years, with each day's record high
 *   and low daily mean, from which the spread across years is estimated);
 * - fresh water: the climatology path (typical air at the nearest bundled station, the 7-day
 *   stream window, the air-to-water relation) against USGS daily mean stream temperatures at 410
 *   GAGES-II sites, water years 2016-2020, summarised per site and month (mean and spread of the
 *   daily values). Sites with a major dam within 25 km upstream count as tailwaters.
 *
 * Each estimate is what a report prints for that date with no forecast and no network: the value
 * and its ±. The error of a day is estimate minus measured; RMS combines the bias of the estimate
 * against the measured mean with the measured day-to-day spread (so a perfect climatology still
 * scores the spread of real days around it).
 */
import type { WaterKind } from '@anglerscout/contracts';
import { addDays, airRecord } from './air-record.ts';
import { STATION_NORMALS } from './data/station-normals.ts';
import { bundledClimateAt, CLIMATE_RULES, distanceKm, typicalOn } from './normals.ts';
import { stationElevationM, waterElevationM } from './terrain.ts';
import { regionFor } from '../species/region.ts';
import { resolveWaterTemp, SHALLOW_SALT, shallowSaltBlendF } from '../water/water-temperature.ts';

const CUMULATIVE = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
/** A leap-year date for a 366-day calendar index (the estimate depends on the calendar day only). */
export function dateOfIndex(t: number): string {
  let m = 11;
  while (CUMULATIVE[m]! > t) m--;
  const d = t - CUMULATIVE[m]! + 1;
  return `2024-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Expected range of n draws from a normal distribution, in standard deviations (Tippett 1925;
 * the d2 constant of control charts): the spread across years is (record high - record low) / d2.
 */
export function expectedRange(n: number): number {
  const table: [number, number][] = [
    [2, 1.128],
    [5, 2.326],
    [10, 3.078],
    [15, 3.472],
    [20, 3.735],
    [25, 3.931],
    [30, 4.086],
    [40, 4.322],
  ];
  if (n <= 2) return table[0]![1];
  for (let i = 1; i < table.length; i++) {
    const [n1, d1] = table[i - 1]!;
    const [n2, d2] = table[i]!;
    if (n <= n2) return d1 + ((d2 - d1) * (n - n1)) / (n2 - n1);
  }
  return table.at(-1)![1];
}

export interface ErrorSummary {
  /** which water, in words */
  kind: string;
  places: number;
  /** place-days (or place-months) compared */
  samples: number;
  /** mean of estimate minus measured, °F */
  biasF: number;
  /** root mean square of estimate minus a measured day, °F */
  rmsF: number;
  /**
   * root mean square of estimate minus the measured mean (of the calendar day or the month):
   * the climatology's own error, without the day-to-day weather no climatology can know, °F
   */
  meanRmsF: number;
  /** share of measured days inside the printed ± (normal reading of the measured spread) */
  withinPrinted: number;
  /** the ± the report prints, median over the samples */
  printedErrorF: number;
  /** samples where no estimate could be made (no bundled normals within reach) */
  missing: number;
}

export interface CoopsRow {
  station: string;
  name: string;
  lat: number;
  lon: number;
  day: number;
  meanF: number;
  highF: number;
  lowF: number;
  years: number;
}

export interface UsgsRow {
  site: string;
  lat: number;
  lon: number;
  majorDamKm: number | null;
  month: number;
  n: number;
  meanF: number;
  sdF: number;
}

/** Normal cumulative distribution (Abramowitz & Stegun 7.1.26 via erf). */
function phi(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Share of a normal(mean, sd) measured distribution inside estimate ± printed. */
function coverage(estimate: number, printed: number, mean: number, sd: number): number {
  if (sd <= 0) return Math.abs(estimate - mean) <= printed ? 1 : 0;
  return phi((estimate + printed - mean) / sd) - phi((estimate - printed - mean) / sd);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

function summarise(
  kind: string,
  samples: { est: number; printed: number; mean: number; sd: number; place: string }[],
  missing: number,
): ErrorSummary {
  const n = samples.length;
  const bias = samples.reduce((s, x) => s + (x.est - x.mean), 0) / n;
  const ms = samples.reduce((s, x) => s + (x.est - x.mean) ** 2 + x.sd ** 2, 0) / n;
  const within = samples.reduce((s, x) => s + coverage(x.est, x.printed, x.mean, x.sd), 0) / n;
  return {
    kind,
    places: new Set(samples.map((x) => x.place)).size,
    samples: n,
    biasF: Math.round(bias * 10) / 10,
    rmsF: Math.round(Math.sqrt(ms) * 10) / 10,
    meanRmsF:
      Math.round(Math.sqrt(samples.reduce((s, x) => s + (x.est - x.mean) ** 2, 0) / n) * 10) / 10,
    withinPrinted: Math.round(within * 100) / 100,
    printedErrorF: median(samples.map((x) => x.printed)),
    missing,
  };
}

/**
 * The bundled estimate against CO-OPS bay and sound stations, each read as the kind of water it
 * is (COOPS_KINDS): `kinds` limits the stations, `seaOnly` reads every one as open water (the
 * estimate before the shallow-bay blend).
 */
export function evaluateSea(
  rows: readonly CoopsRow[],
  opts: { kinds?: readonly WaterKind[]; seaOnly?: boolean; label?: string } = {},
): ErrorSummary {
  const samples: { est: number; printed: number; mean: number; sd: number; place: string }[] = [];
  let missing = 0;
  const climateOf = new Map<string, ReturnType<typeof bundledClimateAt>>();
  for (const r of rows) {
    const kind = COOPS_KINDS[r.station] ?? null;
    if (opts.kinds && (!kind || !opts.kinds.includes(kind))) continue;
    if (!climateOf.has(r.station)) climateOf.set(r.station, bundledClimateAt(r.lat, r.lon));
    const climate = climateOf.get(r.station) ?? null;
    const w = resolveWaterTemp({
      habitat: 'salt',
      date: dateOfIndex(r.day),
      climate,
      waterKind: opts.seaOnly ? null : kind,
      region: regionFor(r.lat, r.lon),
    });
    if (!w || w.errorF === null) {
      missing++;
      continue;
    }
    samples.push({
      est: w.tempF,
      printed: w.errorF,
      mean: r.meanF,
      sd: (r.highF - r.lowF) / expectedRange(r.years),
      place: r.station,
    });
  }
  return summarise(opts.label ?? 'salt water: bays and sounds (CO-OPS)', samples, missing);
}

export interface HeldOutStation {
  station: string;
  name: string;
  /** RMS of the sea-surface normal alone (the estimate before the blend), °F */
  seaOnlyRmsF: number;
  /** RMS of the blend with the committed parameters (fitted on all shallow stations), °F */
  blendRmsF: number;
  /** parameters fitted on the other shallow stations, and the RMS they give on this one */
  fit: { airShare: number; tauDays: number };
  heldOutRmsF: number;
}

/**
 * Leave-one-station-out check of the shallow-bay blend (SHALLOW_SALT): for each shallow station,
 * airShare (0-1 by 0.05) and tau (1, 2, 3, 5, 8, 12 days) are fitted on the other shallow
 * stations and the RMS is measured on the one left out. RMS as in `summarise` (bias against the
 * measured daily mean plus the measured spread across years).
 */
export function shallowHeldOut(rows: readonly CoopsRow[]): HeldOutStation[] {
  const shallow = [
    ...new Set(
      rows
        .filter((r) => {
          const k = COOPS_KINDS[r.station];
          return k !== undefined && SHALLOW_SALT.kinds.includes(k);
        })
        .map((r) => r.station),
    ),
  ];
  type Day = { record: ReturnType<typeof airRecord>; sea: number; mean: number; sd: number };
  const days = new Map<string, Day[]>();
  for (const s of shallow) {
    const mine = rows.filter((r) => r.station === s);
    const climate = bundledClimateAt(mine[0]!.lat, mine[0]!.lon)!;
    days.set(
      s,
      mine.map((r) => {
        const date = dateOfIndex(r.day);
        return {
          record: airRecord([], climate, addDays(date, 1 - SHALLOW_SALT.days), date),
          sea: typicalOn(climate.sea!, date).meanF,
          mean: r.meanF,
          sd: (r.highF - r.lowF) / expectedRange(r.years),
        };
      }),
    );
  }
  const rms = (xs: Day[], p: { airShare: number; tauDays: number } | null): number =>
    Math.sqrt(
      xs.reduce(
        (q, x) =>
          q +
          (Math.round(p ? shallowSaltBlendF(x.record, x.sea, p) : x.sea) - x.mean) ** 2 +
          x.sd ** 2,
        0,
      ) / xs.length,
    );
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return shallow.map((s) => {
    const train = shallow.filter((o) => o !== s).flatMap((o) => days.get(o)!);
    let best = { airShare: 0, tauDays: 1, r: Infinity };
    for (const tauDays of [1, 2, 3, 5, 8, 12])
      for (let i = 0; i <= 20; i++) {
        const p = { airShare: i / 20, tauDays };
        const r = rms(train, p);
        if (r < best.r) best = { ...p, r };
      }
    const mine = days.get(s)!;
    return {
      station: s,
      name: rows.find((r) => r.station === s)!.name,
      seaOnlyRmsF: r1(rms(mine, null)),
      blendRmsF: r1(rms(mine, SHALLOW_SALT)),
      fit: { airShare: best.airShare, tauDays: best.tauDays },
      heldOutRmsF: r1(rms(mine, best)),
    };
  });
}

/**
 * The fresh-water climatology path against USGS stream gauges, rivers and tailwaters apart, and
 * the free-flowing rivers whose nearest station stands more than `farM` above or below the
 * water (a gauge 300 m below its station reads about 3.5 °F warmer air). `terrain: false`
 * measures the station air as it was before the elevation correction (climate/normals.ts).
 */
export function evaluateFresh(
  rows: readonly UsgsRow[],
  opts: { terrain?: boolean; farM?: number } = {},
): ErrorSummary[] {
  const terrain = opts.terrain ?? true;
  const farM = opts.farM ?? 300;
  const river: { est: number; printed: number; mean: number; sd: number; place: string }[] = [];
  const tail: typeof river = [];
  const far: typeof river = [];
  let missingRiver = 0;
  let missingTail = 0;
  const climateOf = new Map<string, ReturnType<typeof bundledClimateAt>>();
  const farOf = new Map<string, boolean>();
  for (const r of rows) {
    const isTail = r.majorDamKm !== null && r.majorDamKm >= 0 && r.majorDamKm <= 25;
    if (!climateOf.has(r.site)) {
      climateOf.set(r.site, bundledClimateAt(r.lat, r.lon, undefined, undefined, { terrain }));
      const station = nearestStationRise(r.lat, r.lon);
      farOf.set(r.site, station !== null && Math.abs(station) > farM);
    }
    const climate = climateOf.get(r.site) ?? null;
    const estimates: { tempF: number; errorF: number }[] = [];
    const first = CUMULATIVE[r.month - 1]!;
    const last = r.month === 12 ? 365 : CUMULATIVE[r.month]! - 1;
    for (let t = first; t <= last; t += 3) {
      const w = resolveWaterTemp({
        habitat: 'fresh',
        date: dateOfIndex(t),
        climate,
        waterBody: 'river',
      });
      if (w && w.errorF !== null) estimates.push({ tempF: w.tempF, errorF: w.errorF });
    }
    if (!estimates.length) {
      if (isTail) missingTail++;
      else missingRiver++;
      continue;
    }
    const est = estimates.reduce((s, e) => s + e.tempF, 0) / estimates.length;
    const printed = median(estimates.map((e) => e.errorF));
    const sample = { est, printed, mean: r.meanF, sd: r.sdF, place: r.site };
    (isTail ? tail : river).push(sample);
    if (!isTail && farOf.get(r.site)) far.push(sample);
  }
  const label = terrain ? '' : ', station air as it is';
  return [
    summarise(
      `rivers and streams (USGS, no major dam within 25 km upstream${label})`,
      river,
      missingRiver,
    ),
    summarise(`tailwaters (USGS, major dam within 25 km upstream${label})`, tail, missingTail),
    summarise(
      `rivers and streams ${farM} m or more above or below their nearest station${label}`,
      far,
      0,
    ),
  ];
}

/** Station minus water elevation (m) for the station the unadjusted rule picks, or null. */
function nearestStationRise(lat: number, lon: number): number | null {
  let best: (typeof STATION_NORMALS)[number] | null = null;
  let bestKm = Infinity;
  for (const s of STATION_NORMALS) {
    const km = distanceKm({ lat, lon }, s);
    if (km < bestKm) {
      best = s;
      bestKm = km;
    }
  }
  if (!best || bestKm > CLIMATE_RULES.maxStationKm) return null;
  const station = stationElevationM(best.id);
  const water = waterElevationM(lat, lon);
  return station === null || water === null ? null : station - water;
}

/** Parses the committed CO-OPS file (scripts/data/coops-water-daily-climatology.csv). */
export function parseCoops(
  csv: string,
  coords: Record<string, { lat: number; lon: number }>,
): CoopsRow[] {
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .filter((f) => f[3] !== '' && f[4] !== '' && f[5] !== '')
    .map((f) => {
      const where = coords[f[0]!];
      if (!where) throw new Error(`no coordinates for CO-OPS ${f[0]}`);
      return {
        station: f[0]!,
        name: f[1]!,
        lat: where.lat,
        lon: where.lon,
        day: Number(f[2]),
        meanF: Number(f[3]),
        highF: Number(f[4]),
        lowF: Number(f[5]),
        years: Number(f[6]),
      };
    });
}

/** Parses the committed USGS file (scripts/data/usgs-stream-temperature-monthly-2016-2020.csv). */
export function parseUsgs(csv: string): UsgsRow[] {
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map((f) => ({
      site: f[1]!,
      lat: Number(f[2]),
      lon: Number(f[3]),
      majorDamKm: Number(f[4]) < 0 ? null : Number(f[4]),
      month: Number(f[5]),
      n: Number(f[6]),
      meanF: Number(f[7]),
      sdF: Number(f[8]),
    }));
}

/**
 * CO-OPS station positions as the NOAA station pages give them
 * (https://tidesandcurrents.noaa.gov/stationhome.html?id=<id>), read from the Neaps tide database
 * this project already depends on (@neaps/tide-database), rounded to 0.001°.
 */
/**
 * The kind of water at each CO-OPS station, read from its NOAA station page and chart: St. Louis
 * Bay is 1-3 m deep; Beaufort's gauge is on Taylors Creek in the shallow sounds behind the Outer
 * Banks; Virginia Key is on Biscayne Bay, a shallow lagoon; Lewes is the Breakwater Harbor at the
 * mouth of Delaware Bay; Newport is the deep mouth of Narragansett Bay on a rocky shore; Woods
 * Hole is a tidal strait between Vineyard Sound and Buzzards Bay.
 */
const COOPS_KINDS: Record<string, WaterKind> = {
  '8656483': 'estuary',
  '8557380': 'inlet-jetty',
  '8452660': 'rocky-coast',
  '8447930': 'inlet-jetty',
  '8723214': 'bay-flats',
  '8747437': 'bay-flats',
};

export const COOPS_STATIONS: Record<string, { lat: number; lon: number }> = {
  '8656483': { lat: 34.717, lon: -76.671 }, // Beaufort, NC (Duke Marine Lab, Taylors Creek)
  '8557380': { lat: 38.783, lon: -75.119 }, // Lewes (Breakwater Harbor), DE: Delaware Bay mouth
  '8452660': { lat: 41.504, lon: -71.326 }, // Newport, RI: Narragansett Bay
  '8447930': { lat: 41.524, lon: -70.671 }, // Woods Hole (Oceanographic Institution), MA
  '8723214': { lat: 25.731, lon: -80.162 }, // Virginia Key, FL: Biscayne Bay
  '8747437': { lat: 30.326, lon: -89.326 }, // St. Louis Bay entrance (Bay Waveland), MS
};

export interface CoastalHeldOut {
  station: string;
  name: string;
  /** RMS of the estimate a report printed before the coastal-water rule (nearest ERSST cell, or the shallow blend for a shallow station), °F */
  beforeRmsF: number;
  /** its printed ±, median */
  beforePrintedF: number;
  /**
   * RMS when the station is held out and its water is read from the nearest other station within
   * `neighbourKm` (the coastal-water rule with that station's curve), or null when none is that near
   */
  neighbourRmsF: number | null;
  neighbour: string | null;
}

/**
 * Held-out check of the coastal-water rule (climate/coastal-waters.ts): each CO-OPS station is
 * left out and predicted, before, by what a report printed without the rule, and after, by the
 * climatology of the nearest other station within `neighbourKm` (the closest the six bundled
 * stations come to one water read from another's record). RMS as in `summarise`.
 */
export function coastalHeldOut(rows: readonly CoopsRow[], neighbourKm = 60): CoastalHeldOut[] {
  const ids = [...new Set(rows.map((r) => r.station))];
  const km = (a: CoopsRow, b: CoopsRow): number => {
    const toRad = (d: number) => (d * Math.PI) / 180;
    const h =
      Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
      Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lon - a.lon) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };
  return ids.map((id) => {
    const mine = rows.filter((r) => r.station === id);
    const first = mine[0]!;
    const before = evaluateSea(mine);
    const others = ids
      .filter((x) => x !== id)
      .map((x) => rows.find((r) => r.station === x)!)
      .filter((r) => km(first, r) <= neighbourKm)
      .sort((a, b) => km(first, a) - km(first, b));
    const near = others[0] ?? null;
    let neighbourRmsF: number | null = null;
    if (near) {
      const theirs = new Map(rows.filter((r) => r.station === near.station).map((r) => [r.day, r]));
      let ss = 0;
      let n = 0;
      for (const r of mine) {
        const t = theirs.get(r.day);
        if (!t) continue;
        const sd = (r.highF - r.lowF) / expectedRange(r.years);
        ss += (t.meanF - r.meanF) ** 2 + sd ** 2;
        n++;
      }
      neighbourRmsF = Math.round(Math.sqrt(ss / n) * 10) / 10;
    }
    return {
      station: id,
      name: first.name,
      beforeRmsF: before.rmsF,
      beforePrintedF: before.printedErrorF,
      neighbourRmsF,
      neighbour: near ? near.name : null,
    };
  });
}
