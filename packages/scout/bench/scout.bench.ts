/**
 * Benchmarks for the science package. Run: npx tsx packages/scout/bench/scout.bench.ts
 * Prints a human-readable line per figure and one machine line: BENCH {json}.
 */
import { readFileSync } from 'node:fs';
import {
  buildReport,
  decodeLakes,
  isInLake,
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
