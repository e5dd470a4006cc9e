import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Rows of a raw SQL query on either driver: node-postgres answers `{ rows }`, PGlite's drizzle
 * driver the same, older paths an array. For the few queries the query builder cannot express
 * (lateral joins over a list of grid cells).
 */
export async function executeRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows;
  return [];
}
