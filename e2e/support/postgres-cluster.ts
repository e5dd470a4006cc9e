import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/server-launch.mjs';

/** The newest installed PostgreSQL's bin directory (Debian layout), or undefined. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(base, versions.at(-1)!, 'bin') : undefined;
}

export interface PostgresCluster {
  url: string;
  /** `pg_ctl stop` in the given mode (fast: ends every connection with 57P01). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** SIGSTOP to every process of the cluster: it accepts TCP connections but answers nothing. */
  freeze(): void;
  thaw(): void;
  /** CPU time the cluster's processes have used, ms (live ones and, through the postmaster, ended ones). */
  cpuMs(): number;
  destroy(): void;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function run(bin: string, args: string[]): string {
  if (!asRoot) return execFileSync(bin, args, { encoding: 'utf8' });
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' });
}

/** A private PostgreSQL cluster on a free loopback port, for tests that stop or freeze it. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'anglerscout-pgcluster-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', dir, '-U', 'postgres', '--auth=trust', '-N']);
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp -c fsync=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  start();
  const pids = () => {
    const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };
  const signal = (sig: 'SIGSTOP' | 'SIGCONT') => {
    for (const pid of pids()) process.kill(pid, sig);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => run(join(bin, 'pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop']),
    start,
    freeze: () => signal('SIGSTOP'),
    cpuMs: () =>
      pids().reduce((sum, pid, i) => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        // utime, stime; for the postmaster also cutime, cstime (its children that have ended).
        const ticks = [11, 12, ...(i === 0 ? [13, 14] : [])].map((f) => Number(fields[f]));
        return sum + ticks.reduce((a, b) => a + b, 0) * 10;
      }, 0),
    thaw: () => signal('SIGCONT'),
    destroy: () => {
      try {
        signal('SIGCONT');
        run(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
