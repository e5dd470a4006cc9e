import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The rows of a raw SQL query, whichever driver answers: node-postgres gives `{ rows }`, PGlite
 * through drizzle likewise, some drivers a bare array. The caller names the row type its SQL
 * selects (numeric columns may arrive as strings: convert them).
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  const rows: unknown =
    typeof result === 'object' && result !== null ? Reflect.get(result, 'rows') : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
