import { desc, eq } from 'drizzle-orm';
import { PAYMENT_GRACE_DAYS, type BillingPlan } from '@anglerscout/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { billingSubscriptions } from '../../db/schema/index.ts';

export type StripeSubscriptionRow = typeof billingSubscriptions.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;
/**
 * A renewal's webhooks may arrive a little after the period ends (Stripe attempts the charge about
 * an hour after the invoice is made, and retries delivery). An active subscription whose period end
 * passed keeps the tier this long before we assume the renewal news was lost.
 */
const RENEWAL_LEEWAY_MS = 2 * DAY_MS;

export interface StripeEntitlement {
  entitled: boolean;
  /** When the paid tier ends unless Stripe renews it (period end, or the end of the grace). */
  until: Date | null;
  paymentFailed: boolean;
  graceEndsAt: Date | null;
}

/**
 * Whether a Stripe subscription gives the paid tier now. Active: to the period end (exactly, when
 * it is set to cancel then). Past due (a renewal failed): for PAYMENT_GRACE_DAYS from the start of
 * the unpaid period while Stripe retries the card, then no longer. Anything else: no.
 */
export function stripeEntitlement(row: StripeSubscriptionRow, now: Date): StripeEntitlement {
  const end = row.currentPeriodEnd;
  if (row.status === 'active' || row.status === 'trialing') {
    const limit = end ? end.getTime() + (row.cancelAtPeriodEnd ? 0 : RENEWAL_LEEWAY_MS) : Infinity;
    return { entitled: now.getTime() < limit, until: end, paymentFailed: false, graceEndsAt: null };
  }
  if (row.status === 'past_due') {
    const from = row.currentPeriodStart ?? now;
    const graceEndsAt = new Date(from.getTime() + PAYMENT_GRACE_DAYS * DAY_MS);
    return {
      entitled: now < graceEndsAt,
      until: graceEndsAt,
      paymentFailed: true,
      graceEndsAt,
    };
  }
  return { entitled: false, until: null, paymentFailed: false, graceEndsAt: null };
}

/**
 * The member's Stripe subscription that matters: one that entitles them (a past-due one first, so
 * its banner shows), else the newest. A member normally has one; a lapsed one and a new one may
 * both be on record.
 */
export async function readStripeSubscription(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ row: StripeSubscriptionRow; entitlement: StripeEntitlement } | null> {
  const rows = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, userId))
    .orderBy(desc(billingSubscriptions.createdAt));
  const withEntitlement = rows.map((row) => ({ row, entitlement: stripeEntitlement(row, now) }));
  const entitled = withEntitlement.filter((r) => r.entitlement.entitled);
  return (
    entitled.find((r) => r.entitlement.paymentFailed) ?? entitled[0] ?? withEntitlement[0] ?? null
  );
}

export function planOfPrice(
  prices: Record<BillingPlan, string> | null,
  priceId: string | null,
): BillingPlan | null {
  if (!prices || !priceId) return null;
  if (prices.monthly === priceId) return 'monthly';
  if (prices.yearly === priceId) return 'yearly';
  return null;
}
