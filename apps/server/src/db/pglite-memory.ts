import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * Postgres settings for the embedded database (decision 020). PGlite runs one Postgres backend
 * inside this process, in a WebAssembly memory that grows but never shrinks, so every buffer
 * Postgres touches stays resident for the life of the server. Its defaults are sized for a
 * database server with the machine to itself:
 * - `shared_buffers` 128 MB, all of it written at start (measured: 128 MB of the 146 MB of shared
 *   memory, and the memory grew from 128 to 189 MB). The files are read through the operating
 *   system, whose page cache already keeps a small database in memory, so a second large cache in
 *   the process buys little: 16 MB holds every hot table and index of a few thousand members.
 * - `wal_buffers` follows shared_buffers (1/32: 512 kB).
 * - `maintenance_work_mem` 64 MB would be allocated by an index build in a migration and kept;
 *   16 MB builds our indexes in memory (the largest has a few hundred thousand rows).
 * - `max_connections` 100 sizes lock and process tables in shared memory for backends PGlite never
 *   starts (it is one backend in single-user mode).
 * `work_mem` (4 MB per sort or hash) and `temp_buffers` (8 MB, temporary tables only) stay at
 * their defaults: they are allocated only when a query needs them.
 */
const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  max_connections: '10',
};

/** PGlite's options with PGLITE_SETTINGS added to its own start parameters. */
export function pgliteOptions(settings = PGLITE_SETTINGS): PGliteOptions {
  return {
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  };
}

/** True when `dir` already holds a Postgres data directory. */
function hasDatabase(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

const run = promisify(execFile);

/**
 * Creates the database files in `dir` (initdb) in a short-lived child process. PGlite runs initdb in
 * two more WebAssembly instances of its own (a scratch Postgres and the initdb program), and their
 * memories (measured 440 MB) stay in the process until a garbage collection that an idle server
 * may never run; in a child they are gone when it exits. Does nothing when `dir` has a database.
 */
export async function createDatabaseApart(dir: string): Promise<void> {
  if (hasDatabase(dir)) return;
  const script = [
    'const [url, dir, options] = process.argv.slice(1);',
    'const { PGlite } = await import(url);',
    'const client = await PGlite.create(dir, JSON.parse(options));',
    'await client.close();',
  ].join('\n');
  await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      script,
      import.meta.resolve('@electric-sql/pglite'),
      dir,
      JSON.stringify(pgliteOptions()),
    ],
    { timeout: 300_000 },
  );
}
