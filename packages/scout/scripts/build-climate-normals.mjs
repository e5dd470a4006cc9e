#!/usr/bin/env node
// Builds the bundled climatology of packages/scout/src/climate/data/:
//   station-normals.ts  NOAA NCEI U.S. Climate Normals 1991-2020 at weather stations, each daily
//                       series reduced to a 3-harmonic fit over the year (7 numbers a series)
//   sea-normals.ts      NOAA ERSST v5 1991-2020 monthly sea-surface normals on its 2° grid around
//                       the US, each cell reduced to the same 3-harmonic fit
// so the bundle stays a few hundred kilobytes. Provenance of every input: src/climate/data/README.md.
//
// Inputs:
//   --alaska            CSV with StationName,AveTemp,AveTempSD,date (DLY-TAVG-NORMAL and STDDEV, 366 days)
//   --alaska-stations   our station list with coordinates (id,name,lat,lon)
//   --monthly           name|lat|lon|TMIN x12|TMAX x12 (MLY-TMIN/TMAX-NORMAL, whole °F)
//   --sst               lat,lon,jan..dec (ERSST v5 long-term monthly means, °C)
//   --lower48           optional JSON with per station tmaxF/tminF/tmaxSdF/tminSdF in 24 half-month
//                       slots; without it the 17 stations of the committed file are carried over
// Usage (from the repository root):
//   node packages/scout/scripts/build-climate-normals.mjs \
//     --alaska normals.csv --alaska-stations packages/scout/scripts/data/alaska-normals-stations.csv \
//     --monthly packages/scout/scripts/data/ncei-monthly-normals-1991-2020.txt \
//     --sst packages/scout/scripts/data/ersst-v5-ltm-1991-2020-us.csv
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '../src/climate/data/station-normals.ts');
const SEA_OUT = path.join(here, '../src/climate/data/sea-normals.ts');
const argOpt = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? null : process.argv[i + 1];
};
const arg = (name) => {
  const v = argOpt(name);
  if (!v) throw new Error(`missing --${name}`);
  return v;
};

const CUMULATIVE = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
const MONTH_LEN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const dayIndex = (month, day) => CUMULATIVE[month - 1] + day - 1;
const HARMONICS = 3;
const PERIOD = 366;
const r2 = (v) => Math.round(v * 100) / 100;

function basis(t) {
  const row = [1];
  for (let k = 1; k <= HARMONICS; k++) {
    const w = (2 * Math.PI * k * t) / PERIOD;
    row.push(Math.cos(w), Math.sin(w));
  }
  return row;
}
const evalFit = (coef, t) => basis(t).reduce((s, b, i) => s + b * coef[i], 0);

/** Least-squares harmonic fit of (day index, value) points: coefficients and RMS error. */
function fit(points) {
  const n = 1 + 2 * HARMONICS;
  const A = Array.from({ length: n }, () => new Array(n + 1).fill(0));
  for (const [t, y] of points) {
    const b = basis(t);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) A[i][j] += b[i] * b[j];
      A[i][n] += b[i] * y;
    }
  }
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k <= n; k++) A[r][k] -= f * A[c][k];
    }
  }
  const coef = A.map((row, i) => row[n] / row[i]);
  let ss = 0;
  for (const [t, y] of points) ss += (evalFit(coef, t) - y) ** 2;
  return { coef, rms: Math.sqrt(ss / points.length) };
}

/**
 * A monthly normal is the mean of the daily normal over the month, which damps harmonic k by
 * sin(x)/x with x = π k L / 366 (L the month's length). Fitting the monthly values at mid-month
 * and dividing each harmonic by that factor recovers the daily curve.
 */
function fitMonthly(values12) {
  const pts = values12.map((v, m) => [CUMULATIVE[m] + (MONTH_LEN[m] - 1) / 2, v]);
  const { coef } = fit(pts);
  const L = 366 / 12;
  const out = [coef[0]];
  for (let k = 1; k <= HARMONICS; k++) {
    const x = (Math.PI * k * L) / PERIOD;
    const damp = Math.sin(x) / x;
    out.push(coef[2 * k - 1] / damp, coef[2 * k] / damp);
  }
  // error against the source: the corrected curve averaged over each month vs the monthly value
  let ss = 0;
  values12.forEach((v, m) => {
    let s = 0;
    for (let d = 0; d < MONTH_LEN[m]; d++) s += evalFit(out, CUMULATIVE[m] + d);
    ss += (s / MONTH_LEN[m] - v) ** 2;
  });
  return { coef: out, rms: Math.sqrt(ss / 12) };
}

const stations = [];
const fitErrors = [];

// Alaska: daily TAVG normal and its standard deviation for 366 calendar days.
const akCoords = new Map(
  fs
    .readFileSync(arg('alaska-stations'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','))
    .map(([id, name, lat, lon]) => [id, { name, lat: Number(lat), lon: Number(lon) }]),
);
const akRows = new Map();
for (const line of fs.readFileSync(arg('alaska'), 'utf8').trim().split('\n').slice(1)) {
  const [, id, mean, sd, date] = line.split(',');
  const [month, day] = date.split('-').map(Number);
  if (!akRows.has(id)) akRows.set(id, []);
  akRows.get(id).push({ t: dayIndex(month, day), mean: Number(mean), sd: Number(sd) });
}
for (const [id, rows] of akRows) {
  const where = akCoords.get(id);
  if (!where) throw new Error(`no coordinates for ${id}`);
  const mean = fit(rows.map((r) => [r.t, r.mean]));
  const sd = fit(rows.map((r) => [r.t, r.sd]));
  fitErrors.push(mean.rms);
  stations.push({
    id,
    name: where.name,
    lat: where.lat,
    lon: where.lon,
    mean: mean.coef.map(r2),
    sd: sd.coef.map(r2),
    min: null,
    max: null,
  });
}

// Lower 48 daily stations: half-month means of the daily TMAX/TMIN normals and their spreads.
const lower48Path = argOpt('lower48');
if (lower48Path) {
  const slotCentre = (slot) => {
    const month = Math.floor(slot / 2) + 1;
    const len = MONTH_LEN[month - 1];
    const centreDay = slot % 2 === 0 ? 8 : (16 + len) / 2;
    return dayIndex(month, 1) + centreDay - 1;
  };
  const lower = JSON.parse(fs.readFileSync(lower48Path, 'utf8'));
  for (const s of lower.stations) {
    const pts = (arr) => arr.map((v, slot) => [slotCentre(slot), v]);
    const max = fit(pts(s.tmaxF));
    const min = fit(pts(s.tminF));
    const mean = fit(pts(s.tmaxF.map((v, i) => (v + s.tminF[i]) / 2)));
    // The spread of the daily mean is at most the mean of the max and min spreads (they move
    // together); NOAA's DLY-TAVG-STDDEV was not in this copy, so this is the conservative bound.
    const sd = fit(pts(s.tmaxSdF.map((v, i) => (v + s.tminSdF[i]) / 2)));
    fitErrors.push(mean.rms);
    stations.push({
      id: s.id,
      name: s.name.replace(/ US$/, ''),
      lat: s.lat,
      lon: s.lng,
      mean: mean.coef.map(r2),
      sd: sd.coef.map(r2),
      min: min.coef.map(r2),
      max: max.coef.map(r2),
    });
  }
} else {
  // Carried over from the committed file: their input is readable only through a code index.
  const src = fs.readFileSync(OUT, 'utf8');
  const prev = JSON.parse(src.slice(src.indexOf('= [') + 2, src.lastIndexOf(';')));
  for (const s of prev) if (s.min && s.from !== 'monthly') stations.push({ ...s, from: undefined });
}

const daily = stations.slice();
const expand = (coef) => Array.from({ length: PERIOD }, (_, t) => evalFit(coef, t));

/**
 * Spread of the daily mean across years for stations published without it (the monthly
 * normals): a linear model fitted on the daily stations that carry NOAA's spread, in the
 * day's typical temperature, the station's annual mean and annual range, the season and
 * whether the spread was bounded from TMAX/TMIN (evaluated as bounded, the conservative side).
 */
function sdModel() {
  const X = [];
  const Y = [];
  for (const s of daily) {
    const m = expand(s.mean);
    const sd = expand(s.sd);
    const annual = m.reduce((a, b) => a + b, 0) / PERIOD;
    const range = Math.max(...m) - Math.min(...m);
    for (let t = 0; t < PERIOD; t += 5) {
      const w = (2 * Math.PI * t) / PERIOD;
      X.push([1, m[t], range, annual, Math.cos(w), Math.sin(w), s.min ? 1 : 0]);
      Y.push(sd[t]);
    }
  }
  const n = X[0].length;
  const A = Array.from({ length: n }, () => new Array(n + 1).fill(0));
  X.forEach((x, i) => {
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) A[a][b] += x[a] * x[b];
      A[a][n] += x[a] * Y[i];
    }
  });
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k <= n; k++) A[r][k] -= f * A[c][k];
    }
  }
  const b = A.map((row, i) => row[n] / row[i]);
  const predict = (x) => x.reduce((s, v, j) => s + v * b[j], 0);
  const rms = Math.sqrt(X.reduce((s, x, i) => s + (predict(x) - Y[i]) ** 2, 0) / X.length);
  return { b, rms, predict };
}
const model = sdModel();

const distanceKm = (a, b) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

// Monthly TMIN/TMAX normals: daily curves from the monthly values, spread from the model.
const monthlyErrors = [];
let skipped = 0;
for (const line of fs.readFileSync(arg('monthly'), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [name, lat, lon, tminS, tmaxS] = line.split('|');
  const where = { lat: Number(lat), lon: Number(lon) };
  // a station with NOAA's own daily series within 25 km wins: it carries the published spread
  if (daily.some((d) => distanceKm(d, where) < 25)) {
    skipped++;
    continue;
  }
  const tmin = tminS.split(' ').map(Number);
  const tmax = tmaxS.split(' ').map(Number);
  if (tmin.length !== 12 || tmax.length !== 12) throw new Error(`bad line: ${line}`);
  const min = fitMonthly(tmin);
  const max = fitMonthly(tmax);
  const mean = fitMonthly(tmin.map((v, i) => (v + tmax[i]) / 2));
  monthlyErrors.push(mean.rms);
  const m = expand(mean.coef);
  const annual = m.reduce((a, b) => a + b, 0) / PERIOD;
  const range = Math.max(...m) - Math.min(...m);
  const sdPoints = m.map((v, t) => {
    const w = (2 * Math.PI * t) / PERIOD;
    return [t, Math.max(2, model.predict([1, v, range, annual, Math.cos(w), Math.sin(w), 1]))];
  });
  stations.push({
    id: `m${stations.length}`,
    name,
    lat: where.lat,
    lon: where.lon,
    mean: mean.coef.map(r2),
    sd: fit(sdPoints).coef.map(r2),
    min: min.coef.map(r2),
    max: max.coef.map(r2),
    from: 'monthly',
  });
}

stations.sort((a, b) => a.lat - b.lat || a.lon - b.lon);
stations.forEach((s) => {
  if (s.from === undefined) delete s.from;
});
const worst = Math.max(...fitErrors);
const body = `// Generated by packages/scout/scripts/build-climate-normals.mjs: do not edit by hand.
// NOAA NCEI U.S. Climate Normals 1991-2020 (public domain), ${stations.length} stations, each daily
// series as a 3-harmonic fit over a 366-day year (°F): [a0, a1, b1, a2, b2, a3, b3].
// ${daily.length} stations from NOAA's daily normals (fit RMS up to ${worst.toFixed(2)} °F), ${stations.length - daily.length} from its monthly
// TMIN/TMAX normals (fit RMS up to ${Math.max(...monthlyErrors).toFixed(2)} °F; spread modelled, RMS ${model.rms.toFixed(2)} °F). Provenance: ./README.md
import type { StationNormals } from '../station-normals-types.ts';

export const STATION_NORMALS: StationNormals[] = ${JSON.stringify(stations)};
`;
fs.writeFileSync(OUT, body);

// Sea-surface normals: ERSST v5 long-term monthly means (°C) on the 2° grid.
const cells = [];
const seaErrors = [];
const GREAT_LAKES = (lat, lon) => lat >= 41 && lat <= 49.5 && lon >= -93 && lon <= -75;
const sstLines = fs.readFileSync(arg('sst'), 'utf8').trim().split('\n').slice(1);
for (const line of sstLines) {
  const [lat, lon, ...months] = line.split(',').map(Number);
  if (GREAT_LAKES(lat, lon)) continue; // ERSST carries a few Great Lakes cells: fresh water
  const f = fitMonthly(months.map((c) => (c * 9) / 5 + 32));
  seaErrors.push(f.rms);
  cells.push([lat, lon, ...f.coef.map((v) => Math.round(v * 10) / 10)]);
}
const seaBody = `// Generated by packages/scout/scripts/build-climate-normals.mjs: do not edit by hand.
// NOAA ERSST v5 long-term monthly mean sea-surface temperature 1991-2020 (public domain), ${cells.length}
// ocean cells of its 2° grid around the US, each as [lat, lon, a0, a1, b1, a2, b2, a3, b3]: a
// 3-harmonic fit over a 366-day year in °F (fit RMS up to ${Math.max(...seaErrors).toFixed(2)} °F). Provenance: ./README.md
export const SEA_NORMAL_CELLS: readonly (readonly number[])[] = ${JSON.stringify(cells)};
`;
fs.writeFileSync(SEA_OUT, seaBody);

process.stderr.write(
  `wrote ${OUT}: ${stations.length} stations (${daily.length} daily, ${stations.length - daily.length} monthly, ${skipped} monthly skipped near a daily one); ` +
    `daily fit RMS worst ${worst.toFixed(2)} °F; monthly fit RMS worst ${Math.max(...monthlyErrors).toFixed(2)} °F, mean ${(monthlyErrors.reduce((a, b) => a + b, 0) / monthlyErrors.length).toFixed(2)} °F; ` +
    `spread model RMS ${model.rms.toFixed(2)} °F (coefficients ${model.b.map((v) => v.toFixed(3)).join(', ')})\n` +
    `wrote ${SEA_OUT}: ${cells.length} cells, fit RMS worst ${Math.max(...seaErrors).toFixed(2)} °F\n`,
);
