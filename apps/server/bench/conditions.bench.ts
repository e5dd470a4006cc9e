// GET /api/conditions served from cache: a signed-in member asking for the same spot again, as the
// page does on every visit. Goal: p95 under 30 ms and at least 1,000 requests/s on this machine.
// Run: npx tsx apps/server/bench/conditions.bench.ts (or `npm run bench conditions`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile, post, report, startServer, verifiedMember } from '../../../bench/support.ts';

const PASSWORD = 'walleye-under-ice-9';
const EMAIL = 'bench-conditions@example.com';

/**
 * A verified member. Without SMTP the verification link is only written to the info log, so a
 * first server with info logging creates the account; the measured server logs at warn only.
 */
async function createMember(dataDir: string): Promise<void> {
  const server = await startServer({ LOG_LEVEL: 'info' }, { dataDir });
  try {
    await verifiedMember(server, EMAIL, PASSWORD);
  } finally {
    await server.stop();
  }
}

async function measure(url: string, cookie: string) {
  const times: number[] = [];
  const run = (duration: number, record: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url, connections: 20, duration, headers: { cookie, 'accept-encoding': 'gzip' } },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      if (record) instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
  await run(2, false); // warm-up: JIT, caches, connection pool
  const result = await run(10, true);
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-conditions-'));
try {
  await createMember(dataDir);
  const server = await startServer({ LOG_LEVEL: 'warn' }, { dataDir });
  try {
    const signIn = await post(server, '/api/auth/sign-in/email', {
      email: EMAIL,
      password: PASSWORD,
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const target = `${server.url}/api/conditions?lat=29.3013&lon=-94.7977`;
    const first = await fetch(target, { headers: { cookie } });
    if (first.status !== 200) throw new Error(`conditions answered ${first.status}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    console.log(
      `GET /api/conditions (Galveston, coastal: every section) answers ${Math.round(bytes / 1024)} KB; measuring from cache with 20 connections for 10 s`,
    );
    const m = await measure(target, cookie);
    console.log(`p50 ${m.p50} ms, non-2xx ${m.non2xx}, errors ${m.errors}`);
    report({
      name: 'GET /api/conditions from cache p95',
      value: m.p95,
      unit: 'ms',
      goal: '< 30 ms',
      pass: m.p95 < 30 && m.non2xx === 0,
    });
    report({
      name: 'GET /api/conditions from cache throughput',
      value: m.rps,
      unit: 'req/s',
      goal: '>= 1000 req/s',
      pass: m.rps >= 1000 && m.non2xx === 0,
    });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
