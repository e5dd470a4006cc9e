import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export const BACKUP_FORMAT = 'anglerscout-backup';
export const BACKUP_VERSION = 1;

/**
 * Left out of a backup: live credentials (sessions, verification and reset tokens, the generated
 * auth secret) that must not sit in a downloaded file, and state that rebuilds itself (rate-limit
 * windows, revocations, the outside-data cache). A restore therefore signs everyone out.
 */
export const EXCLUDED_TABLES = new Set([
  'sessions',
  'verifications',
  'auth_secrets',
  'session_revocations',
  'rate_limits',
  'auth_rate_limits',
  'provider_cache',
]);

/** Rows of a raw query on either engine (node-postgres and PGlite both answer with `rows`). */
export async function queryRows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}

/**
 * The app's tables with their columns, parents before children (foreign keys), so rows can be
 * inserted in file order without deferring constraints.
 */
export async function tablesInOrder(db: DbOrTx): Promise<{ name: string; columns: string[] }[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent
      from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns)
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const strip = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const e of edges)
      if (strip(e.child) === table && strip(e.parent) !== table) visit(strip(e.parent), path);
    ordered.push(table);
  };
  for (const table of [...byTable.keys()].sort()) visit(table, new Set());
  return ordered
    .filter((t) => byTable.has(t))
    .map((name) => ({ name, columns: byTable.get(name)! }));
}

/** How many migrations the database has applied (drizzle's journal table). */
export async function appliedMigrations(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(row?.n ?? 0);
}
