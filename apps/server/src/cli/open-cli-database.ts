import { resolve } from 'node:path';
import { EnvError, loadEnv } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';

/**
 * Opens and migrates the database for a command-line tool, or exits with one clear line: a bad
 * environment (78), the embedded database held by the running server (75; PGlite allows one
 * process, so stop the server or use PostgreSQL), or a database that cannot be reached (69).
 */
export async function openCliDatabase(): Promise<Database> {
  try {
    const env = loadEnv();
    const database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
    });
    await database.migrate();
    return database;
  } catch (err) {
    if (err instanceof EnvError) return exit(78, err.message);
    if (err instanceof DataDirLockedError)
      return exit(
        75,
        `${err.message}\nStop the server first (with the embedded database only one process can open it), then run this again.`,
      );
    return exit(69, `Could not open the database: ${(err as Error).message}`);
  }
}

function exit(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}
