import Stripe from 'stripe';
import type { BillingEvent, BillingGateway, SubscriptionSnapshot } from './billing-gateway.ts';

/** Stripe's own limit for a signed webhook's age: older than 300 s is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible server (the fake): the SDK's host, port and protocol options. */
  apiUrl?: string;
  portalConfigurationId?: string;
  timeoutMs?: number;
}

/** The SDK's connection options for `apiUrl` (e.g. http://127.0.0.1:12111); none for Stripe itself. */
export function sdkConnection(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

export function createStripeClient(opts: StripeGatewayOptions): Stripe {
  return new Stripe(opts.secretKey, {
    ...sdkConnection(opts.apiUrl),
    // The SDK retries network errors and 409/5xx answers with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: opts.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'AnglerScout' },
  });
}

const date = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's "No such ..." (resource_missing): the thing is already gone. */
const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';

/** The schedule's next phase, when it starts later with another price. */
function pendingChange(
  schedule: Stripe.SubscriptionSchedule | null,
  priceId: string | null,
): SubscriptionSnapshot['pending'] {
  if (!schedule || schedule.status !== 'active') return null;
  const now = Date.now() / 1000;
  const next = schedule.phases.find((p) => p.start_date > now);
  const nextPrice = idOf(next?.items[0]?.price);
  if (!next || !nextPrice || nextPrice === priceId) return null;
  return { priceId: nextPrice, at: new Date(next.start_date * 1000) };
}

export function snapshotOf(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  const priceId = idOf(item?.price);
  const schedule = typeof sub.schedule === 'object' ? sub.schedule : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    priceId,
    // Since API version 2025-03-31 the period lives on the subscription's items.
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    endedAt: date(sub.ended_at),
    scheduleId: idOf(sub.schedule),
    pending: pendingChange(schedule, priceId),
  };
}

function eventOf(event: Stripe.Event): BillingEvent {
  // Every event's object is one of Stripe's resources; the app reads a few common fields.
  const object: Record<string, unknown> = { ...event.data.object };
  const text = (v: unknown) =>
    typeof v === 'string'
      ? v
      : v && typeof v === 'object' && 'id' in v && typeof v.id === 'string'
        ? v.id
        : null;
  const parent = object.parent as BillingEvent['object']['parent'];
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: {
      object: String(object.object),
      id: text(object.id) ?? undefined,
      customer: text(object.customer),
      subscription: text(object.subscription),
      client_reference_id: text(object.client_reference_id),
      parent: parent ?? null,
    },
  };
}

/** The billing gateway over the official SDK. */
export function stripeGateway(opts: StripeGatewayOptions): BillingGateway {
  const stripe = createStripeClient(opts);
  return {
    async createCustomer({ userId, email, idempotencyKey }) {
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey },
      );
      return customer.id;
    },
    async createCheckoutSession(o) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: o.customerId,
          client_reference_id: o.userId,
          line_items: [{ price: o.priceId, quantity: 1 }],
          success_url: o.successUrl,
          cancel_url: o.cancelUrl,
          subscription_data: { metadata: { userId: o.userId } },
        },
        { idempotencyKey: o.idempotencyKey },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return session.url;
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(opts.portalConfigurationId ? { configuration: opts.portalConfigurationId } : {}),
      });
      return session.url;
    },
    async readSubscription(id) {
      return snapshotOf(await stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));
    },
    async scheduleSwitch(o) {
      const sub = await stripe.subscriptions.retrieve(o.subscriptionId);
      const scheduleId =
        idOf(sub.schedule) ??
        (
          await stripe.subscriptionSchedules.create(
            { from_subscription: o.subscriptionId },
            { idempotencyKey: `${o.idempotencyKey}:schedule` },
          )
        ).id;
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      const current = schedule.current_phase;
      if (!current) throw new Error('The subscription schedule has no current phase');
      // Plan changes apply at the next billing date. The current phase keeps
      // its price to its end; the next one starts then on the new price (no proration), and the
      // schedule then lets go of the subscription.
      await stripe.subscriptionSchedules.update(
        scheduleId,
        {
          end_behavior: 'release',
          phases: [
            {
              items: [{ price: o.currentPriceId, quantity: 1 }],
              start_date: current.start_date,
              end_date: current.end_date,
            },
            {
              items: [{ price: o.priceId, quantity: 1 }],
              duration: { interval: o.interval, interval_count: 1 },
              proration_behavior: 'none',
            },
          ],
        },
        { idempotencyKey: `${o.idempotencyKey}:phases` },
      );
    },
    async releaseSchedule(scheduleId) {
      await stripe.subscriptionSchedules.release(scheduleId);
    },
    async cancelSubscriptionNow(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async deleteCustomer(id) {
      try {
        await stripe.customers.del(id);
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async verifyEvent(rawBody, signature) {
      return eventOf(
        await stripe.webhooks.constructEventAsync(
          rawBody,
          signature,
          opts.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        ),
      );
    },
  };
}
