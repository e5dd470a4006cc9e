// Report creation over HTTP with the built-in writer and warm caches (goal: p95 under 300 ms), then
// 20 concurrent creators against a low cap for up to 30 s (goal: no 5xx, nobody past their plan's
// limit), then the report list under 100 connections; and the server's peak resident memory over
// all of it (goal: under 600 MB on the embedded database, issue 34).
// Run: npx tsx apps/server/bench/reports.bench.ts (or `npm run bench reports`).
import autocannon from 'autocannon';
import { percentile, post, report, startServer, verifiedMember } from '../../../bench/support.ts';
import { paidMember, PASSWORD, reportInput } from './report-load.ts';

// A low fair-use cap so the concurrent phase runs into it and the limit is really tested (the
// throughput under concurrency is measured by throughput.bench.ts, with caps out of reach).
const CAP = 12;

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
    Array.from({ length: 20 }, (_, n) => paidMember(server, admin, 'bench-reports', n)),
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
  // Not a throughput: every creator stops at the cap well before the window ends.
  console.log(
    `cap phase: ${total} reports before every creator reached the cap of ${CAP}, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
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
  const memory = server.memory();
  console.log(`server memory: ${memory.rssMb} MB now, peak ${memory.peakMb} MB`);
  report({
    name: 'embedded server peak resident memory over this bench',
    value: memory.peakMb,
    unit: 'MB',
    goal: '< 600 MB',
    pass: memory.peakMb < 600,
  });
} finally {
  await server.stop();
}
