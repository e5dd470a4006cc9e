import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { billingCustomers, billingSubscriptions } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import type { BillingGateway } from '../../providers/billing/billing-gateway.ts';
import { planOfPrice } from './billing-state.ts';
import { enqueueBillingCleanup } from './clean-up-customer.ts';

/** Statuses in which Stripe may still charge the customer. */
const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused']);

export interface SyncSubscriptionOptions {
  db: Db;
  gateway: BillingGateway;
  prices: Billing['prices'];
  subscriptionId: string;
  logger?: Logger;
}

/**
 * Copies a subscription's state from Stripe into our table. Whatever event prompted it, the state
 * is read fresh from Stripe, so events in any order, twice or late, all end in Stripe's current
 * state; and a write lands only if its read started after the stored one's (`synced_at`), so two
 * overlapping syncs cannot leave the older answer behind.
 */
export async function syncSubscription(opts: SyncSubscriptionOptions): Promise<void> {
  const { db, subscriptionId } = opts;
  const startedAt = new Date();
  const snap = await opts.gateway.readSubscription(subscriptionId);
  const [owner] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, snap.customerId));
  if (!owner) {
    // No member owns this customer (the account was deleted): it must not go on paying.
    if (LIVE.has(snap.status)) {
      opts.logger?.warn({ subscriptionId }, 'live subscription without an account: cancelling');
      await enqueueBillingCleanup({ db, customerId: snap.customerId, subscriptionIds: [snap.id] });
    }
    return;
  }
  const values = {
    subscriptionId: snap.id,
    userId: owner.userId,
    customerId: snap.customerId,
    priceId: snap.priceId,
    plan: planOfPrice(opts.prices, snap.priceId),
    status: snap.status,
    currentPeriodStart: snap.currentPeriodStart,
    currentPeriodEnd: snap.currentPeriodEnd,
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    endedAt: snap.endedAt,
    scheduleId: snap.scheduleId,
    pendingPlan: snap.pending ? planOfPrice(opts.prices, snap.pending.priceId) : null,
    pendingPlanAt: snap.pending?.at ?? null,
    syncedAt: startedAt,
  };
  const { subscriptionId: _id, userId: _user, customerId: _customer, ...changes } = values;
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: billingSubscriptions.subscriptionId,
      set: changes,
      setWhere: sql`${billingSubscriptions.syncedAt} < excluded.synced_at`,
    });
}
