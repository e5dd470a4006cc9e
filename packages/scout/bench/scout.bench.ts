import { createRequire } from 'node:module';
/**
 * Benchmarks for the science package. Run: npx tsx packages/scout/bench/scout.bench.ts
 * Prints a human-readable line per figure and one machine line: BENCH {json}.
 */
import { readFileSync } from 'node:fs';
import {
  buildReport,
  CLOSURE_SEED,
  COAST_DATA_URL,
  decodeCoast,
  decodeLakes,
  decodeStates,
  isInLake,
  spotGeo,
  US_STATES_DATA_MODULE,
  LAKES_DATA_URL,
  loadTideDatabase,
  writeReport,
} from '../src/index.ts';
import { TAMPA_BAY } from '../src/report/testing/coastal-day.ts';

interface Figure {
  name: string;
  value: number;
  unit: 'ms' | 'MB';
  goal: string;
  pass: boolean;
}

function emit(f: Figure, label: string): void {
  console.log(`${label}: ${f.value} ${f.unit} (goal ${f.goal}) ${f.pass ? 'PASS' : 'FAIL'}`);
  console.log(`BENCH ${JSON.stringify(f)}`);
}

const round = (n: number, d = 2): number => Math.round(n * 10 ** d) / 10 ** d;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const rssBefore = process.memoryUsage().rss;
const t0 = performance.now();
await loadTideDatabase();
const loadMs = performance.now() - t0;
const rssAfter = process.memoryUsage().rss;

emit(
  {
    name: 'tide-database-load',
    value: round(loadMs, 1),
    unit: 'ms',
    goal: '< 2000 ms',
    pass: loadMs < 2000,
  },
  'Tide database load (first import)',
);
emit(
  {
    name: 'tide-database-rss-delta',
    value: round((rssAfter - rssBefore) / 1e6, 1),
    unit: 'MB',
    goal: '< 150 MB',
    pass: rssAfter - rssBefore < 150e6,
  },
  'Resident memory added by the tide database',
);

// A full coastal day: station lookup, sky, solunar, tides, bite scores, report and prose.
const dates = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
let words = 0;
for (let i = 0; i < 30; i++)
  words = writeReport(buildReport({ ...TAMPA_BAY, date: dates[i % dates.length]! })).split(
    /\s+/,
  ).length;
const samples: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  writeReport(buildReport({ ...TAMPA_BAY, date: dates[i % dates.length]! }));
  samples.push(performance.now() - start);
}
const med = median(samples);
emit(
  {
    name: 'coastal-day-report-median',
    value: round(med),
    unit: 'ms',
    goal: '< 20 ms',
    pass: med < 20,
  },
  `Coastal day analysis + written report, median of ${samples.length} after warm-up (${words} words)`,
);
const p95 = [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)]!;
console.log(`  p95 ${round(p95)} ms, min ${round(Math.min(...samples))} ms`);

// An inland lake day with a week of weather (the air-to-water estimate) and a suggested target.
const lakeStart = performance.now();
const lakes = decodeLakes(readFileSync(LAKES_DATA_URL));
const lakeLoadMs = performance.now() - lakeStart;
emit(
  {
    name: 'lakes-data-load',
    value: round(lakeLoadMs, 1),
    unit: 'ms',
    goal: '< 500 ms',
    pass: lakeLoadMs < 500,
  },
  `Lakes data decode (${lakes.lakes.length} lakes, ${round(readFileSync(LAKES_DATA_URL).length / 1e6, 2)} MB file)`,
);
const week = TAMPA_BAY.weather!;
const inland = {
  ...TAMPA_BAY,
  lat: 32.86,
  lon: -96.52,
  placeName: 'Lake Ray Hubbard',
  habitat: null,
  speciesIds: [],
  measuredWater: null,
  weather: week,
};
const inlandSamples: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  const inLake = isInLake(lakes, inland.lat, inland.lon);
  writeReport(buildReport({ ...inland, inLake, date: dates[i % dates.length]! }));
  inlandSamples.push(performance.now() - start);
}
const inlandMed = median(inlandSamples);
emit(
  {
    name: 'inland-lake-day-report-median',
    value: round(inlandMed),
    unit: 'ms',
    goal: '< 20 ms',
    pass: inlandMed < 20,
  },
  'Inland lake day (lake lookup, estimate, suggested targets) + written report, median of 200',
);

// The rules: offline state and coastline (loaded once), a lookup per spot, and a coastal day
// with the spot's geography and the whole closures table.
const geoStart = performance.now();
const geo = {
  coast: decodeCoast(readFileSync(COAST_DATA_URL)),
  states: decodeStates(
    JSON.parse(readFileSync(createRequire(import.meta.url).resolve(US_STATES_DATA_MODULE), 'utf8')),
  ),
};
const geoLoadMs = performance.now() - geoStart;
emit(
  {
    name: 'geo-data-load',
    value: round(geoLoadMs, 1),
    unit: 'ms',
    goal: '< 500 ms',
    pass: geoLoadMs < 500,
  },
  'State boundaries + US coastline decode',
);
const spots: [number, number][] = [
  [27.76, -82.55], [38.95, -76.45], [36.8, -121.95], [30.2, -86.5], [32.86, -96.52], [44.95, -93.09], [61.2, -149.9], [38.33, -74.9],
]; // prettier-ignore
const geoSamples: number[] = [];
for (let i = 0; i < 400; i++) {
  const [lat, lon] = spots[i % spots.length]!;
  const start = performance.now();
  spotGeo(geo, lat, lon);
  geoSamples.push(performance.now() - start);
}
const geoMed = median(geoSamples);
const geoP95 = [...geoSamples].sort((a, b) => a - b)[Math.floor(geoSamples.length * 0.95)]!;
emit(
  {
    name: 'spot-geo-median',
    value: round(geoMed, 3),
    unit: 'ms',
    goal: '< 5 ms',
    pass: geoMed < 5,
  },
  `Spot geography (state, coast distance, sea side) median of ${geoSamples.length}, p95 ${round(geoP95, 2)} ms`,
);
const tampaGeo = spotGeo(geo, TAMPA_BAY.lat, TAMPA_BAY.lon);
const rulesSamples: number[] = [];
for (let i = 0; i < 200; i++) {
  const start = performance.now();
  writeReport(
    buildReport({
      ...TAMPA_BAY,
      date: dates[i % dates.length]!,
      geo: tampaGeo,
      closures: CLOSURE_SEED,
    }),
  );
  rulesSamples.push(performance.now() - start);
}
const rulesMed = median(rulesSamples);
emit(
  {
    name: 'coastal-day-with-rules-median',
    value: round(rulesMed),
    unit: 'ms',
    goal: '< 20 ms',
    pass: rulesMed < 20,
  },
  `Coastal day with geography and ${CLOSURE_SEED.length} closure rows + written report, median of 200`,
);

const rss = process.memoryUsage().rss;
emit(
  {
    name: 'process-rss',
    value: round(rss / 1e6, 1),
    unit: 'MB',
    goal: '< 400 MB',
    pass: rss < 400e6,
  },
  'Resident memory of the process after the runs',
);
