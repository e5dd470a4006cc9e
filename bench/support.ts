import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, SERVER_ENV, SERVER_NODE_ARGS, freePort } from '../scripts/server-launch.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  pass?: boolean;
}

/** One machine-readable line per figure, read by scripts/bench.mjs. */
export function report(row: BenchRow) {
  console.log(`${row.name}: ${row.value} ${row.unit}${row.goal ? ` (goal ${row.goal})` : ''}`);
  console.log(`BENCH ${JSON.stringify(row)}`);
}

export function percentile(sorted: number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  );
}

export { freePort };

export interface BenchServer {
  url: string;
  /** The server process's id. */
  pid: number;
  /** Everything the server has written to stdout so far (pino JSON lines). */
  output: () => string;
  /** The server process's resident memory now and at its peak so far, MB (Linux /proc). */
  memory: () => ProcessMemory;
  /** CPU time the server has used so far, ms: all its threads, and its main thread alone. */
  cpu: () => ProcessCpu;
  stop: () => Promise<void>;
}

export interface ProcessMemory {
  /** Resident set size now (VmRSS), MB. */
  rssMb: number;
  /** The highest resident set size since the process started (VmHWM), MB. */
  peakMb: number;
}

/** VmRSS and VmHWM of a process, from /proc/<pid>/status (Linux). */
export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export interface ProcessCpu {
  /** User and system time of every thread (the event loop, libuv's pool, V8's helpers), ms. */
  totalMs: number;
  /** User and system time of the main thread (the event loop, where JavaScript runs), ms. */
  mainMs: number;
}

/** utime + stime of a /proc stat line, ms (clock ticks are 10 ms on Linux). */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time a process has used. Unlike wall time it barely moves when other work shares the
 * machine, so a bench can say what one operation costs even when the load average is high.
 */
export function processCpu(pid: number): ProcessCpu {
  return {
    totalMs: statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    mainMs: statCpuMs(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
  };
}

/**
 * The machine's 1-minute load average: timing figures taken above about the number of cores are
 * not the app's own (other work had the CPU), so benches print it next to them.
 */
export function loadAverage(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}

/**
 * Starts the real server on a loopback port (PROVIDERS=fake, a temp PGlite directory unless
 * DATABASE_URL is passed) and resolves when /api/ready answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<BenchServer> {
  const port = await freePort();
  // A caller-owned data directory survives stop() (a bench can restart on the same database).
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'anglerscout-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under a bench.
  // They come after the launcher's own flags: for V8 flags the last one given wins, so
  // BENCH_SERVER_NODE_ARGS="--max-semi-space-size=64" really replaces the launcher's 16.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, ...nodeArgs, SERVER_ENTRY],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...SERVER_ENV,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PROVIDERS: 'fake',
        BETTER_AUTH_URL: url,
        BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // BENCH_SERVER_STDOUT=/tmp/server.log keeps the server's stdout (e.g. with --trace-gc) for a look afterwards.
  const tee = process.env.BENCH_SERVER_STDOUT
    ? createWriteStream(process.env.BENCH_SERVER_STDOUT, { flags: 'a' })
    : undefined;
  child.stdout!.on('data', (d) => {
    output += d;
    tee?.write(d);
  });
  // Three minutes: a first start runs initdb, and a machine shared with other work is slow.
  const giveUp = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > giveUp) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output.slice(-2000)}`);
    }
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    output: () => output,
    memory: () => processMemory(child.pid!),
    cpu: () => processCpu(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON POST as the browser sends it (same origin), optionally from a given client address. */
export function post(
  server: BenchServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Signs up, follows the verification link the outbox writes to the log (the server must log at
 * info), and signs in. `ip` is sent as X-Forwarded-For, so start the server with TRUST_PROXY_HOPS=1
 * to have many bench users without tripping the per-IP sign-up limit.
 */
export async function verifiedMember(
  server: BenchServer,
  email: string,
  password: string,
  ip?: string,
): Promise<{ cookie: string; userId: string }> {
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  const signUp = await post(
    server,
    '/api/auth/sign-up/email',
    { email, password, name: '' },
    headers,
  );
  if (signUp.status !== 200)
    throw new Error(`sign-up of ${email} failed: ${signUp.status} ${await signUp.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"email.outbox"') && l.includes(email));
    link = line ? (JSON.parse(line) as { link: string }).link : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error(`no verification link for ${email} in the log (is LOG_LEVEL info?)`);
  const token = new URL(link).searchParams.get('token')!;
  const verified = await fetch(
    `${server.url}/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    { headers },
  );
  if (verified.status !== 200)
    throw new Error(`verification of ${email} failed: ${verified.status}`);
  const signIn = await post(server, '/api/auth/sign-in/email', { email, password }, headers);
  if (signIn.status !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}
