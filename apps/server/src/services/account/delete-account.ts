import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { billingCustomers, billingSubscriptions } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { enqueueBillingCleanup, runCleanupNow } from '../billing/clean-up-customer.ts';

/** Tables holding rows of a user: every table with a `user_id` column, found at run time. */
export async function tablesWithUserId(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return result.rows.map((r) => r.table_name);
}

const CLEANUP_WAIT_MS = 8000;

export interface DeleteAccountOptions {
  db: Db;
  userId: string;
  /** Payments: the member's Stripe subscription is cancelled and the customer deleted. */
  billing?: Billing;
  logger?: Logger;
}

/**
 * Removes the user and every row that belongs to them, in every table, in one transaction: either
 * all of it goes or none does, so a retry after a failure finishes the job. Tables are found
 * through information_schema, so tables added later are covered without touching this code.
 *
 * A paying member's Stripe clean-up (cancel now, delete the customer) is queued in that same
 * transaction, so the account can never go while the clean-up is forgotten; it is then tried at
 * once, and if Stripe fails the outbox retries it until it is done.
 */
export async function deleteAccount({
  db,
  userId,
  billing,
  logger,
}: DeleteAccountOptions): Promise<void> {
  const jobId = await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, userId));
    const subscriptions = await tx
      .select({ id: billingSubscriptions.subscriptionId, status: billingSubscriptions.status })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, userId));
    for (const table of await tablesWithUserId(tx)) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    }
    await tx.execute(sql`delete from users where id = ${userId}`);
    if (!customer) return null;
    return enqueueBillingCleanup({
      db: tx,
      customerId: customer.customerId,
      subscriptionIds: subscriptions.filter((s) => s.status !== 'canceled').map((s) => s.id),
      // The first attempt is ours, just below; the outbox takes over if it fails.
      notBefore: new Date(Date.now() + 60_000),
    });
  });
  if (!jobId || !billing?.gateway) return;
  // Stripe gets a few seconds here; past that the member is not kept waiting and the outbox
  // (whose first attempt is a minute out) finishes the job.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    runCleanupNow({ db, gateway: billing.gateway, jobId, logger }),
    new Promise((resolve) => (timer = setTimeout(resolve, CLEANUP_WAIT_MS))),
  ]);
  clearTimeout(timer);
}
