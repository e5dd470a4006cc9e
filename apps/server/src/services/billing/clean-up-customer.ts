import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client.ts';
import { outboxJobs } from '../../db/schema/index.ts';
import type { BillingGateway } from '../../providers/billing/billing-gateway.ts';

export interface BillingCleanup {
  customerId: string;
  subscriptionIds: string[];
}

function asCleanup(payload: Record<string, unknown>): BillingCleanup {
  const ids = Array.isArray(payload.subscriptionIds) ? payload.subscriptionIds : [];
  return {
    customerId: String(payload.customerId),
    subscriptionIds: ids.filter((id): id is string => typeof id === 'string'),
  };
}

/**
 * Queues the Stripe side of an account's end: cancel its subscriptions now and delete its
 * customer. The job carries no user id (the account is gone) and no e-mail, only Stripe's ids.
 * `notBefore` leaves the first attempt to the caller (deletion tries at once, in its own flow).
 */
export async function enqueueBillingCleanup(opts: {
  db: DbOrTx;
  customerId: string;
  subscriptionIds: string[];
  notBefore?: Date;
}): Promise<string | null> {
  const [queued] = await opts.db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.kind, 'billing'),
        eq(outboxJobs.status, 'pending'),
        sql`${outboxJobs.payload}->>'customerId' = ${opts.customerId}`,
      ),
    );
  if (queued) return null;
  const [row] = await opts.db
    .insert(outboxJobs)
    .values({
      kind: 'billing',
      userId: null,
      payload: { customerId: opts.customerId, subscriptionIds: opts.subscriptionIds },
      nextAttemptAt: opts.notBefore ?? new Date(),
    })
    .returning({ id: outboxJobs.id });
  return row!.id;
}

/** The outbox handler: each step counts an already-gone subscription or customer as done. */
export function billingCleanupHandler(gateway: BillingGateway) {
  return async (payload: Record<string, unknown>) => {
    const job = asCleanup(payload);
    for (const id of job.subscriptionIds) await gateway.cancelSubscriptionNow(id);
    await gateway.deleteCustomer(job.customerId);
  };
}

/**
 * Runs a queued clean-up now, inside the deletion's own flow. On success the job is marked sent;
 * on failure it stays pending and the outbox retries it (until it succeeds: see run-due-jobs.ts).
 */
export async function runCleanupNow(opts: {
  db: DbOrTx;
  gateway: BillingGateway;
  jobId: string;
  logger?: Logger;
}): Promise<boolean> {
  const [job] = await opts.db.select().from(outboxJobs).where(eq(outboxJobs.id, opts.jobId));
  if (!job || job.status !== 'pending') return false;
  try {
    await billingCleanupHandler(opts.gateway)(job.payload);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    opts.logger?.warn(
      { jobId: job.id, err: message },
      'stripe clean-up failed; the outbox retries it',
    );
    await opts.db
      .update(outboxJobs)
      .set({ attempts: job.attempts + 1, lastError: message.slice(0, 500) })
      .where(eq(outboxJobs.id, job.id));
    return false;
  }
  await opts.db
    .update(outboxJobs)
    .set({ status: 'sent', doneAt: new Date(), attempts: job.attempts + 1, lastError: null })
    .where(and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, 'pending')));
  return true;
}
