import { z } from 'zod';

/**
 * The Founding Member plan's two prices, $9.97/month or $99.97/year. The client names a plan key
 * only; the server maps it to a Stripe price id from its configuration.
 */
export const BILLING_PLANS = ['monthly', 'yearly'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export const BILLING_PRICES: Record<
  BillingPlan,
  { amountCents: number; interval: 'month' | 'year'; text: string; label: string }
> = {
  monthly: { amountCents: 997, interval: 'month', text: '$9.97/month', label: 'monthly' },
  yearly: { amountCents: 9997, interval: 'year', text: '$99.97/year', label: 'yearly' },
};

/** What members read when the server has no Stripe keys (issue 17: never a 500). */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up yet';

/** How long a failed renewal keeps the paid tier while Stripe retries the card. */
export const PAYMENT_GRACE_DAYS = 7;

export const ZStartCheckoutRequest = z.object({ plan: z.enum(BILLING_PLANS) }).strict();
export type TStartCheckoutRequest = z.infer<typeof ZStartCheckoutRequest>;

export const ZSwitchPlanRequest = z.object({ plan: z.enum(BILLING_PLANS) }).strict();
export type TSwitchPlanRequest = z.infer<typeof ZSwitchPlanRequest>;

/** Checkout and the customer portal both answer with the hosted page to send the browser to. */
export const ZRedirectResponse = z.object({ url: z.string().url() });
export type TRedirectResponse = z.infer<typeof ZRedirectResponse>;

/**
 * The billing side of a member's subscription. `source` says where the paid tier comes from:
 * a Stripe subscription the webhooks confirmed, or a plan an administrator set (a comp).
 */
export const ZBillingView = z.object({
  source: z.enum(['stripe', 'admin']).nullable(),
  plan: z.enum(BILLING_PLANS).nullable(),
  priceText: z.string().nullable(),
  /** Stripe's subscription status (active, past_due, canceled ...), null without one. */
  stripeStatus: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlan: z.enum(BILLING_PLANS).nullable(),
  pendingPlanAt: z.string().nullable(),
  /** A renewal failed: the paid tier lasts until graceEndsAt unless the card is fixed. */
  paymentFailed: z.boolean(),
  graceEndsAt: z.string().nullable(),
  /** Whether the server can take payments (Stripe keys and prices configured). */
  paymentsAvailable: z.boolean(),
  /** For administrators only, when payments are not available: the settings that are missing. */
  missingSettings: z.array(z.string()).nullable(),
});
export type TBillingView = z.infer<typeof ZBillingView>;
