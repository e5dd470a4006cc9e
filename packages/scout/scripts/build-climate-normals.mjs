#!/usr/bin/env node
// Builds packages/scout/src/climate/data/station-normals.ts: NOAA NCEI U.S. Climate Normals
// 1991-2020 for the stations we could read here, each daily series reduced to a 3-harmonic fit
// over the year (7 numbers a series), so the bundled file stays a few kilobytes.
//
// Inputs (NOAA normals, public domain; see src/climate/data/README.md for where each copy came from):
//   --alaska   CSV with StationName,AveTemp,AveTempSD,date (DLY-TAVG-NORMAL, DLY-TAVG-STDDEV, 366 days)
//   --alaska-stations  our station list with coordinates (id,name,lat,lon)
//   --lower48  JSON with per station tmaxF/tminF/tmaxSdF/tminSdF in 24 half-month slots
//              (DLY-TMAX/TMIN-NORMAL and STDDEV averaged over each half month)
// Usage:
//   node packages/scout/scripts/build-climate-normals.mjs --alaska A.csv --alaska-stations S.csv \
//     --lower48 L.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, '../src/climate/data/station-normals.ts');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) throw new Error(`missing --${name}`);
  return process.argv[i + 1];
};

const CUMULATIVE = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
const MONTH_LEN = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const dayIndex = (month, day) => CUMULATIVE[month - 1] + day - 1;
const HARMONICS = 3;
const PERIOD = 366;

function basis(t) {
  const row = [1];
  for (let k = 1; k <= HARMONICS; k++) {
    const w = (2 * Math.PI * k * t) / PERIOD;
    row.push(Math.cos(w), Math.sin(w));
  }
  return row;
}

/** Least-squares harmonic fit of (day index, value) points: returns coefficients and RMS error. */
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
  for (const [t, y] of points) {
    const v = basis(t).reduce((s, b, i) => s + b * coef[i], 0);
    ss += (v - y) ** 2;
  }
  return { coef: coef.map((c) => Math.round(c * 100) / 100), rms: Math.sqrt(ss / points.length) };
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
    mean: mean.coef,
    sd: sd.coef,
    min: null,
    max: null,
  });
}

// Lower 48: half-month means of the daily TMAX/TMIN normals and their standard deviations.
const slotCentre = (slot) => {
  const month = Math.floor(slot / 2) + 1;
  const len = MONTH_LEN[month - 1];
  const centreDay = slot % 2 === 0 ? 8 : (16 + len) / 2;
  return dayIndex(month, 1) + centreDay - 1;
};
const lower = JSON.parse(fs.readFileSync(arg('lower48'), 'utf8'));
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
    mean: mean.coef,
    sd: sd.coef,
    min: min.coef,
    max: max.coef,
  });
}

stations.sort((a, b) => a.id.localeCompare(b.id));
const worst = Math.max(...fitErrors);
const body = `// Generated by packages/scout/scripts/build-climate-normals.mjs: do not edit by hand.
// NOAA NCEI U.S. Climate Normals 1991-2020 (public domain), ${stations.length} stations, each daily
// series as a 3-harmonic fit over a 366-day year (°F): [a0, a1, b1, a2, b2, a3, b3].
// Fit error against the source values: RMS up to ${worst.toFixed(2)} °F (mean series). Provenance: ./README.md
import type { StationNormals } from '../station-normals-types.ts';

export const STATION_NORMALS: StationNormals[] = ${JSON.stringify(stations)};
`;
fs.writeFileSync(OUT, body);
process.stderr.write(
  `wrote ${OUT}: ${stations.length} stations, worst RMS fit error ${worst.toFixed(2)} °F, mean ${(fitErrors.reduce((a, b) => a + b, 0) / fitErrors.length).toFixed(2)} °F\n`,
);
