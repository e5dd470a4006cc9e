import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

/** Tables holding rows of a user: every table with a `user_id` column, found at run time. */
export async function tablesWithUserId(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return result.rows.map((r) => r.table_name);
}

/**
 * Removes the user and every row that belongs to them, in every table, in one transaction: either
 * all of it goes or none does, so a retry after a failure finishes the job. Tables are found
 * through information_schema, so tables added later are covered without touching this code.
 */
export async function deleteAccount({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of await tablesWithUserId(tx)) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    }
    await tx.execute(sql`delete from users where id = ${userId}`);
  });
}
