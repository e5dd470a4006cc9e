// GET /api/conditions served from cache: a signed-in member asking for the same spot again, as the
// page does on every visit. Goal: p95 under 30 ms and at least 1,000 requests/s on this machine.
// Run: npx tsx apps/server/bench/conditions.bench.ts (or `npm run bench conditions`).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, report } from '../../../bench/support.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PASSWORD = 'walleye-under-ice-9';
const EMAIL = 'bench-conditions@example.com';

interface Server {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The real server on loopback with PROVIDERS=fake and the given data directory. */
async function startServer(dataDir: string, logLevel: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: logLevel, PROVIDERS: 'fake', BETTER_AUTH_URL: `http://127.0.0.1:${port}`, BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 300) throw new Error(`server did not start:\n${output.slice(-2000)}`);
    const ok = await fetch(`${url}/api/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) });

/**
 * A verified member. Without SMTP the verification link is only written to the info log, so a
 * first server with info logging creates the account; the measured server logs at warn only.
 */
async function createMember(dataDir: string): Promise<void> {
  const server = await startServer(dataDir, 'info');
  try {
    if ((await post(server.url, '/api/auth/sign-up/email', { email: EMAIL, password: PASSWORD, name: '' })).status !== 200) throw new Error('sign-up failed');
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const line = server.output().split('\n').find((l) => l.includes('"email.outbox"') && l.includes(EMAIL));
      link = line ? (JSON.parse(line) as { link: string }).link : undefined;
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    if (!link) throw new Error('no verification link in the log');
    const token = new URL(link).searchParams.get('token')!;
    if ((await fetch(`${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status !== 200) throw new Error('verification failed');
  } finally {
    await server.stop();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(url: string, cookie: string) {
  const times: number[] = [];
  const run = (duration: number, record: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url, connections: 20, duration, headers: { cookie, 'accept-encoding': 'gzip' } }, (err, result) => (err ? reject(err) : resolve(result)));
      if (record) instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    });
  await run(2, false); // warm-up: JIT, caches, connection pool
  const result = await run(10, true);
  times.sort((a, b) => a - b);
  return { rps: Math.round(result.requests.average), p50: percentile(times, 50), p95: percentile(times, 95), non2xx: result.non2xx, errors: result.errors };
}

const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-conditions-'));
try {
  await createMember(dataDir);
  const server = await startServer(dataDir, 'warn');
  try {
    const signIn = await post(server.url, '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const target = `${server.url}/api/conditions?lat=29.3013&lon=-94.7977`;
    const first = await fetch(target, { headers: { cookie } });
    if (first.status !== 200) throw new Error(`conditions answered ${first.status}`);
    const bytes = (await first.arrayBuffer()).byteLength;
    console.log(`GET /api/conditions (Galveston, coastal: every section) answers ${Math.round(bytes / 1024)} KB; measuring from cache with 20 connections for 10 s`);
    const m = await measure(target, cookie);
    console.log(`p50 ${m.p50} ms, non-2xx ${m.non2xx}, errors ${m.errors}`);
    report({ name: 'GET /api/conditions from cache p95', value: m.p95, unit: 'ms', goal: '< 30 ms', pass: m.p95 < 30 && m.non2xx === 0 });
    report({ name: 'GET /api/conditions from cache throughput', value: m.rps, unit: 'req/s', goal: '>= 1000 req/s', pass: m.rps >= 1000 && m.non2xx === 0 });
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
