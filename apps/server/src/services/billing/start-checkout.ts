import { eq } from 'drizzle-orm';
import type { BillingPlan } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import type { BillingGateway } from '../../providers/billing/billing-gateway.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { readStripeSubscription } from './billing-state.ts';
import { callStripe, requireBilling } from './require-billing.ts';

/**
 * The member's Stripe customer, created on first need. The idempotency key is the user's, so two
 * first checkouts at once get the same customer from Stripe; the unique keys on both columns keep
 * one customer per user and one user per customer.
 */
async function ensureCustomer(opts: {
  db: Db;
  gateway: BillingGateway;
  user: { id: string; email: string };
}): Promise<string> {
  const find = async () =>
    (
      await opts.db
        .select({ customerId: billingCustomers.customerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, opts.user.id))
    )[0]?.customerId;
  const existing = await find();
  if (existing) return existing;
  const customerId = await opts.gateway.createCustomer({
    userId: opts.user.id,
    email: opts.user.email,
    idempotencyKey: `customer:${opts.user.id}`,
  });
  await opts.db
    .insert(billingCustomers)
    .values({ userId: opts.user.id, customerId })
    .onConflictDoNothing();
  const stored = await find();
  if (!stored) throw new AppError('STATE_SYNC_ERROR', 'Please try again.');
  return stored;
}

export interface StartCheckoutOptions {
  db: Db;
  billing: Billing;
  user: { id: string; email: string };
  plan: BillingPlan;
  /** The browser's key for this purchase attempt: a retry reuses it and gets the same session. */
  attemptKey: string;
  /** Where Stripe sends the browser back (the app's origin as the member uses it). */
  appUrl: string;
  now?: Date;
}

/** A Stripe Checkout session in subscription mode for the member's chosen plan; answers its URL. */
export async function startCheckout(opts: StartCheckoutOptions): Promise<{ url: string }> {
  const { gateway, prices } = requireBilling(opts.billing);
  const current = await readStripeSubscription(opts.db, opts.user.id, opts.now ?? new Date());
  if (current?.entitlement.entitled)
    throw new AppError(
      'RESOURCE_ALREADY_EXISTS',
      'You are already a Founding Member. Manage or switch your plan in Account Settings.',
    );
  return callStripe(async () => {
    const customerId = await ensureCustomer({ db: opts.db, gateway, user: opts.user });
    const back = `${opts.appUrl}/app/settings`;
    const url = await gateway.createCheckoutSession({
      customerId,
      priceId: prices[opts.plan],
      userId: opts.user.id,
      successUrl: `${back}?checkout=success`,
      cancelUrl: `${back}?checkout=canceled`,
      idempotencyKey: `checkout:${opts.user.id}:${opts.plan}:${opts.attemptKey}`,
    });
    return { url };
  });
}
