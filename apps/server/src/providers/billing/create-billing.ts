import type { BillingPlan } from '@anglerscout/contracts';
import type { Env } from '../../env.ts';
import type { Lifecycle } from '../../lib/primitives/lifecycle.ts';
import type { BillingGateway } from './billing-gateway.ts';
import type { FakeStripe } from './fake/fake-stripe-server.ts';

/** How the server takes payments: Stripe, the offline fake, or not at all (settings missing). */
export interface Billing {
  mode: 'stripe' | 'fake' | 'off';
  gateway: BillingGateway | null;
  /** The Stripe price id of each plan key; the client never names a price. */
  prices: Record<BillingPlan, string> | null;
  /** The settings an administrator still has to provide (empty when payments work). */
  missing: string[];
  /** In fake mode, the running fake (its checkout page, test clock and events). */
  fake: Promise<FakeStripe> | null;
}

const REQUIRED = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
] as const;

export const FAKE_PRICES = {
  monthly: 'price_fake_founding_monthly',
  yearly: 'price_fake_founding_yearly',
};

/** A gateway whose calls wait for `ready` (the fake's port is known only once it listens). */
function deferred(ready: Promise<BillingGateway>): BillingGateway {
  return {
    createCustomer: async (o) => (await ready).createCustomer(o),
    createCheckoutSession: async (o) => (await ready).createCheckoutSession(o),
    createPortalSession: async (o) => (await ready).createPortalSession(o),
    readSubscription: async (id) => (await ready).readSubscription(id),
    scheduleSwitch: async (o) => (await ready).scheduleSwitch(o),
    releaseSchedule: async (id) => (await ready).releaseSchedule(id),
    cancelSubscriptionNow: async (id) => (await ready).cancelSubscriptionNow(id),
    deleteCustomer: async (id) => (await ready).deleteCustomer(id),
    verifyEvent: async (body, signature) => (await ready).verifyEvent(body, signature),
  };
}

/**
 * Stripe when its four settings are present. With PROVIDERS=fake and no Stripe key, a fake Stripe
 * on a loopback port that sends its webhooks to this server (`webhookUrl`), so `npm start` can demo
 * a purchase offline. Tests (NODE_ENV=test) bring their own fake through the composition root's
 * overrides, so an app built for an unrelated test never opens a port for one. The Stripe SDK
 * (about 18 MB resident) is loaded only when payments are set up, not at start (decision 020).
 */
export function createBilling(opts: {
  env: Env;
  lifecycle: Lifecycle;
  webhookUrl: string;
}): Billing {
  const { env } = opts;
  if (env.PROVIDERS === 'fake' && !env.STRIPE_SECRET_KEY && env.NODE_ENV !== 'test') {
    const fake = import('./fake/fake-stripe-server.ts').then(({ startFakeStripe }) =>
      startFakeStripe({ webhookUrl: opts.webhookUrl, prices: FAKE_PRICES }),
    );
    opts.lifecycle.onStop(async () => (await fake).close());
    return { mode: 'fake', ...fakeBilling(fake), missing: [], fake };
  }
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) return { mode: 'off', gateway: null, prices: null, missing, fake: null };
  return {
    mode: 'stripe',
    gateway: deferred(
      import('./stripe-gateway.ts').then(({ stripeGateway }) =>
        stripeGateway({
          secretKey: env.STRIPE_SECRET_KEY!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.STRIPE_API_URL,
          portalConfigurationId: env.STRIPE_PORTAL_CONFIGURATION_ID,
        }),
      ),
    ),
    prices: { monthly: env.STRIPE_PRICE_MONTHLY!, yearly: env.STRIPE_PRICE_YEARLY! },
    missing: [],
    fake: null,
  };
}

/** The gateway and prices of a running (or starting) fake Stripe. */
export function fakeBilling(fake: Promise<FakeStripe>): Pick<Billing, 'gateway' | 'prices'> {
  const ready = Promise.all([fake, import('./stripe-gateway.ts')]).then(([f, { stripeGateway }]) =>
    stripeGateway({ secretKey: f.secretKey, webhookSecret: f.webhookSecret, apiUrl: f.origin }),
  );
  return { gateway: deferred(ready), prices: FAKE_PRICES };
}
