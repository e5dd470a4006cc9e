import type Stripe from 'stripe';
import { BILLING_PLANS, BILLING_PRICES } from '@anglerscout/contracts';
import { WEBHOOK_EVENTS } from './billing-gateway.ts';

/** Lookup keys name our prices in the Stripe account, so a second run finds them again. */
const PRICE_LOOKUP_KEYS = {
  monthly: 'anglerscout_founding_monthly',
  yearly: 'anglerscout_founding_yearly',
} as const;

export interface StripeSetupResult {
  /** Lines for the server's environment (.env). */
  env: Record<string, string>;
  /** What this run created (the rest already existed). */
  created: string[];
}

/**
 * Makes a Stripe account ready for AnglerScout: the Founding Member product with its monthly
 * ($9.97) and yearly ($99.97) prices, a customer-portal configuration (card, invoices, cancel at
 * period end; plan switches stay in the app, which applies them at the next billing date) and,
 * given a URL, the webhook endpoint with the events the app handles.
 */
export async function setUpStripe(opts: {
  stripe: Stripe;
  webhookUrl?: string;
  portalConfigurationId?: string;
}): Promise<StripeSetupResult> {
  const { stripe } = opts;
  const created: string[] = [];
  const existing = await stripe.prices.list({
    lookup_keys: Object.values(PRICE_LOOKUP_KEYS),
    active: true,
  });
  const found = (key: string) => existing.data.find((p) => p.lookup_key === key)?.id;
  let productId: string | undefined;
  const env: Record<string, string> = {};
  for (const plan of BILLING_PLANS) {
    let id = found(PRICE_LOOKUP_KEYS[plan]);
    if (!id) {
      productId ??= (
        await stripe.products.create({
          name: 'AnglerScout Founding Member',
          description: 'Unlimited scouting reports (fair use: 50 per calendar month)',
        })
      ).id;
      const price = BILLING_PRICES[plan];
      id = (
        await stripe.prices.create({
          product: productId,
          currency: 'usd',
          unit_amount: price.amountCents,
          recurring: { interval: price.interval },
          lookup_key: PRICE_LOOKUP_KEYS[plan],
          nickname: `Founding Member ${price.label}`,
        })
      ).id;
      created.push(`price ${plan} (${price.text})`);
    }
    env[plan === 'monthly' ? 'STRIPE_PRICE_MONTHLY' : 'STRIPE_PRICE_YEARLY'] = id;
  }
  env.STRIPE_PORTAL_CONFIGURATION_ID =
    opts.portalConfigurationId ??
    (
      await stripe.billingPortal.configurations.create({
        business_profile: { headline: 'AnglerScout: manage your Founding Member plan' },
        features: {
          payment_method_update: { enabled: true },
          invoice_history: { enabled: true },
          customer_update: { enabled: true, allowed_updates: ['email', 'address'] },
          subscription_cancel: { enabled: true, mode: 'at_period_end' },
          subscription_update: { enabled: false },
        },
      })
    ).id;
  if (!opts.portalConfigurationId) created.push('customer portal configuration');
  if (opts.webhookUrl) {
    const endpoint = await stripe.webhookEndpoints.create({
      url: opts.webhookUrl,
      enabled_events: [...WEBHOOK_EVENTS],
      description: 'AnglerScout plans',
    });
    if (endpoint.secret) env.STRIPE_WEBHOOK_SECRET = endpoint.secret;
    created.push(`webhook endpoint ${opts.webhookUrl}`);
  }
  return { env, created };
}
