// GET /api/outlook for a spot already asked about (the Conditions page's week, a saved spot's
// strip): goal p95 under 50 ms. Run: npm run bench outlook
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { percentile, post, report, startServer, verifiedMember } from '../../../bench/support.ts';

const PASSWORD = 'channel-cat-at-dusk-5';
const EMAIL = 'bench-outlook@example.com';

const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-outlook-'));
try {
  const setup = await startServer({ LOG_LEVEL: 'info' }, { dataDir });
  try {
    await verifiedMember(setup, EMAIL, PASSWORD);
  } finally {
    await setup.stop();
  }
  const server = await startServer({ LOG_LEVEL: 'warn' }, { dataDir });
  try {
    const signIn = await post(server, '/api/auth/sign-in/email', {
      email: EMAIL,
      password: PASSWORD,
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const url = `${server.url}/api/outlook?lat=27.76&lon=-82.63&species=red-drum&habitat=salt&fishingType=shore`;
    const started = performance.now();
    const first = await fetch(url, { headers: { cookie } });
    if (first.status !== 200) throw new Error(`outlook answered ${first.status}`);
    const { days } = (await first.json()) as { days: unknown[] };
    const coldMs = Math.round(performance.now() - started);
    console.log(`first outlook (${days.length} days, conditions and science): ${coldMs} ms`);
    report({ name: 'GET /api/outlook first ask (uncached)', value: coldMs, unit: 'ms' });
    const times: number[] = [];
    const run = (duration: number, record: boolean) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url, connections: 20, duration, headers: { cookie } },
          (err, result) => (err ? reject(err) : resolve(result)),
        );
        if (record) instance.on('response', (_c, _s, _b, ms) => times.push(ms));
      });
    await run(2, false);
    const result = await run(10, true);
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `20 connections, 10 s: ${Math.round(result.requests.average)} req/s, p50 ${percentile(times, 50)} ms, non-2xx ${result.non2xx}`,
    );
    report({
      name: 'GET /api/outlook cached spot p95',
      value: p95,
      unit: 'ms',
      goal: '< 50 ms',
      pass: p95 < 50 && result.non2xx === 0 && result.errors === 0,
    });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
