// The server's footprint (issue 34): how long `npm start` takes on a fresh clone (the web build and
// the database's creation included) and on a restart, and the memory the server process holds at
// rest on the embedded database (first start and restart) and on PostgreSQL. Goals: restart under
// 5 s; at rest under 400 MB embedded and 250 MB on PostgreSQL, and the embedded server's peak over a
// restart under 600 MB (a 1 GB server). The peak during report load is measured by `npm run bench
// reports`.
// The clone is of the committed HEAD, with this checkout's node_modules linked in (installing is
// not part of a start). The server runs with its default outside-data providers, as `npm start`
// does; at rest it calls none of them. BENCH_REST_SECONDS sets how long "at rest" waits (45 s; V8 gives back its young generation after about half a minute without requests).
// Run: npx tsx bench/footprint.bench.ts (or `npm run bench footprint`).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBin, startPostgresCluster } from '../e2e/support/postgres-cluster.ts';
import { freePort, loadAverage, processMemory, report, ROOT } from './support.ts';

const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 45);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A clone of HEAD whose node_modules folders are this checkout's. */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'anglerscout-clone-'));
  execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', ROOT, dir]);
  for (const sub of ['', 'apps/server', 'apps/web', 'tools/lint', 'packages/scout', 'e2e']) {
    const modules = join(ROOT, sub, 'node_modules');
    if (existsSync(modules) && existsSync(join(dir, sub)))
      symlinkSync(modules, join(dir, sub, 'node_modules'));
  }
  return dir;
}

interface Started {
  /** Seconds from `npm start` until /api/ready answered 200. */
  seconds: number;
  launcher: ChildProcess;
  /** The server process (the launcher's child). */
  serverPid: number;
  url: string;
}

/** `npm start` in `dir`, timed until /api/ready answers. */
async function npmStart(dir: string, env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const launcher = spawn('npm', ['start'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const giveUp = Date.now() + 600_000;
  for (;;) {
    if (launcher.exitCode !== null || Date.now() > giveUp) {
      launcher.kill('SIGKILL');
      throw new Error(`npm start in ${dir} did not answer /api/ready`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  const serverPid = serverUnder(launcher.pid!);
  return { seconds: Math.round(seconds * 10) / 10, launcher, serverPid, url };
}

/** The server process under npm (npm -> scripts/start.mjs -> the server). */
function serverUnder(pid: number): number {
  const children = (parent: number) =>
    execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  const queue = [pid];
  while (queue.length) {
    const next = queue.shift()!;
    if (readFileSync(`/proc/${next}/cmdline`, 'utf8').includes('apps/server/src/index.ts'))
      return next;
    try {
      queue.push(...children(next));
    } catch {
      // pgrep exits 1 when a process has no children.
    }
  }
  throw new Error(`no server process under ${pid}`);
}

async function stop(started: Started) {
  started.launcher.kill('SIGTERM');
  if (started.launcher.exitCode === null)
    await new Promise((r) => started.launcher.once('exit', r));
}

/** Resident memory after REST_SECONDS with no requests. */
async function atRest(started: Started): Promise<number> {
  await sleep(REST_SECONDS * 1000);
  return processMemory(started.serverPid).rssMb;
}

console.log(`1-minute load average at the start: ${loadAverage()} (2 cores)`);
const clone = freshClone();
try {
  const first = await npmStart(clone, {});
  const firstRest = await atRest(first);
  await stop(first);
  const second = await npmStart(clone, {});
  const secondRest = await atRest(second);
  const peak = processMemory(second.serverPid).peakMb;
  await stop(second);
  console.log(
    `npm start on a fresh clone (web build, new database): ${first.seconds} s, ${firstRest} MB at rest; ` +
      `restart: ${second.seconds} s, ${secondRest} MB at rest (peak ${peak} MB); ` +
      `load average ${loadAverage()}`,
  );
  report({
    name: 'first npm start on a fresh clone (build, new database): ready after',
    value: first.seconds,
    unit: 's',
  });
  report({
    name: 'npm start again (restart): ready after',
    value: second.seconds,
    unit: 's',
    goal: '< 5 s',
    pass: second.seconds < 5,
  });
  report({
    name: 'embedded server at rest after its first start: resident memory',
    value: firstRest,
    unit: 'MB',
    goal: '< 400 MB',
    pass: firstRest < 400,
  });
  report({
    name: 'embedded server at rest after a restart: resident memory',
    value: secondRest,
    unit: 'MB',
    goal: '< 400 MB',
    pass: secondRest < 400,
  });
  report({
    name: 'embedded server peak over its start and rest (restart): resident memory',
    value: peak,
    unit: 'MB',
    goal: '< 600 MB',
    pass: peak < 600,
  });

  const bin = postgresBin();
  if (bin) {
    const cluster = await startPostgresCluster(bin);
    try {
      const onPostgres = await npmStart(clone, { DATABASE_URL: cluster.url });
      const rest = await atRest(onPostgres);
      await stop(onPostgres);
      console.log(`on PostgreSQL: ready after ${onPostgres.seconds} s, ${rest} MB at rest`);
      report({
        name: 'server on PostgreSQL at rest: resident memory',
        value: rest,
        unit: 'MB',
        goal: '< 250 MB',
        pass: rest < 250,
      });
    } finally {
      cluster.destroy();
    }
  } else console.log('PostgreSQL is not installed: its figure is skipped.');
} finally {
  rmSync(clone, { recursive: true, force: true });
}
