import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  queryRows,
  tablesInOrder,
} from './backup-tables.ts';

const BATCH = 500;

export class RestoreError extends Error {}

interface Header {
  format?: string;
  version?: number;
  migrations?: number;
  tables?: string[];
}

async function insertBatch(tx: Tx, table: string, columns: string[], rows: unknown[]) {
  if (!rows.length) return;
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const t = sql.identifier(table);
  await tx.execute(
    sql`insert into ${t} (${cols}) overriding system value select ${cols} from json_populate_recordset(null::${t}, ${JSON.stringify(rows)}::json)`,
  );
}

/**
 * Replaces the data of every table in a backup (exportDatabase's gzip file) with the file's rows,
 * in one transaction: a bad or cut-off file changes nothing. Columns the database has gained since
 * take their defaults; identity and serial counters continue after the restored rows. User
 * triggers (the dashboard's daily counts) are off while rows go in, since the counts are restored
 * as they were. Returns the rows restored per table.
 */
export async function restoreDatabase({ db, file }: { db: Db; file: string }) {
  return db.transaction(async (tx) => {
    const current = new Map((await tablesInOrder(tx)).map((t) => [t.name, t.columns]));
    let header: Header | null = null;
    let table: { name: string; columns: string[] } | null = null;
    let batch: unknown[] = [];
    const counts: Record<string, number> = {};
    let ended = false;
    const flush = async () => {
      if (table) await insertBatch(tx, table.name, table.columns, batch);
      batch = [];
    };
    // Opened only now: lines read before the loop starts would be lost.
    const input = createReadStream(file).pipe(createGunzip());
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line) continue;
      const value = JSON.parse(line) as Record<string, unknown>;
      if (!header) {
        header = value as Header;
        if (header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION)
          throw new RestoreError('This file is not an AnglerScout backup.');
        if ((header.migrations ?? 0) > (await appliedMigrations(tx)))
          throw new RestoreError(
            'The backup comes from a newer version of the app: update the app first.',
          );
        const names = (header.tables ?? []).filter((n) => current.has(n));
        if (names.length)
          await tx.execute(
            sql`truncate ${sql.join(
              names.map((n) => sql.identifier(n)),
              sql`, `,
            )} cascade`,
          );
        for (const n of names)
          await tx.execute(sql`alter table ${sql.identifier(n)} disable trigger user`);
        continue;
      }
      if (value.$end) {
        await flush();
        ended = true;
        break;
      }
      if (typeof value.$table === 'string') {
        await flush();
        const have = current.get(value.$table);
        if (!have) throw new RestoreError(`The database has no table ${value.$table}.`);
        const inFile = (value.columns as string[]) ?? [];
        table = { name: value.$table, columns: inFile.filter((c) => have.includes(c)) };
        counts[table.name] = 0;
        continue;
      }
      if (!table) throw new RestoreError('The backup has rows before its first table.');
      batch.push(value);
      counts[table.name]! += 1;
      if (batch.length >= BATCH) await flush();
    }
    if (!header || !ended) throw new RestoreError('The backup is incomplete (it was cut off).');
    for (const name of header.tables ?? []) {
      if (!current.has(name)) continue;
      await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
      for (const column of current.get(name)!) {
        const [seq] = await queryRows<{ s: string | null }>(
          tx,
          sql`select pg_get_serial_sequence(${name}, ${column}) as s`,
        );
        if (seq?.s)
          await tx.execute(
            sql`select setval(${seq.s}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(name)}), 0) + 1, false)`,
          );
      }
    }
    return counts;
  });
}
