// Sign-in and session validation over HTTP against the real server (PGlite, Argon2id at OWASP's setting).
//  1. Sign-in, one client at a time: p95 under 200 ms (the validation page's auth-latency target).
//  2. 10 concurrent clients signing in for 10 s: throughput and p95, no request may fail, /api/health
//     stays responsive and the server's event loop never stalls more than 20 ms.
//  3. POST /api/session/validate: p95 under 5 ms of server time (the access log's `ms`).
// Run: npx tsx apps/server/bench/auth.bench.ts (or `npm run bench auth`); BENCH_DATABASE_URL=postgres://... for PostgreSQL.
import {
  percentile,
  post,
  report,
  startServer,
  verifiedMember,
  type BenchServer,
} from '../../../bench/support.ts';
import { EVENT_LOOP_SAMPLE_MS } from '../src/observability/metrics.ts';

const PASSWORD = 'largemouth-in-the-lilies-4';
// Each account may sign in 10 times in 15 minutes (ACCOUNT_RULES): at up to 40 sign-ins a second
// for 10 s, 80 accounts keep every one under it (1 + 1 + at most 5 + 1 each).
const USERS = 80;
const CONCURRENT = 10;
const LOAD_SECONDS = 10;

// Every request comes from its own address (the server trusts one proxy hop), so the per-IP
// limits that protect sign-in in production do not throttle the benchmark; per-account limits
// still apply and the user pool is large enough to stay under them.
let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

async function signIn(
  server: BenchServer,
  email: string,
): Promise<{ ms: number; ok: boolean; status: number }> {
  const start = performance.now();
  const res = await post(
    server,
    '/api/auth/sign-in/email',
    { email, password: PASSWORD },
    { 'x-forwarded-for': nextIp() },
  );
  await res.arrayBuffer();
  return { ms: performance.now() - start, ok: res.status === 200, status: res.status };
}

/**
 * The server's longest event-loop stall since the last scrape (prom-client resets the histogram
 * per collect). The histogram holds intervals between samples taken every EVENT_LOOP_SAMPLE_MS,
 * so an idle loop reads that interval: the stall is the longest interval minus it.
 */
async function eventLoopMaxStallMs(
  server: BenchServer,
): Promise<{ stall: number; interval: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_max_seconds'));
  const interval = line ? Number(line.split(' ')[1]) * 1000 : NaN;
  return { stall: Math.max(0, interval - EVENT_LOOP_SAMPLE_MS), interval };
}

// BENCH_DATABASE_URL runs the same figures on PostgreSQL instead of embedded PGlite.
const database: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : {};
const server = await startServer({ LOG_LEVEL: 'info', TRUST_PROXY_HOPS: '1', ...database });
try {
  const emails = Array.from({ length: USERS }, (_, i) => `bench-auth-${i}@example.com`);
  let cookie = '';
  for (const email of emails)
    cookie = (await verifiedMember(server, email, PASSWORD, nextIp())).cookie;

  // 1. One client at a time.
  for (let i = 0; i < 5; i++) await signIn(server, emails[i]!); // warm-up
  const serial: number[] = [];
  for (let i = 0; i < 60; i++) {
    const r = await signIn(server, emails[i % USERS]!);
    if (!r.ok) throw new Error('sign-in failed in the serial phase');
    serial.push(r.ms);
  }
  serial.sort((a, b) => a - b);
  const serialP95 = percentile(serial, 95);
  report({
    name: 'auth sign-in p95 (1 client)',
    value: Math.round(serialP95 * 10) / 10,
    unit: 'ms',
    goal: '< 200 ms',
    pass: serialP95 < 200,
  });

  // 2. Ten clients at once, with a probe on another route.
  await eventLoopMaxStallMs(server);
  const latencies: number[] = [];
  let failures = 0;
  const failureStatuses = new Map<number, number>();
  let next = 0;
  const until = Date.now() + LOAD_SECONDS * 1000;
  const probes: number[] = [];
  const probe = (async () => {
    while (Date.now() < until) {
      const start = performance.now();
      await (await fetch(`${server.url}/api/health`)).arrayBuffer();
      probes.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (Date.now() < until) {
        const r = await signIn(server, emails[next++ % USERS]!);
        latencies.push(r.ms);
        if (!r.ok) {
          failures++;
          failureStatuses.set(r.status, (failureStatuses.get(r.status) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await probe;
  const { stall: lagMax, interval: longestInterval } = await eventLoopMaxStallMs(server);
  console.log(
    `longest event-loop sample interval: ${Math.round(longestInterval * 10) / 10} ms (sampled every ${EVENT_LOOP_SAMPLE_MS} ms)`,
  );
  if (failures > 0)
    console.log(
      `failed sign-ins by status: ${JSON.stringify(Object.fromEntries(failureStatuses))}`,
    );
  latencies.sort((a, b) => a - b);
  probes.sort((a, b) => a - b);
  report({
    name: `auth sign-in throughput (${CONCURRENT} clients)`,
    value: Math.round((latencies.length / seconds) * 10) / 10,
    unit: 'req/s',
    goal: 'info (bounded by one hash at a time on 2 cores)',
  });
  report({
    name: `auth sign-in p95 (${CONCURRENT} clients)`,
    value: Math.round(percentile(latencies, 95)),
    unit: 'ms',
    goal: 'info',
  });
  report({
    name: `auth sign-in failures (${CONCURRENT} clients)`,
    value: failures,
    unit: 'requests',
    goal: '0',
    pass: failures === 0,
  });
  report({
    name: 'health p95 during sign-in load',
    value: Math.round(percentile(probes, 95) * 10) / 10,
    unit: 'ms',
    goal: 'info',
  });
  report({
    name: 'event loop max stall during sign-in load',
    value: Math.round(lagMax * 10) / 10,
    unit: 'ms',
    goal: '<= 20 ms',
    pass: lagMax <= 20,
  });

  // 3. Session validation, server time from the access log.
  const mark = server.output().length;
  for (let i = 0; i < 400; i++)
    await (await post(server, '/api/session/validate', {}, { cookie })).arrayBuffer();
  await new Promise((r) => setTimeout(r, 300));
  const serverMs = server
    .output()
    .slice(mark)
    .split('\n')
    .filter((l) => l.includes('"url":"/api/session/validate"'))
    .map((l) => (JSON.parse(l) as { ms: number }).ms)
    .sort((a, b) => a - b);
  const validateP95 = percentile(serverMs, 95);
  report({
    name: 'session validate p95 (server time)',
    value: validateP95,
    unit: 'ms',
    goal: '< 5 ms',
    pass: validateP95 < 5,
  });

  // 4. Forgot-password must not tell known addresses from unknown ones by its timing.
  const forgot = async (email: string) => {
    const start = performance.now();
    const res = await post(
      server,
      '/api/auth/request-password-reset',
      { email, redirectTo: '/new/reset-password' },
      { 'x-forwarded-for': nextIp() },
    );
    await res.arrayBuffer();
    return performance.now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 3; i++) {
    // Each account may ask three times an hour: three rounds over the bench's users.
    for (let u = 0; u < USERS; u++) {
      known.push(await forgot(`bench-auth-${u}@example.com`));
      unknown.push(await forgot(`nobody-${i}-${u}@example.com`));
    }
  }
  known.sort((a, b) => a - b);
  unknown.sort((a, b) => a - b);
  const gap = Math.abs(percentile(known, 50) - percentile(unknown, 50));
  console.log(
    `forgot-password median: known ${percentile(known, 50).toFixed(1)} ms, unknown ${percentile(unknown, 50).toFixed(1)} ms`,
  );
  report({
    name: 'forgot-password: median gap, known vs unknown address',
    value: Math.round(gap * 10) / 10,
    unit: 'ms',
    goal: '< 2 ms',
    pass: gap < 2,
  });
} finally {
  await server.stop();
}
