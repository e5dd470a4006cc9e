// Admin screens at scale: the user search on 100,000 users (goal p95 < 50 ms on PostgreSQL,
// < 150 ms on PGlite) and the dashboard figures with 100,000 users and 1,000,000 reports
// (goal p95 < 100 ms). The services are timed in-process on a seeded database, on PGlite and,
// when PostgreSQL is installed, on a private cluster.
// Run: npx tsx apps/server/bench/admin.bench.ts (or `npm run bench admin`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { percentile, report } from '../../../bench/support.ts';
import { postgresBin, startPostgresCluster } from '../../../e2e/support/postgres-cluster.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { ZAdminUsersQuery } from '@anglerscout/contracts';
import { searchUsers } from '../src/services/admin/search-users.ts';
import { getAdminStats } from '../src/services/admin/get-admin-stats.ts';

const USERS = 100_000;
const REPORTS = 1_000_000;

/**
 * Users over the last year with names and addresses from a few families (so prefixes match
 * hundreds to thousands of rows), one spot each, and ten reports per user over the last 365 days.
 * The report trigger is off while seeding and the daily counts are filled from the rows, as the
 * migration does for existing data.
 */
const n = (v: number) => sql.raw(String(v));

async function seed(db: Database['db']) {
  await db.execute(sql`alter table fishing_reports disable trigger user`);
  await db.execute(sql`alter table users disable trigger user`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, role, banned)
    select 'u' || g, (array['ann','bob','carla','dave','erin','frank','gina','hank'])[g % 8 + 1] || ' ' || g,
      (array['ann','bob','carla','dave','erin','frank','gina','hank'])[g % 8 + 1] || g || '@' ||
      (array['gmail.com','yahoo.com','lake.example','river.example'])[g % 4 + 1],
      g % 10 <> 0, now() - (g % 365) * interval '1 day', case when g % 5000 = 0 then 'admin' else 'user' end, g % 500 = 0
    from generate_series(1, ${n(USERS)}) g`);
  await db.execute(sql`
    insert into subscriptions (user_id, tier) select 'u' || g, 'founding' from generate_series(1, ${n(USERS)}, 10) g`);
  await db.execute(sql`
    insert into locations (id, user_id, name, latitude, longitude, time_zone)
    select md5('l' || g)::uuid, 'u' || g, 'Lake ' || g, 30, -95, 'America/Chicago' from generate_series(1, ${n(USERS)}) g`);
  for (let start = 0; start < REPORTS; start += 100_000)
    await db.execute(sql`
      insert into fishing_reports (user_id, location_id, created_at, report_date, fishing_type, bait_type, habitat,
        conditions, structured, markdown, writer, timings)
      select 'u' || (g % ${n(USERS)} + 1), md5('l' || (g % ${n(USERS)} + 1))::uuid, now() - (g % 365) * interval '1 day',
        '2026-01-01', 'boat', 'artificial', 'salt', '{}', '{}', '', 'built-in', '{}'
      from generate_series(${n(start + 1)}, ${n(start + 100_000)}) g`);
  await db.execute(sql`
    insert into daily_counts (metric, day, n)
      select 'signups', (created_at at time zone 'UTC')::date, count(*) from users group by 2
      union all select 'users', (created_at at time zone 'UTC')::date, count(*) from users group by 2
      union all select 'reports', (created_at at time zone 'UTC')::date, count(*) from fishing_reports group by 2`);
  await db.execute(sql`alter table fishing_reports enable trigger user`);
  await db.execute(sql`alter table users enable trigger user`);
  await db.execute(sql`analyze`);
}

const SEARCHES = [
  { q: 'ann1' },
  { q: 'carla' },
  { q: '@lake' },
  { q: 'gina 12' },
  { role: 'admin' },
  { plan: 'founding', sort: 'email', order: 'asc' },
  { banned: 'yes' },
  { verified: 'no', page: '3' },
  { sort: 'name', order: 'asc', page: '40' },
  {},
];

async function timed(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function measure(engine: string, database: Database, goalSearch: number) {
  const db = database.db;
  await database.migrate();
  const seeding = performance.now();
  await seed(db);
  console.log(
    `${engine}: seeded ${USERS} users and ${REPORTS} reports in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  const search = await timed(200, (i) =>
    searchUsers({ db, query: ZAdminUsersQuery.parse(SEARCHES[i % SEARCHES.length]) }),
  );
  report({
    name: `admin user search, 100k users, ${engine} p95`,
    value: Math.round(percentile(search, 95) * 10) / 10,
    unit: 'ms',
    goal: `< ${goalSearch} ms`,
    pass: percentile(search, 95) < goalSearch,
  });
  const stats = await timed(100, () => getAdminStats({ db }));
  report({
    name: `admin dashboard stats, 100k users + 1M reports, ${engine} p95`,
    value: Math.round(percentile(stats, 95) * 10) / 10,
    unit: 'ms',
    goal: '< 100 ms',
    pass: percentile(stats, 95) < 100,
  });
}

const dir = mkdtempSync(join(tmpdir(), 'anglerscout-admin-bench-'));
try {
  const pglite = await openDatabase({ dataDir: dir });
  try {
    await measure('PGlite', pglite, 150);
  } finally {
    await pglite.close();
  }
  const bin = postgresBin();
  if (bin) {
    const cluster = await startPostgresCluster(bin);
    try {
      const pg = await openDatabase({
        databaseUrl: cluster.url,
        dataDir: dir,
        statementTimeoutMs: 600_000,
      });
      try {
        await measure('PostgreSQL', pg, 50);
      } finally {
        await pg.close();
      }
    } finally {
      cluster.destroy();
    }
  } else console.log('PostgreSQL is not installed: its figures are skipped.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
