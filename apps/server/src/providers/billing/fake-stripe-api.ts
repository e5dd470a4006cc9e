import type { FakeStripeBilling } from './fake-stripe-billing.ts';
import type { FakeSchedule, FakeStripeStore, StripeObject } from './fake-stripe-store.ts';

/** Form-encoded parameters as Stripe's SDK sends them, parsed into nested objects (qs). */
export type Params = Record<string, unknown>;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${what}: '${id}'`,
  });

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export interface ApiContext {
  store: FakeStripeStore;
  billing: FakeStripeBilling;
  /** The fake's own origin, for the hosted pages' URLs. */
  origin: string;
}

function get<T>(map: Map<string, T>, id: string, what: string): T {
  const found = map.get(id);
  if (!found) throw missing(what, id);
  return found;
}

/** The subscription, with `schedule` expanded when asked (`expand[]=schedule`). */
function subscriptionView(ctx: ApiContext, id: string, params: Params) {
  const sub = get(ctx.store.subscriptions, id, 'subscription');
  const expand = Array.isArray(params.expand) ? params.expand : [];
  if (!expand.includes('schedule') || !sub.schedule) return sub;
  return { ...sub, schedule: ctx.store.schedules.get(sub.schedule) ?? sub.schedule };
}

function updateSchedule(ctx: ApiContext, schedule: FakeSchedule, params: Params) {
  const phases = Array.isArray(params.phases) ? (params.phases as Params[]) : [];
  let start = schedule.current_phase?.start_date ?? ctx.store.now();
  schedule.phases = phases.map((phase) => {
    const items = (Array.isArray(phase.items) ? phase.items : []) as Params[];
    const price = get(ctx.store.prices, String(items[0]?.price), 'price');
    const begins = Number(phase.start_date ?? start);
    const duration = phase.duration as Params | undefined;
    const ends = phase.end_date
      ? Number(phase.end_date)
      : duration
        ? ctx.store.periodEnd(begins, {
            ...price,
            recurring: {
              interval: duration.interval === 'year' ? 'year' : 'month',
              interval_count: 1,
            },
          })
        : ctx.store.periodEnd(begins, price);
    start = ends;
    return { start_date: begins, end_date: ends, items: [{ price: price.id, quantity: 1 }] };
  });
  schedule.end_behavior = str(params.end_behavior) ?? schedule.end_behavior;
  return schedule;
}

/**
 * Exactly the calls the app and `npm run billing:setup` make, with Stripe's paths, parameters and
 * answers. Anything else answers Stripe's 404 for an unknown URL.
 */
export function handleApi(ctx: ApiContext, method: string, path: string, params: Params): unknown {
  const { store, billing } = ctx;
  const route = `${method} ${path.replace(/\/(cus|sub|sub_sched|in|price)_[\w-]+/g, '/:id')}`;
  const id = path.split('/')[3] ?? '';
  switch (route) {
    case 'POST /v1/customers': {
      const customer = { ...store.base('customer', 'cus'), email: str(params.email) ?? null };
      Object.assign(customer, { metadata: params.metadata ?? {}, deleted: undefined });
      store.customers.set(customer.id, customer);
      return customer;
    }
    case 'DELETE /v1/customers/:id': {
      get(store.customers, id, 'customer');
      for (const sub of store.subscriptions.values())
        if (sub.customer === id) billing.cancelNow(sub);
      store.customers.delete(id);
      return { id, object: 'customer', deleted: true };
    }
    case 'POST /v1/checkout/sessions': {
      const customer = get(store.customers, str(params.customer) ?? '', 'customer');
      const items = (Array.isArray(params.line_items) ? params.line_items : []) as Params[];
      const price = get(store.prices, String(items[0]?.price), 'price');
      if (params.mode !== 'subscription' || items.length !== 1)
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: 'The fake supports one recurring price in subscription mode.',
        });
      const session: StripeObject = { ...store.base('checkout.session', 'cs_test') };
      const data = params.subscription_data as Params | undefined;
      Object.assign(session, {
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        customer: customer.id,
        client_reference_id: str(params.client_reference_id) ?? null,
        success_url: str(params.success_url),
        cancel_url: str(params.cancel_url),
        amount_total: price.unit_amount,
        currency: 'usd',
        subscription: null,
        metadata: params.metadata ?? {},
        expires_at: store.now() + 24 * 3600,
        url: `${ctx.origin}/c/pay/${session.id}`,
        price: price.id,
        subscription_metadata: data?.metadata ?? {},
      });
      store.sessions.set(session.id, session);
      const { price: _price, subscription_metadata: _meta, ...visible } = session;
      return visible;
    }
    case 'POST /v1/billing_portal/sessions': {
      const customer = get(store.customers, str(params.customer) ?? '', 'customer');
      const session = { ...store.base('billing_portal.session', 'bps') };
      Object.assign(session, {
        customer: customer.id,
        return_url: str(params.return_url) ?? null,
        configuration: str(params.configuration) ?? null,
        url: `${ctx.origin}/p/session/${session.id}`,
      });
      store.portalSessions.set(session.id, session);
      return session;
    }
    case 'GET /v1/subscriptions/:id':
      return subscriptionView(ctx, id, params);
    case 'DELETE /v1/subscriptions/:id': {
      const sub = get(store.subscriptions, id, 'subscription');
      billing.cancelNow(sub);
      return sub;
    }
    case 'POST /v1/subscription_schedules': {
      const sub = get(store.subscriptions, str(params.from_subscription) ?? '', 'subscription');
      const item = store.item(sub);
      const schedule = store.base('subscription_schedule', 'sub_sched') as FakeSchedule;
      const phase = { start_date: item.current_period_start, end_date: item.current_period_end };
      Object.assign(schedule, {
        subscription: sub.id,
        customer: sub.customer,
        status: 'active',
        end_behavior: 'release',
        current_phase: phase,
        phases: [{ ...phase, items: [{ price: item.price.id, quantity: 1 }] }],
        released_subscription: null,
      });
      store.schedules.set(schedule.id, schedule);
      sub.schedule = schedule.id;
      return schedule;
    }
    case 'GET /v1/subscription_schedules/:id':
      return get(store.schedules, id, 'subscription schedule');
    case 'POST /v1/subscription_schedules/:id':
      return updateSchedule(ctx, get(store.schedules, id, 'subscription schedule'), params);
    case 'POST /v1/subscription_schedules/:id/release': {
      const schedule = get(store.schedules, id, 'subscription schedule');
      const sub = store.subscriptions.get(schedule.subscription);
      if (sub) billing.releaseScheduleOf(sub, 'released');
      return schedule;
    }
    case 'GET /v1/prices': {
      const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
      const found = [...store.prices.values()].filter((p) => keys.includes(p.lookup_key));
      return list(found, '/v1/prices');
    }
    case 'POST /v1/products': {
      const product = { ...store.base('product', 'prod'), name: str(params.name) ?? '' };
      store.products.set(product.id, product);
      return product;
    }
    case 'POST /v1/prices': {
      const recurring = params.recurring as Params | undefined;
      return store.addPrice({
        product: get(store.products, str(params.product) ?? '', 'product').id,
        unitAmount: Number(params.unit_amount),
        interval: recurring?.interval === 'year' ? 'year' : 'month',
        lookupKey: str(params.lookup_key) ?? null,
      });
    }
    case 'POST /v1/billing_portal/configurations': {
      const config = { ...store.base('billing_portal.configuration', 'bpc') };
      Object.assign(config, { active: true, features: params.features ?? {} });
      store.portalConfigurations.set(config.id, config);
      return config;
    }
    case 'POST /v1/webhook_endpoints': {
      const endpoint = { ...store.base('webhook_endpoint', 'we') };
      Object.assign(endpoint, {
        url: str(params.url),
        enabled_events: params.enabled_events ?? [],
        status: 'enabled',
        secret: `whsec_${endpoint.id.slice(3)}`,
      });
      store.webhookEndpoints.set(endpoint.id, endpoint);
      return endpoint;
    }
    default:
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
  }
}
