import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { FakeStripeStore } from './fake-stripe-store.ts';
import { FakeStripeBilling } from './fake-stripe-billing.ts';
import { fakeStripeApi } from './fake-stripe-api.ts';
import { fakeStripePages } from './fake-stripe-page-routes.ts';
import { sendJson } from './fake-stripe-http.ts';
import { webhookDelivery, type WebhookDeliveryOptions } from './fake-stripe-webhooks.ts';

export interface FakeStripeOptions extends Pick<
  WebhookDeliveryOptions,
  'webhookUrl' | 'deliveryAttempts' | 'send'
> {
  secretKey?: string;
  webhookSecret?: string;
  /** The two prices the app sells, created at start with these ids. */
  prices?: { monthly: string; yearly: string };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * A loopback stand-in for Stripe: the API calls the app makes (form-encoded in, JSON objects with
 * `object` fields and Stripe's error shapes out, idempotency keys honoured), a hosted checkout page
 * and customer portal a browser can use, and webhooks signed the way Stripe signs them.
 */
export async function startFakeStripe(opts: FakeStripeOptions = {}) {
  const secretKey = opts.secretKey ?? `sk_test_fake_${randomBytes(12).toString('hex')}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_fake_${randomBytes(16).toString('hex')}`;
  const store = new FakeStripeStore();
  const webhooks = webhookDelivery({ ...opts, store, secretKey, webhookSecret });
  const billing = new FakeStripeBilling(store, webhooks.emit);

  const product = store.base('product', 'prod');
  store.products.set(product.id, { ...product, name: 'AnglerScout Founding Member' });
  if (opts.prices) {
    store.addPrice({
      id: opts.prices.monthly,
      product: product.id,
      unitAmount: 997,
      interval: 'month',
    });
    store.addPrice({
      id: opts.prices.yearly,
      product: product.id,
      unitAmount: 9997,
      interval: 'year',
    });
  }

  // Listening first: the hosted pages' URLs in API answers need the port.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The fake Stripe has no TCP port');
  const origin = `http://127.0.0.1:${address.port}`;
  const api = fakeStripeApi({ store, billing, origin, secretKey });
  const pages = fakeStripePages({ store, billing });
  server.on('request', (req, res) => {
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const handler = path.startsWith('/v1/') ? api.handle : pages;
    handler(req, res, path, query).catch((err: Error) =>
      sendJson(res, 500, { error: { type: 'api_error', message: err.message } }),
    );
  });

  return {
    origin,
    secretKey,
    webhookSecret,
    store,
    billing,
    /** Every event emitted so far, oldest first. */
    events: webhooks.events,
    /** Every API call, as `METHOD /v1/path`, in order. */
    requests: api.requests,
    /** Resolves once every event emitted so far has been delivered (or given up on). */
    settled: webhooks.settled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
