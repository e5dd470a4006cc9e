import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is in use by another process (pid ${pid}). ` +
        'PGlite allows one process per directory: stop that process, choose another DATA_DIR, ' +
        'or set DATABASE_URL to use PostgreSQL.',
    );
  }
}

interface LockOwner {
  pid: number;
  /** The owner's start time (clock ticks since boot, /proc/<pid>/stat field 22), where known. */
  started?: string;
}

/** A process's start time, which tells it apart from a later process given the same pid. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | undefined {
  const text = readFileSync(file, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * True when the lock's owner is still running: the pid is alive and, where the system tells
 * start times (Linux /proc), it is the same process that took the lock, not an unrelated one
 * that was given the pid after a crash or a container restart.
 */
function ownerRunning(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (owner.started === undefined) return true;
  const now = startTimeOf(owner.pid);
  return now === undefined || now === owner.started;
}

/**
 * Takes an exclusive lock on a PGlite data directory. PGlite has no lock of its own between
 * processes, and two writers corrupt the directory. A lock left by a process that is gone is
 * taken over.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, '.anglerscout.lock');
  const me: LockOwner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && ownerRunning(owner)) throw new DataDirLockedError(dir, owner.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
