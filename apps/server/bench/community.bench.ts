// The community feed for an area holding 100,000 shared catch reports (goal: p95 < 50 ms), and
// report creation with local intel over that area (goal: p95 < 300 ms, as for every report).
// The reports are written straight into the database between two server starts (a bulk insert
// through the API would take hours); the requests are real HTTP against the real server.
// Run: npm run bench community (DATABASE_URL=postgres://... to run it on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { percentile, post, report, startServer, verifiedMember } from '../../../bench/support.ts';
import { openDatabase } from '../src/db/client.ts';
import {
  cellOf,
  COARSE_CELL_DEG,
  FINE_CELL_DEG,
  publicPoint,
} from '../src/services/community/spot-grid.ts';

const PASSWORD = 'feed-bench-password-42';
const REPORTS = 100_000;
const BATCH = 5000;
/** Galveston Bay and around: about 60 by 60 miles. */
const AREA = { south: 29.0, north: 29.9, west: -95.3, east: -94.4 };
const SPECIES = [
  ['red-drum', 'Red drum (redfish)'],
  ['spotted-seatrout', 'Spotted seatrout'],
  ['southern-flounder', 'Southern flounder'],
  ['black-drum', 'Black drum'],
  ['sheepshead', 'Sheepshead'],
] as const;
const PRIVACY = ['exact', 'mile', 'ten-miles'] as const;

// A deterministic generator, so every run measures the same data.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const pgArray = (xs: (string | number)[]) =>
  `{${xs.map((x) => (typeof x === 'string' ? `"${x}"` : x)).join(',')}}`;

const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-feed-bench-'));
const env = {
  LOG_LEVEL: 'info',
  TRUST_PROXY_HOPS: '1',
  REPORTS_MONTHLY_CAP: '1000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
};

// 1. Migrate, make two members, log one real catch for its conditions, stop.
let server = await startServer(env, { dataDir });
const poster = await verifiedMember(server, 'feed-poster@example.com', PASSWORD, '198.18.1.1');
const reader = await verifiedMember(server, 'feed-reader@example.com', PASSWORD, '198.18.1.2');
const template = await post(
  server,
  '/api/catches',
  {
    caughtAt: new Date(Date.now() - 3_600_000).toISOString(),
    location: { latitude: 29.3, longitude: -94.8 },
    species: 'red-drum',
    bait: 'cut mullet',
    method: 'bottom',
  },
  { cookie: poster.cookie, 'x-forwarded-for': '198.18.1.1' },
);
if (template.status !== 201) throw new Error(`catch answered ${template.status}`);
const conditions = JSON.stringify(((await template.json()) as { conditions: unknown }).conditions);
await server.stop();

// 2. 100,000 catches and their shared posts, in batches, straight into the database.
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
const started = performance.now();
for (let done = 0; done < REPORTS; done += BATCH) {
  const rows = Array.from({ length: BATCH }, () => {
    const lat = AREA.south + rand() * (AREA.north - AREA.south);
    const lon = AREA.west + rand() * (AREA.east - AREA.west);
    const privacy = pick(PRIVACY);
    const shown = publicPoint(lat, lon, privacy)!;
    const [species, name] = pick(SPECIES);
    const caught = new Date(Date.now() - rand() * 365 * 86_400_000);
    return {
      id: randomUUID(),
      lat,
      lon,
      privacy,
      shown,
      species,
      name,
      caught: caught.toISOString(),
      created: new Date(caught.getTime() + rand() * 86_400_000).toISOString(),
      light: pick(['dawn', 'day', 'dusk', 'night']),
      tide: pick(['rising', 'falling', 'high slack', 'low slack']),
      bait: pick(['cut mullet', 'live shrimp', 'gold spoon', 'paddle tail', 'crab']),
    };
  });
  const col = <K extends keyof (typeof rows)[number]>(k: K) =>
    rows.map((r) => r[k] as string | number);
  await database.db
    .execute(sql`insert into catches (id, user_id, caught_at, latitude, longitude, time_zone,
      place_name, species, species_name, bait, method, conditions)
    select id, ${poster.userId}, caught, lat, lon, 'America/Chicago', 'Galveston Bay, TX', species, name, bait,
      'bottom', jsonb_set(jsonb_set(${conditions}::jsonb, '{light}', to_jsonb(light)), '{tide,stage}', to_jsonb(tide))
    from unnest(${pgArray(col('id'))}::uuid[], ${pgArray(col('caught'))}::timestamptz[],
      ${pgArray(col('lat'))}::float8[], ${pgArray(col('lon'))}::float8[], ${pgArray(col('species'))}::text[],
      ${pgArray(col('name'))}::text[], ${pgArray(col('bait'))}::text[], ${pgArray(col('light'))}::text[],
      ${pgArray(col('tide'))}::text[]) as r(id, caught, lat, lon, species, name, bait, light, tide)`);
  await database.db
    .execute(sql`insert into community_posts (user_id, kind, catch_id, title, body_markdown,
      body_html, species, spot_privacy, public_lat, public_lon, region_label, cell_fine, cell_coarse, caught_at, created_at)
    select ${poster.userId}, 'catch', id, name || ' on ' || bait, '', '', species, privacy, plat, plon,
      'Near Galveston, TX', fine, coarse, caught, created
    from unnest(${pgArray(col('id'))}::uuid[], ${pgArray(col('name'))}::text[], ${pgArray(col('bait'))}::text[],
      ${pgArray(col('species'))}::text[], ${pgArray(col('privacy'))}::text[],
      ${pgArray(rows.map((r) => r.shown.lat))}::float8[], ${pgArray(rows.map((r) => r.shown.lon))}::float8[],
      ${pgArray(rows.map((r) => cellOf(r.shown.lat, r.shown.lon, FINE_CELL_DEG)))}::int[],
      ${pgArray(rows.map((r) => cellOf(r.shown.lat, r.shown.lon, COARSE_CELL_DEG)))}::int[],
      ${pgArray(col('caught'))}::timestamptz[], ${pgArray(col('created'))}::timestamptz[])
      as r(id, name, bait, species, privacy, plat, plon, fine, coarse, caught, created)`);
}
await database.db.execute(
  sql`update subscriptions set tier = 'founding' where user_id = ${reader.userId}`,
);
await database.db.execute(
  sql`insert into subscriptions (user_id, tier) values (${reader.userId}, 'founding') on conflict (user_id) do update set tier = 'founding'`,
);
await database.db.execute(sql`analyze`);
await database.close();
console.log(
  `seeded ${REPORTS} shared catch reports in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 3. The feed, as members browse it: random spots in the area, radius and species varied.
server = await startServer(env, { dataDir });
try {
  const get = async (path: string) => {
    const start = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: reader.cookie } });
    const body = (await res.json()) as { items: unknown[] };
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return { ms: performance.now() - start, count: body.items.length };
  };
  const feedTimes: number[] = [];
  let empty = 0;
  for (let i = 0; i < 330; i++) {
    const lat = (AREA.south + 0.1 + rand() * 0.7).toFixed(4);
    const lon = (AREA.west + 0.1 + rand() * 0.7).toFixed(4);
    const radius = pick([5, 10, 25, 50, 100]);
    const species = rand() < 0.5 ? `&species=${pick(SPECIES)[0]}` : '';
    const { ms, count } = await get(
      `/api/community/posts?lat=${lat}&lon=${lon}&radiusMi=${radius}${species}&limit=20`,
    );
    if (count === 0) empty++;
    if (i >= 30) feedTimes.push(ms);
  }
  feedTimes.sort((a, b) => a - b);
  console.log(
    `feed: p50 ${percentile(feedTimes, 50).toFixed(1)} ms, ${empty} empty pages of ${feedTimes.length + 30}`,
  );
  report({
    name: `community feed, area with ${REPORTS.toLocaleString('en-US')} reports: p95`,
    value: Math.round(percentile(feedTimes, 95) * 10) / 10,
    unit: 'ms',
    goal: '< 50 ms',
    pass: percentile(feedTimes, 95) < 50,
  });

  // 4. Reports with local intel over the same area (the densest case: every search finds plenty).
  const reportTimes: number[] = [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(),
  );
  for (let i = 0; i < 44; i++) {
    const start = performance.now();
    const res = await post(
      server,
      '/api/reports',
      {
        location: { name: 'Galveston Jetties, TX', latitude: 29.33, longitude: -94.69 },
        date: today,
        species: pick(SPECIES)[0],
        fishingType: 'boat',
        baitType: 'live',
        habitat: 'salt',
      },
      { cookie: reader.cookie, 'x-forwarded-for': '198.18.1.2' },
    );
    const ms = performance.now() - start;
    if (res.status !== 201)
      throw new Error(`report creation answered ${res.status}: ${await res.text()}`);
    if (i >= 4) reportTimes.push(ms);
  }
  reportTimes.sort((a, b) => a - b);
  console.log(`reports with local intel: p50 ${percentile(reportTimes, 50).toFixed(1)} ms`);
  report({
    name: 'POST /api/reports with local intel (100k reports nearby): p95',
    value: Math.round(percentile(reportTimes, 95)),
    unit: 'ms',
    goal: '< 300 ms',
    pass: percentile(reportTimes, 95) < 300,
  });
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
