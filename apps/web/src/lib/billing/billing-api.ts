import { ZRedirectResponse, ZSubscriptionDetails, type BillingPlan } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** Stripe Checkout for a plan; `attemptKey` is reused when the same attempt is retried. */
export const startCheckout = (plan: BillingPlan, attemptKey: string) =>
  request(endpoint('POST', '/api/billing/checkout', ZRedirectResponse), {
    json: { plan },
    headers: { 'idempotency-key': attemptKey },
  });

export const openBillingPortal = () =>
  request(endpoint('POST', '/api/billing/portal', ZRedirectResponse), { json: {} });

export const switchPlan = (plan: BillingPlan) =>
  request(endpoint('POST', '/api/billing/switch', ZSubscriptionDetails), { json: { plan } });

/** Leaves the app for a Stripe-hosted page (checkout or portal). */
export const goTo = (url: string) => window.location.assign(url);
