// Reports past the forecast (60 days ahead) through the real report engine on the embedded
// database (PGlite) with the fake providers, timed end to end (conditions, climatology, science,
// the built-in writer):
//   cold: every spot new (empty cache: one archive call per climate cell);
//   cold offline: the climate archive failing, so the bundled NOAA normals are used;
//   warm: the same spots again (goal: no outside call at all).
// Goals: p95 under 300 ms cold and warm. Also the bundled climatology's size on disk (<= 5 MB)
// and its memory in the server (<= 30 MB), measured in a fresh process.
// Run: npx tsx apps/server/bench/climatology.bench.ts (or `npm run bench climatology`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, report, ROOT } from '../../../bench/support.ts';
import { createServices } from '../src/compose.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { createLogger } from '../src/logger.ts';
import type { Providers } from '../src/providers/index.ts';
import { ProviderError } from '../src/providers/shared/provider-error.ts';
import { scoutReportEngine } from '../src/services/reports/scout-report-engine.ts';
import { addCalendarDays } from '../src/lib/primitives/calendar-date.ts';

const SPOTS = [
  {
    name: 'Mille Lacs Lake, MN',
    latitude: 46.23,
    longitude: -93.65,
    habitat: 'fresh',
    species: 'walleye',
  },
  {
    name: 'Lake Lanier, GA',
    latitude: 34.2,
    longitude: -83.95,
    habitat: 'fresh',
    species: 'largemouth-bass',
  },
  { name: 'Kenai River, AK', latitude: 60.49, longitude: -151.06, habitat: 'fresh', species: null },
  {
    name: 'Lake Texoma, OK',
    latitude: 33.9,
    longitude: -96.7,
    habitat: 'fresh',
    species: 'striped-bass',
  },
  { name: 'Flaming Gorge, UT', latitude: 41.0, longitude: -109.5, habitat: 'fresh', species: null },
  {
    name: 'Lake Okeechobee, FL',
    latitude: 26.95,
    longitude: -80.8,
    habitat: 'fresh',
    species: 'largemouth-bass',
  },
  {
    name: 'Galveston Jetties, TX',
    latitude: 29.33,
    longitude: -94.69,
    habitat: 'salt',
    species: 'red-drum',
  },
  {
    name: 'Tampa Bay, FL',
    latitude: 27.7,
    longitude: -82.6,
    habitat: 'salt',
    species: 'common-snook',
  },
  {
    name: 'Chesapeake Bay, MD',
    latitude: 38.98,
    longitude: -76.48,
    habitat: 'salt',
    species: 'striped-bass',
  },
  { name: 'Puget Sound, WA', latitude: 47.6, longitude: -122.4, habitat: 'salt', species: null },
  {
    name: 'Montauk, NY',
    latitude: 41.07,
    longitude: -71.9,
    habitat: 'salt',
    species: 'striped-bass',
  },
  {
    name: 'Oahu south shore, HI',
    latitude: 21.28,
    longitude: -157.85,
    habitat: 'salt',
    species: null,
  },
] as const;

/** Every outside-service provider wrapped so each call is counted (cache and bundled data are not). */
function counting(
  base: Providers,
  failClimate: boolean,
): { providers: Providers; calls: () => number } {
  let calls = 0;
  const wrap = <T extends object>(o: T, fail = false): T =>
    new Proxy(o, {
      get(target, key, receiver) {
        const v = Reflect.get(target, key, receiver) as unknown;
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          calls++;
          if (fail)
            return Promise.reject(
              new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'open-meteo-climate', 'HTTP 503'),
            );
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  return {
    providers: {
      ...base,
      weather: wrap(base.weather),
      climate: wrap(base.climate, failClimate),
      water: wrap(base.water),
      coast: wrap(base.coast),
      places: wrap(base.places),
    },
    calls: () => calls,
  };
}

/** Each spot and two neighbours 0.5° away (other climate cells, so each is cold the first time). */
const ALL = SPOTS.flatMap((s) =>
  [0, 0.5, -0.5].map((d) => ({
    ...s,
    latitude: s.latitude + (s.habitat === 'fresh' ? d : 0),
    longitude: s.longitude + (s.habitat === 'salt' ? d : 0),
  })),
);

async function timeReports(
  engine: ReturnType<typeof scoutReportEngine>,
  rounds: number,
  spots: readonly (typeof ALL)[number][] = ALL,
): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const spot of spots) {
      const t0 = performance.now();
      const timeZone = engine.timeZoneFor(spot.latitude, spot.longitude);
      const date = addCalendarDays(engine.todayIn(timeZone, new Date()), 60);
      const input = {
        location: { name: spot.name, latitude: spot.latitude, longitude: spot.longitude },
        date,
        species: spot.species ?? undefined,
        fishingType: 'boat' as const,
        baitType: 'live' as const,
        habitat: spot.habitat,
      };
      const conditions = await engine.gatherConditions({
        latitude: spot.latitude,
        longitude: spot.longitude,
        date,
        timeZone,
        habitat: spot.habitat,
      });
      if (!conditions.climate) throw new Error(`no climatology for ${spot.name}`);
      const out = engine.analyse({ conditions, input, timeZone, localIntel: null } as never);
      if (!/typical/.test(JSON.stringify(out.structured.conditions ?? out.structured)))
        throw new Error(`${spot.name}: the report is not planned from the climatology`);
      engine.writeBuiltIn(out.structured);
      times.push(performance.now() - t0);
    }
  return times.sort((a, b) => a - b);
}

const round = (v: number) => Math.round(v * 10) / 10;

async function run(failClimate: boolean, label: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-climate-'));
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PROVIDERS: 'fake' });
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const deps = createServices({ env, database, logger: createLogger('silent') });
    try {
      await deps.science.ready();
      const { providers, calls } = counting(deps.providers, failClimate);
      const engine = scoutReportEngine({ providers, science: deps.science });
      // One report far from every measured spot first: loads the tide database, the lakes and the
      // JIT, which any running server has done long before; its own cache entries are not reused.
      await timeReports(engine, 1, [
        { name: 'Lake Erie', latitude: 41.9, longitude: -82.9, habitat: 'fresh', species: null },
        { name: 'Mobile Bay', latitude: 30.5, longitude: -88.0, habitat: 'salt', species: null },
      ] as never);
      const cold = await timeReports(engine, 1);
      const before = calls();
      const warm = await timeReports(engine, 2);
      const warmCalls = calls() - before;
      console.log(
        `${label}: cold p50 ${round(percentile(cold, 50))} ms, max ${round(cold.at(-1)!)} ms; warm p50 ${round(percentile(warm, 50))} ms; ${cold.length} cold and ${warm.length} warm reports`,
      );
      return { cold, warm, warmCalls };
    } finally {
      await deps.lifecycle.stop();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const online = await run(false, 'archive (fake provider)');
report({
  name: 'report 60 days ahead, climatology cold p95',
  value: round(percentile(online.cold, 95)),
  unit: 'ms',
  goal: '< 300 ms',
  pass: percentile(online.cold, 95) < 300,
});
report({
  name: 'report 60 days ahead, climatology warm p95',
  value: round(percentile(online.warm, 95)),
  unit: 'ms',
  goal: '< 300 ms',
  pass: percentile(online.warm, 95) < 300,
});
report({
  name: 'report 60 days ahead, warm: outside calls for repeat spots',
  value: online.warmCalls,
  unit: 'calls',
  goal: '0',
  pass: online.warmCalls === 0,
});
const offline = await run(true, 'archive failing (bundled NOAA normals)');
report({
  name: 'report 60 days ahead, bundled normals (archive down) p95',
  value: round(percentile(offline.cold, 95)),
  unit: 'ms',
  goal: '< 300 ms',
  pass: percentile(offline.cold, 95) < 300,
});

// Size on disk of the bundled climatology, and its memory in a fresh process once every station
// and ocean cell has been read and a hundred spots looked up.
const dataFiles = ['station-normals.ts', 'sea-normals.ts'].map((f) =>
  join(ROOT, 'packages/scout/src/climate/data', f),
);
const bytes = dataFiles.reduce((s, f) => s + statSync(f).size, 0);
report({
  name: 'bundled climatology size on disk',
  value: Math.round((bytes / 1024 / 1024) * 100) / 100,
  unit: 'MB',
  goal: '<= 5 MB',
  pass: bytes <= 5 * 1024 * 1024,
});
const probe = spawnSync(
  process.execPath,
  [
    '--expose-gc',
    '--import',
    'tsx',
    '-e',
    `
    globalThis.gc(); const before = process.memoryUsage().heapUsed;
    const { bundledClimateAt } = await import(${JSON.stringify(join(ROOT, 'packages/scout/src/climate/normals.ts'))});
    const kept = [];
    for (let i = 0; i < 100; i++) kept.push(bundledClimateAt(20 + (i % 50), -160 + i));
    globalThis.gc(); const after = process.memoryUsage().heapUsed;
    console.log(JSON.stringify({ mb: (after - before) / 1048576, found: kept.filter(Boolean).length }));
    `,
  ],
  { cwd: ROOT, encoding: 'utf8' },
);
if (probe.status !== 0) throw new Error(probe.stderr);
const mem = JSON.parse(probe.stdout.trim().split('\n').at(-1)!) as { mb: number; found: number };
report({
  name: 'bundled climatology memory in the server (loaded, 100 spots looked up)',
  value: Math.round(mem.mb * 100) / 100,
  unit: 'MB',
  goal: '<= 30 MB',
  pass: mem.mb <= 30,
});
