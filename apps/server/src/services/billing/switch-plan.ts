import { randomUUID } from 'node:crypto';
import { BILLING_PRICES, type BillingPlan } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { readStripeSubscription } from './billing-state.ts';
import { callStripe, requireBilling } from './require-billing.ts';
import { syncSubscription } from './sync-subscription.ts';

export interface SwitchPlanOptions {
  db: Db;
  billing: Billing;
  userId: string;
  plan: BillingPlan;
  now?: Date;
}

/**
 * Monthly to yearly or back, at the next billing date through a subscription
 * schedule. Choosing the plan one is already on drops a pending switch. The new state is read back
 * from Stripe at once, so the page can say "changes to yearly on <date>".
 */
export async function switchPlan(opts: SwitchPlanOptions): Promise<void> {
  const { gateway, prices } = requireBilling(opts.billing);
  const current = await readStripeSubscription(opts.db, opts.userId, opts.now ?? new Date());
  const row = current?.row;
  if (!row || row.status !== 'active' || !current.entitlement.entitled || !row.priceId)
    throw new AppError('BUSINESS_RULE_VIOLATION', 'Only an active paid plan can be switched.');
  if (row.cancelAtPeriodEnd)
    throw new AppError(
      'BUSINESS_RULE_VIOLATION',
      'Your plan is set to end. Renew it in Manage billing before switching.',
    );
  await callStripe(async () => {
    if (row.plan === opts.plan) {
      if (!row.scheduleId)
        throw new AppError('RESOURCE_ALREADY_EXISTS', `You are already on the ${opts.plan} plan.`);
      await gateway.releaseSchedule(row.scheduleId);
    } else {
      await gateway.scheduleSwitch({
        subscriptionId: row.subscriptionId,
        currentPriceId: row.priceId!,
        priceId: prices[opts.plan],
        interval: BILLING_PRICES[opts.plan].interval,
        // One key per switch: the SDK's own retries of each call reuse it.
        idempotencyKey: `switch:${randomUUID()}`,
      });
    }
    await syncSubscription({
      db: opts.db,
      gateway,
      prices,
      subscriptionId: row.subscriptionId,
    });
  });
}
