import type { StripeObject } from './fake-stripe-store.ts';
import {
  lookup,
  paramsList,
  paramsOf,
  str,
  StripeApiError,
  type ApiRoutes,
} from './fake-stripe-request.ts';

/** Customers and the two hosted sessions the app opens for them: Checkout and the portal. */
export const customerApi: ApiRoutes = {
  'POST /v1/customers': ({ store }, _id, params) => {
    const customer = { ...store.base('customer', 'cus'), email: str(params.email) ?? null };
    Object.assign(customer, { metadata: params.metadata ?? {}, deleted: undefined });
    store.customers.set(customer.id, customer);
    return customer;
  },
  'DELETE /v1/customers/:id': ({ store, billing }, id) => {
    lookup(store.customers, id, 'customer');
    for (const sub of store.subscriptions.values()) if (sub.customer === id) billing.cancelNow(sub);
    store.customers.delete(id);
    return { id, object: 'customer', deleted: true };
  },
  'POST /v1/checkout/sessions': ({ store, origin }, _id, params) => {
    const customer = lookup(store.customers, str(params.customer) ?? '', 'customer');
    const items = paramsList(params.line_items);
    const price = lookup(store.prices, String(items[0]?.price), 'price');
    if (params.mode !== 'subscription' || items.length !== 1)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'The fake supports one recurring price in subscription mode.',
      });
    const session: StripeObject = { ...store.base('checkout.session', 'cs_test') };
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
      url: `${origin}/c/pay/${session.id}`,
      price: price.id,
      subscription_metadata: paramsOf(params.subscription_data)?.metadata ?? {},
    });
    store.sessions.set(session.id, session);
    const { price: _price, subscription_metadata: _meta, ...visible } = session;
    return visible;
  },
  'POST /v1/billing_portal/sessions': ({ store, origin }, _id, params) => {
    const customer = lookup(store.customers, str(params.customer) ?? '', 'customer');
    const session = { ...store.base('billing_portal.session', 'bps') };
    Object.assign(session, {
      customer: customer.id,
      return_url: str(params.return_url) ?? null,
      configuration: str(params.configuration) ?? null,
      url: `${origin}/p/session/${session.id}`,
    });
    store.portalSessions.set(session.id, session);
    return session;
  },
};
