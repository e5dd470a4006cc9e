import Stripe from 'stripe';
import type { FakeStripeStore, StripeObject } from './fake-stripe-store.ts';

export interface WebhookDeliveryOptions {
  store: FakeStripeStore;
  /** Builds the SDK client whose webhook helper signs the payloads. */
  secretKey: string;
  /** Where events go, signed with `webhookSecret` as Stripe signs them (Stripe-Signature). */
  webhookUrl?: string;
  webhookSecret: string;
  /** Delivery attempts per event before giving up (Stripe retries for days; the fake briefly). */
  deliveryAttempts?: number;
  /** How a delivery is sent (default: fetch over HTTP); tests hand events to the app directly. */
  send?: (url: string, init: RequestInit) => Promise<Response>;
}

/**
 * Webhook delivery as Stripe does it: every event, in the order emitted, to `webhookUrl` and to
 * each endpoint created through the API, signed with that endpoint's secret, retried with backoff.
 */
export function webhookDelivery(opts: WebhookDeliveryOptions) {
  const events: StripeObject[] = [];
  const queue: StripeObject[] = [];
  let delivering: Promise<void> = Promise.resolve();
  const signer = new Stripe(opts.secretKey);
  const endpoints = () => [
    ...(opts.webhookUrl ? [{ url: opts.webhookUrl, secret: opts.webhookSecret }] : []),
    ...[...opts.store.webhookEndpoints.values()].map((e) => ({
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

  return {
    /** Every event emitted so far, oldest first. */
    events,
    emit: (event: StripeObject) => {
      events.push(event);
      queue.push(event);
      delivering = delivering.then(async () => {
        while (queue.length > 0) await deliver(queue.shift()!);
      });
    },
    /** Resolves once every event emitted so far has been delivered (or given up on). */
    settled: async () => {
      while (queue.length > 0) await delivering;
      await delivering;
    },
  };
}
