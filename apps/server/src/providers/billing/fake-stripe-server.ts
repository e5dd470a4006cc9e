import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import qs from 'qs';
import Stripe from 'stripe';
import { FakeStripeStore, newId, type StripeObject } from './fake-stripe-store.ts';
import { FAKE_API_VERSION, FakeStripeBilling } from './fake-stripe-billing.ts';
import { handleApi, StripeApiError, type Params } from './fake-stripe-api.ts';
import { checkoutPage, portalPage } from './fake-stripe-pages.ts';

export interface FakeStripeOptions {
  secretKey?: string;
  /** Where events go, signed with `webhookSecret` as Stripe signs them (Stripe-Signature). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The two prices the app sells, created at start with these ids. */
  prices?: { monthly: string; yearly: string };
  /** Delivery attempts per event before giving up (Stripe retries for days; the fake briefly). */
  deliveryAttempts?: number;
  /** How a delivery is sent (default: fetch over HTTP); tests hand events to the app directly. */
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });

function send(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': FAKE_API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}

/**
 * A loopback stand-in for Stripe: the API calls the app makes (form-encoded in, JSON objects with
 * `object` fields and Stripe's error shapes out, idempotency keys honoured), a hosted checkout page
 * and customer portal a browser can use, and webhooks signed the way Stripe signs them.
 */
export async function startFakeStripe(opts: FakeStripeOptions = {}) {
  const secretKey = opts.secretKey ?? `sk_test_fake_${randomBytes(12).toString('hex')}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_fake_${randomBytes(16).toString('hex')}`;
  const store = new FakeStripeStore();
  const events: StripeObject[] = [];
  const queue: StripeObject[] = [];
  let delivering: Promise<void> = Promise.resolve();
  const signer = new Stripe(secretKey);
  const endpoints = () => [
    ...(opts.webhookUrl ? [{ url: opts.webhookUrl, secret: webhookSecret }] : []),
    ...[...store.webhookEndpoints.values()].map((e) => ({
      url: String(e.url),
      secret: String(e.secret),
    })),
  ];

  async function deliver(event: StripeObject) {
    const payload = JSON.stringify(event, null, 2);
    for (const endpoint of endpoints()) {
      for (let attempt = 0; attempt < (opts.deliveryAttempts ?? 5); attempt++) {
        const signature = signer.webhooks.generateTestHeaderString({
          payload,
          secret: endpoint.secret,
        });
        const ok = await (opts.send ?? fetch)(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
          },
          body: payload,
        }).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
      }
    }
  }
  const billing = new FakeStripeBilling(store, (event) => {
    events.push(event);
    queue.push(event);
    delivering = delivering.then(async () => {
      while (queue.length > 0) await deliver(queue.shift()!);
    });
  });

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

  /** Every API call, as `METHOD /v1/path`, in order. */
  const requests: string[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let origin = '';

  async function api(req: IncomingMessage, res: ServerResponse, path: string, query: string) {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    requests.push(`${req.method} ${path}`);
    const raw = req.method === 'POST' ? await readBody(req) : query;
    const params = qs.parse(raw, { arrayLimit: 100 }) as Params;
    const key = req.headers['idempotency-key'];
    const fingerprint = `${req.method} ${path} ${raw}`;
    const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (seen && seen.fingerprint !== fingerprint)
      return send(res, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    if (seen) return send(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    let status = 200;
    let body: unknown;
    try {
      body = handleApi({ store, billing, origin }, req.method ?? 'GET', path, params);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      body = { error: err.body };
    }
    if (typeof key === 'string' && req.method === 'POST')
      idempotent.set(key, { fingerprint, status, body });
    send(res, status, body);
  }

  async function pages(req: IncomingMessage, res: ServerResponse, path: string, query: string) {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };
    const form = req.method === 'POST' ? qs.parse(await readBody(req)) : {};
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/c\/pay\/([\w-]+)$/))) {
      const session = store.sessions.get(m[1]!);
      if (!session) return html(404, 'No such checkout session.');
      if (req.method !== 'POST') return html(200, checkoutPage(store, session));
      const error = billing.completeCheckout(session.id, field('card'));
      if (error) return html(402, checkoutPage(store, session, error));
      return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
    }
    if ((m = path.match(/^\/p\/session\/([\w-]+)$/))) {
      const session = store.portalSessions.get(m[1]!);
      if (!session) return html(404, 'No such portal session.');
      const note = new URLSearchParams(query).get('note') ?? undefined;
      if (req.method !== 'POST') return html(200, portalPage(store, session, note));
      const op = field('op');
      if (op === 'cancel' || op === 'renew')
        billing.setCancelAtPeriodEnd(field('subscription'), op === 'cancel');
      else if (op === 'card') billing.updateCard(String(session.customer), field('card'));
      else if (op === 'advance') billing.advanceTo(Number(field('to')));
      const notes: Record<string, string> = {
        cancel: 'Your plan will be canceled at the end of the period.',
        renew: 'Your plan will renew.',
        card: 'Your card was updated.',
        advance: 'The test clock moved forward.',
      };
      return redirect(`${path}?note=${encodeURIComponent(notes[op] ?? '')}`);
    }
    html(404, 'Not found');
  }

  const server = createServer((req, res) => {
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const handler = path.startsWith('/v1/') ? api : pages;
    handler(req, res, path, query).catch((err: Error) =>
      send(res, 500, { error: { type: 'api_error', message: err.message } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    secretKey,
    webhookSecret,
    store,
    billing,
    /** Every event emitted so far, oldest first. */
    events,
    requests,
    /** Resolves once every event emitted so far has been delivered (or given up on). */
    settled: async () => {
      while (queue.length > 0) await delivering;
      await delivering;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
