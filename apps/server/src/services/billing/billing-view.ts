import { BILLING_PRICES, type BillingPlan, type TBillingView } from '@anglerscout/contracts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import type { StripeEntitlement, StripeSubscriptionRow } from './billing-state.ts';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const asPlan = (v: string | null): BillingPlan | null =>
  v === 'monthly' || v === 'yearly' ? v : null;

/** The billing part of GET /api/me/subscription. */
export function billingView(opts: {
  billing: Billing | undefined;
  stripe: { row: StripeSubscriptionRow; entitlement: StripeEntitlement } | null;
  adminComp: boolean;
  isAdmin: boolean;
}): TBillingView {
  const { stripe } = opts;
  const available = Boolean(opts.billing?.gateway);
  const row = stripe?.row;
  const live = stripe?.entitlement.entitled ?? false;
  const plan = live ? asPlan(row!.plan) : null;
  return {
    source: live ? 'stripe' : opts.adminComp ? 'admin' : null,
    plan,
    priceText: plan ? BILLING_PRICES[plan].text : null,
    stripeStatus: row?.status ?? null,
    currentPeriodEnd: live ? iso(row!.currentPeriodEnd) : null,
    cancelAtPeriodEnd: live && row!.cancelAtPeriodEnd,
    pendingPlan: live ? asPlan(row!.pendingPlan) : null,
    pendingPlanAt: live ? iso(row!.pendingPlanAt) : null,
    paymentFailed: live && stripe!.entitlement.paymentFailed,
    graceEndsAt: live ? iso(stripe!.entitlement.graceEndsAt) : null,
    paymentsAvailable: available,
    missingSettings: !available && opts.isAdmin ? (opts.billing?.missing ?? []) : null,
  };
}
