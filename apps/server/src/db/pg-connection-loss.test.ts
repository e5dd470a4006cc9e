import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../test/test-db.ts';
import { isDatabaseDown } from '../lib/primitives/database-errors.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A PostgreSQL restart ends every connection with 57P01. A client checked out by a transaction
 * between two statements then emits 'error' with nobody listening (pg's pool listens only to
 * idle clients): without a listener per client that is an unhandled 'error' event, which ends
 * the process (vitest reports it as an unhandled error and fails the run).
 */
describe.runIf(onPostgres)('losing PostgreSQL connections', () => {
  it('survives the server ending a connection that a transaction holds, and recovers', async () => {
    const database = await createTestDatabase();
    try {
      const [before] = await transactionPid(database);
      const pid = before!.pid;
      let inside!: () => void;
      const held = new Promise<void>((r) => (inside = r));
      let release!: () => void;
      const hold = new Promise<void>((r) => (release = r));
      const tx = database.db.transaction(async (t) => {
        const [row] = await rows<{ pid: number }>(t.execute(sql`select pg_backend_pid() as pid`));
        inside();
        await hold;
        await t.execute(sql`select 1`);
        return row!.pid;
      });
      await held;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state <> 'active'`,
      );
      await new Promise((r) => setTimeout(r, 200));
      release();
      const failure = await tx.then(
        () => null,
        (err: unknown) => err,
      );
      expect(failure).not.toBeNull();
      expect(isDatabaseDown(failure)).toBe(true);
      // The pool drops the broken client and the next query gets a fresh connection.
      const [after] = await transactionPid(database);
      expect(after!.pid).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});

async function rows<T>(result: Promise<unknown>): Promise<T[]> {
  const r = (await result) as { rows: T[] };
  return r.rows;
}

const transactionPid = (database: { db: import('./client.ts').Db }) =>
  rows<{ pid: number }>(database.db.execute(sql`select pg_backend_pid() as pid`));
