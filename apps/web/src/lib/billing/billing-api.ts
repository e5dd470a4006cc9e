import type { BillingPlan, TRedirectResponse, TSubscriptionDetails } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** Stripe Checkout for a plan; `attemptKey` is reused when the same attempt is retried. */
export const startCheckout = (plan: BillingPlan, attemptKey: string) =>
  api<TRedirectResponse>('/api/billing/checkout', {
    method: 'POST',
    json: { plan },
    headers: { 'idempotency-key': attemptKey },
  });

export const openBillingPortal = () =>
  api<TRedirectResponse>('/api/billing/portal', { method: 'POST', json: {} });

export const switchPlan = (plan: BillingPlan) =>
  api<TSubscriptionDetails>('/api/billing/switch', { method: 'POST', json: { plan } });

/** Leaves the app for a Stripe-hosted page (checkout or portal). */
export const goTo = (url: string) => window.location.assign(url);
