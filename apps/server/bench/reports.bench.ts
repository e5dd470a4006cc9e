// Report creation over HTTP with the built-in writer and warm caches (goal: p95 under 300 ms), then
// 20 concurrent creators for 30 s (goal: no 5xx, nobody past their plan's limit).
// Run: npx tsx apps/server/bench/reports.bench.ts (or `npm run bench reports`).
import autocannon from 'autocannon';
import {
  percentile,
  post,
  report,
  startServer,
  verifiedMember,
  type BenchServer,
} from '../../../bench/support.ts';

const PASSWORD = 'redfish-on-the-flats-7';
// A low fair-use cap so the concurrent phase runs into it and the limit is really tested.
const CAP = 12;

function reportInput(i: number) {
  const spots = [
    {
      name: 'Galveston Jetties, TX',
      latitude: 29.33,
      longitude: -94.69,
      habitat: 'salt',
      species: 'red-drum',
    },
    {
      name: 'Lake Lavon, TX',
      latitude: 33.03,
      longitude: -96.48,
      habitat: 'fresh',
      species: 'largemouth-bass',
    },
  ] as const;
  const spot = spots[i % spots.length]!;
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + (i % 3) * 86_400_000),
  );
  return {
    location: { name: spot.name, latitude: spot.latitude, longitude: spot.longitude },
    date,
    species: spot.species,
    fishingType: 'boat',
    baitType: 'artificial',
    habitat: spot.habitat,
  };
}

async function member(server: BenchServer, admin: string, n: number) {
  const m = await verifiedMember(
    server,
    `bench-reports-${n}@example.com`,
    PASSWORD,
    `198.18.${Math.floor(n / 200)}.${(n % 200) + 1}`,
  );
  const res = await fetch(`${server.url}/api/admin/users/${m.userId}/subscription`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: admin },
    body: JSON.stringify({ tier: 'founding' }),
  });
  if (res.status !== 200) throw new Error(`setting the tier failed: ${res.status}`);
  return m.cookie;
}

const server = await startServer({
  LOG_LEVEL: 'info',
  TRUST_PROXY_HOPS: '1',
  ADMIN_EMAILS: 'bench-admin@example.com',
  REPORTS_MONTHLY_CAP: String(CAP),
});
try {
  const admin = (await verifiedMember(server, 'bench-admin@example.com', PASSWORD, '198.18.250.1'))
    .cookie;
  const creators = await Promise.all(
    Array.from({ length: 20 }, (_, n) => member(server, admin, n)),
  );

  // 1. One client at a time, caches warmed by the first requests for each spot.
  const times: number[] = [];
  const sequentialUsers = creators.slice(0, 4);
  for (let i = 0; i < 44; i++) {
    const start = performance.now();
    const res = await post(server, '/api/reports', reportInput(i), {
      cookie: sequentialUsers[i % 4]!,
    });
    const ms = performance.now() - start;
    if (res.status !== 201)
      throw new Error(`report creation answered ${res.status}: ${await res.text()}`);
    if (i >= 4) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(
    `sequential: p50 ${percentile(times, 50).toFixed(1)} ms over ${times.length} reports`,
  );
  report({
    name: 'POST /api/reports p95 (built-in writer, warm)',
    value: Math.round(percentile(times, 95)),
    unit: 'ms',
    goal: '< 300 ms',
    pass: percentile(times, 95) < 300,
  });

  // 2. Twenty creators at once for 30 s.
  const statuses = new Map<number, number>();
  const created = new Map<number, number>();
  const deadline = Date.now() + 30_000;
  await Promise.all(
    creators.map(async (cookie, n) => {
      for (let i = 0; Date.now() < deadline; i++) {
        const res = await post(server, '/api/reports', reportInput(i + n), {
          cookie,
          'idempotency-key': `bench-${n}-${i}`,
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) created.set(n, (created.get(n) ?? 0) + 1);
        if (res.status === 402) break;
      }
    }),
  );
  const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  let overLimit = 0;
  for (const cookie of creators) {
    const sub = (await (
      await fetch(`${server.url}/api/me/subscription`, { headers: { cookie } })
    ).json()) as { reportsUsed: number };
    if (sub.reportsUsed > CAP) overLimit++;
  }
  const total = [...created.values()].reduce((a, b) => a + b, 0);
  console.log(
    `concurrent: ${total} reports in 30 s (${(total / 30).toFixed(1)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  const limited = statuses.get(402) ?? 0;
  report({
    name: '20 concurrent creators, 30 s: 402 at the cap',
    value: limited,
    unit: 'responses',
    goal: '> 0 (the cap was reached)',
    pass: limited > 0,
  });
  report({
    name: '20 concurrent creators, 30 s: 5xx answers',
    value: fiveXx,
    unit: 'responses',
    goal: '0',
    pass: fiveXx === 0,
  });
  report({
    name: '20 concurrent creators, 30 s: users past the cap',
    value: overLimit,
    unit: 'users',
    goal: '0',
    pass: overLimit === 0,
  });

  // 3. The report list under load: 100 connections for 60 s, each a signed-in member.
  const seconds = Number(process.env.BENCH_LIST_SECONDS ?? 60);
  const result = await autocannon({
    url: `${server.url}/api/reports?pageSize=10`,
    connections: 100,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const state = context as { n?: number };
          state.n = ((state.n ?? 0) + 1) % creators.length;
          return { ...req, headers: { ...req.headers, cookie: creators[state.n]! } };
        },
      },
    ],
  });
  const listErrors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `list: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${listErrors}`,
  );
  report({
    name: `GET /api/reports, 100 connections ${seconds} s: p99`,
    value: result.latency.p99,
    unit: 'ms',
    goal: '< 250 ms',
    pass: result.latency.p99 < 250,
  });
  report({
    name: `GET /api/reports, 100 connections ${seconds} s: errors`,
    value: listErrors,
    unit: 'responses',
    goal: '0',
    pass: listErrors === 0,
  });
} finally {
  await server.stop();
}
