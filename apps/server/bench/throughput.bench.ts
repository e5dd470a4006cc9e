// Report throughput under concurrency (issue 34): 1, 5 and 20 creators, each a paid member whose
// cap is out of reach, keep creating reports back to back for the whole window, on the embedded
// database and on PostgreSQL (when installed). Reports per second and p95 at each level; goals at
// 20 creators: at least 15/s embedded and 30/s on PostgreSQL, p95 under 1 s, every answer a 201.
// BENCH_THROUGHPUT_SECONDS sets the window (default 20 s).
// Run: npx tsx apps/server/bench/throughput.bench.ts (or `npm run bench throughput`).
import { postgresBin, startPostgresCluster } from '../../../e2e/support/postgres-cluster.ts';
import { loadAverage, post, report, startServer, verifiedMember } from '../../../bench/support.ts';
import { keepCreatorsBusy, paidMember, PASSWORD, reportInput } from './report-load.ts';

const SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 20);
const LEVELS = [1, 5, 20];
const GOALS = { embedded: 15, PostgreSQL: 30 } as const;

async function measure(
  engine: keyof typeof GOALS,
  env: Record<string, string>,
  databaseCpuMs?: () => number,
) {
  const server = await startServer({
    ...env,
    LOG_LEVEL: 'info',
    TRUST_PROXY_HOPS: '1',
    ADMIN_EMAILS: 'bench-admin@example.com',
    REPORTS_MONTHLY_CAP: '10000',
  });
  try {
    const admin = (
      await verifiedMember(server, 'bench-admin@example.com', PASSWORD, '198.18.250.1')
    ).cookie;
    const creators: string[] = [];
    for (let n = 0; n < Math.max(...LEVELS); n++)
      creators.push(await paidMember(server, admin, 'bench-throughput', n));
    // Warm every cache (outside data per spot and day, compiled code) before measuring.
    for (let i = 0; i < 12; i++) {
      const res = await post(server, '/api/reports', reportInput(i), { cookie: creators[0]! });
      if (res.status !== 201) throw new Error(`warm-up report: ${res.status} ${await res.text()}`);
    }
    for (const n of LEVELS) {
      const load = loadAverage();
      const r = await keepCreatorsBusy(
        server,
        creators.slice(0, n),
        SECONDS,
        `${engine}-${n}`,
        databaseCpuMs,
      );
      console.log(
        `${engine}, ${n} creators: ${r.created} reports in ${r.seconds} s = ${r.perSecond}/s, ` +
          `p50 ${r.p50} ms, p95 ${r.p95} ms, statuses ${JSON.stringify(r.statuses)}; CPU per ` +
          `report: server ${r.cpuMsPerReport} ms (event loop ${r.mainCpuMsPerReport} ms)` +
          (r.databaseCpuMsPerReport !== undefined
            ? `, PostgreSQL ${r.databaseCpuMsPerReport} ms`
            : '') +
          `; load average ${load} at the start`,
      );
      const top = n === Math.max(...LEVELS);
      report({
        name: `reports/s, ${n} creator${n > 1 ? 's' : ''} busy ${SECONDS} s, ${engine}`,
        value: r.perSecond,
        unit: 'reports/s',
        ...(top
          ? {
              goal: `>= ${GOALS[engine]}/s, 0 failed`,
              pass: r.perSecond >= GOALS[engine] && r.failed === 0,
            }
          : {}),
      });
      report({
        name: `report p95, ${n} creator${n > 1 ? 's' : ''}, ${engine}`,
        value: r.p95,
        unit: 'ms',
        ...(top ? { goal: '< 1000 ms', pass: r.p95 < 1000 } : {}),
      });
      report({
        name: `server CPU per report, ${n} creator${n > 1 ? 's' : ''}, ${engine}`,
        value: r.cpuMsPerReport + (r.databaseCpuMsPerReport ?? 0),
        unit: 'ms',
      });
      if (r.failed > 0)
        report({
          name: `reports failed, ${n} creators, ${engine}`,
          value: r.failed,
          unit: 'answers',
          goal: '0',
          pass: false,
        });
    }
    const memory = server.memory();
    console.log(`${engine} server memory: ${memory.rssMb} MB now, peak ${memory.peakMb} MB`);
  } finally {
    await server.stop();
  }
}

console.log(`1-minute load average at the start: ${loadAverage()} (2 cores)`);
await measure('embedded', {});
const bin = postgresBin();
if (bin) {
  const cluster = await startPostgresCluster(bin);
  try {
    await measure('PostgreSQL', { DATABASE_URL: cluster.url }, () => cluster.cpuMs());
  } finally {
    cluster.destroy();
  }
} else console.log('PostgreSQL is not installed: its figures are skipped.');
