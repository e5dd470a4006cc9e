import qs from 'qs';
import { StripeApiError, type ApiContext, type Params } from './fake-stripe-request.ts';
import { customerApi } from './fake-stripe-customer-api.ts';
import { subscriptionApi } from './fake-stripe-subscription-api.ts';
import { setupApi } from './fake-stripe-setup-api.ts';
import { readBody, sendJson, type RequestHandler } from './fake-stripe-http.ts';

/**
 * Exactly the calls the app and `npm run billing:setup` make, with Stripe's paths, parameters and
 * answers. Anything else answers Stripe's 404 for an unknown URL.
 */
const routes = new Map(Object.entries({ ...customerApi, ...subscriptionApi, ...setupApi }));

function handleApi(ctx: ApiContext, method: string, path: string, params: Params): unknown {
  const route = `${method} ${path.replace(/\/(cus|sub|sub_sched|in|price)_[\w-]+/g, '/:id')}`;
  const handler = routes.get(route);
  if (!handler)
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  return handler(ctx, path.split('/')[3] ?? '', params);
}

export interface FakeStripeApiOptions extends ApiContext {
  secretKey: string;
}

/**
 * The API over HTTP as Stripe serves it: the secret key as a bearer token, form-encoded
 * parameters in, JSON out, and idempotency keys honoured (a repeat answers what the first
 * request got; the same key with other parameters is refused).
 */
export function fakeStripeApi({ secretKey, ...ctx }: FakeStripeApiOptions) {
  /** Every API call, as `METHOD /v1/path`, in order. */
  const requests: string[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  const handle: RequestHandler = async (req, res, path, query) => {
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    requests.push(`${req.method} ${path}`);
    const raw = req.method === 'POST' ? await readBody(req) : query;
    const params: Params = qs.parse(raw, { arrayLimit: 100 });
    const key = req.headers['idempotency-key'];
    const fingerprint = `${req.method} ${path} ${raw}`;
    const seen = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (seen && seen.fingerprint !== fingerprint)
      return sendJson(res, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    if (seen) return sendJson(res, seen.status, seen.body, { 'idempotent-replayed': 'true' });
    let status = 200;
    let body: unknown;
    try {
      body = handleApi(ctx, req.method ?? 'GET', path, params);
    } catch (err) {
      if (!(err instanceof StripeApiError)) throw err;
      status = err.status;
      body = { error: err.body };
    }
    if (typeof key === 'string' && req.method === 'POST')
      idempotent.set(key, { fingerprint, status, body });
    sendJson(res, status, body);
  };
  return { requests, handle };
}
