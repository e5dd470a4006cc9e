import type { Writable } from 'node:stream';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  EXCLUDED_TABLES,
  queryRows,
  tablesInOrder,
} from './backup-tables.ts';

const BATCH = 500;

async function write(out: Writable, line: string) {
  if (!out.write(`${line}\n`)) await once(out, 'drain');
}

/**
 * A logical export of the database as newline-delimited JSON: a header, then per table a
 * `{"$table", "columns"}` line followed by one row_to_json line per row, read through a cursor
 * 500 rows at a time, and a closing `{"$end"}` line with the counts (a cut-off file is refused
 * on restore). It runs in one repeatable-read, read-only transaction, so every table is read at
 * the same instant. Memory stays flat: rows go to `out` as they come, with its backpressure.
 */
export async function exportDatabase({ db, out }: { db: Db; out: Writable }) {
  return db.transaction(
    async (tx) => {
      const tables = (await tablesInOrder(tx)).filter((t) => !EXCLUDED_TABLES.has(t.name));
      await write(
        out,
        JSON.stringify({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
          tables: tables.map((t) => t.name),
        }),
      );
      const counts: Record<string, number> = {};
      for (const table of tables) {
        await write(out, JSON.stringify({ $table: table.name, columns: table.columns }));
        const cursor = sql.identifier(`backup_${table.name}`);
        await tx.execute(
          sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table.name)} t`,
        );
        let n = 0;
        for (;;) {
          const rows = await queryRows<{ j: string }>(
            tx,
            sql`fetch ${sql.raw(String(BATCH))} from ${cursor}`,
          );
          for (const row of rows) await write(out, row.j);
          n += rows.length;
          if (rows.length < BATCH) break;
        }
        await tx.execute(sql`close ${cursor}`);
        counts[table.name] = n;
      }
      await write(out, JSON.stringify({ $end: true, counts }));
      return counts;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
