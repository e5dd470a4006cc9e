import { list, lookup, paramsOf, str, type ApiRoutes } from './fake-stripe-request.ts';

/**
 * What `npm run billing:setup` creates (product, prices, portal configuration, webhook
 * endpoint), and the price lookup it starts with.
 */
export const setupApi: ApiRoutes = {
  'GET /v1/prices': ({ store }, _id, params) => {
    const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
    const found = [...store.prices.values()].filter((p) => keys.includes(p.lookup_key));
    return list(found, '/v1/prices');
  },
  'POST /v1/products': ({ store }, _id, params) => {
    const product = { ...store.base('product', 'prod'), name: str(params.name) ?? '' };
    store.products.set(product.id, product);
    return product;
  },
  'POST /v1/prices': ({ store }, _id, params) =>
    store.addPrice({
      product: lookup(store.products, str(params.product) ?? '', 'product').id,
      unitAmount: Number(params.unit_amount),
      interval: paramsOf(params.recurring)?.interval === 'year' ? 'year' : 'month',
      lookupKey: str(params.lookup_key) ?? null,
    }),
  'POST /v1/billing_portal/configurations': ({ store }, _id, params) => {
    const config = { ...store.base('billing_portal.configuration', 'bpc') };
    Object.assign(config, { active: true, features: params.features ?? {} });
    store.portalConfigurations.set(config.id, config);
    return config;
  },
  'POST /v1/webhook_endpoints': ({ store }, _id, params) => {
    const endpoint = { ...store.base('webhook_endpoint', 'we') };
    Object.assign(endpoint, {
      url: str(params.url),
      enabled_events: params.enabled_events ?? [],
      status: 'enabled',
      secret: `whsec_${endpoint.id.slice(3)}`,
    });
    store.webhookEndpoints.set(endpoint.id, endpoint);
    return endpoint;
  },
};
