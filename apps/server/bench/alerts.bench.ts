// The daily bite-alert check for 10,000 saved spots on this 2-core machine: goal under 10 minutes,
// while members' requests slow by no more than 20 % at p95 (measured before and during the run).
// The spots lie on 2,000 waters across the contiguous US, five to a water (anglers share lakes),
// so the check fetches (from the fake providers) and caches 2,000 forecasts and scores 70,000
// spot-days. Run: npm run bench alerts   (ALERT_BENCH_SPOTS=1000 for a shorter run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { percentile, post, report, startServer, verifiedMember } from '../../../bench/support.ts';

const SPOTS = Number(process.env.ALERT_BENCH_SPOTS ?? 10_000);
const PER_WATER = 5;
const ADMIN = 'bench-alerts-admin@example.com';
const MEMBER = 'bench-alerts-member@example.com';
const PASSWORD = 'muskie-in-the-weeds-7';
const USERS = Math.ceil(SPOTS / 50);
const GOAL_MS = 10 * 60_000;

/** A deterministic spread of points over the contiguous US (land and coast alike). */
function waters(n: number): [number, number][] {
  let seed = 42;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, () => [30 + rand() * 15, -120 + rand() * 42]);
}

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const db = database.db;
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role)
      select 'bench-u' || g, 'Bench ' || g, 'bench-u' || g || '@example.com', true, 'user'
      from generate_series(1, ${USERS}) g`);
    await db.execute(sql`
      insert into subscriptions (user_id, tier)
      select 'bench-u' || g, 'founding' from generate_series(1, ${USERS}) g`);
    const points = waters(Math.ceil(SPOTS / PER_WATER));
    const rows: string[] = [];
    for (let i = 0; i < SPOTS; i++) {
      const [lat, lon] = points[Math.floor(i / PER_WATER)]!;
      const jitter = (i % PER_WATER) * 0.002;
      rows.push(
        `('bench-u${(i % USERS) + 1}', 'Spot ${i}', ${(lat + jitter).toFixed(4)}, ${(lon + jitter).toFixed(4)}, 'America/Chicago', 'fresh', 62, now() - interval '1 minute')`,
      );
    }
    for (let i = 0; i < rows.length; i += 1000)
      await db.execute(
        sql.raw(`insert into saved_spots (user_id, name, latitude, longitude, time_zone, habitat, alert_min_score, alert_check_at)
                 values ${rows.slice(i, i + 1000).join(',')}`),
      );
  } finally {
    await database.close();
  }
}

async function load(url: string, cookie: string, seconds: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 10, duration: seconds, headers: { cookie } },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  return {
    p95: percentile(times, 95),
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
  };
}

/** Spots the server's alert check has checked so far (its alert_spots_checked_total). */
async function spotsChecked(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('alert_spots_checked_total{'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

const signIn = async (server: Awaited<ReturnType<typeof startServer>>, email: string) => {
  const res = await post(server, '/api/auth/sign-in/email', { email, password: PASSWORD });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-alerts-'));
try {
  const setup = await startServer({ LOG_LEVEL: 'info', ADMIN_EMAILS: ADMIN }, { dataDir });
  try {
    await verifiedMember(setup, ADMIN, PASSWORD);
    await verifiedMember(setup, MEMBER, PASSWORD);
  } finally {
    await setup.stop();
  }
  await seed(dataDir);
  console.log(`${SPOTS} alert spots on ${Math.ceil(SPOTS / PER_WATER)} waters, ${USERS} members`);
  // Info logging, as in production: the run's counts arrive as one `alerts.run` line.
  const server = await startServer({ LOG_LEVEL: 'info', ADMIN_EMAILS: ADMIN }, { dataDir });
  try {
    const admin = await signIn(server, ADMIN);
    const member = await signIn(server, MEMBER);
    // A member's everyday request: their report list (a session check and an indexed query).
    const memberUrl = `${server.url}/api/reports?page=1&pageSize=10`;
    await load(memberUrl, member, 3);
    const before = await load(memberUrl, member, 15);
    console.log(`member requests before the run: p95 ${before.p95} ms, ${before.rps} req/s`);

    const started = performance.now();
    const kick = await fetch(`${server.url}/api/admin/alerts/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: admin },
      body: '{}',
    });
    if (![200, 202].includes(kick.status)) throw new Error(`run answered ${kick.status}`);
    const checkedBefore = await spotsChecked(server.url);
    const during = await load(memberUrl, member, 15);
    const checkedDuring = (await spotsChecked(server.url)) - checkedBefore;
    console.log(`member requests during the run: p95 ${during.p95} ms, ${during.rps} req/s`);
    // The check gives way to members' requests (lib/primitives/foreground.ts): how far it got.
    console.log(`spots checked during those 15 s: ${checkedDuring}`);
    let line: { checked: number; sent: number; failed: number } | undefined;
    while (!line) {
      const found = server
        .output()
        .split('\n')
        .find((l) => l.includes('"event":"alerts.run"') && l.includes('"forced":true'));
      if (found) line = JSON.parse(found) as typeof line;
      else if (performance.now() - started > 2 * GOAL_MS) throw new Error('the run did not finish');
      else await new Promise((r) => setTimeout(r, 500));
    }
    const ms = Math.round(performance.now() - started);
    console.log(
      `checked ${line!.checked}, sent ${line!.sent}, failed ${line!.failed} in ${(ms / 1000).toFixed(1)} s`,
    );
    report({
      name: `alert check, ${SPOTS} spots`,
      value: Math.round(ms / 100) / 10,
      unit: 's',
      goal: `< ${GOAL_MS / 1000} s`,
      pass: ms < GOAL_MS && line!.checked === SPOTS && line!.failed === 0,
    });
    const slowdown = Math.round((during.p95 / Math.max(before.p95, 1) - 1) * 100);
    report({
      name: 'member request p95 during the alert check',
      value: during.p95,
      unit: 'ms',
      goal: `<= ${Math.round(before.p95 * 1.2 * 10) / 10} ms (before: ${before.p95} ms; +${slowdown} %)`,
      pass: during.p95 <= before.p95 * 1.2 && during.non2xx === 0,
    });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
