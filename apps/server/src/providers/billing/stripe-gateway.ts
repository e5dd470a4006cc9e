import Stripe from 'stripe';
import { UnknownSubscriptionError, type BillingGateway } from './billing-gateway.ts';
import { createStripeClient, type StripeClientOptions } from './stripe-client.ts';
import { eventOf, idOf, snapshotOf } from './stripe-objects.ts';

/** Stripe's own limit for a signed webhook's age: older than 300 s is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeGatewayOptions extends StripeClientOptions {
  webhookSecret: string;
  portalConfigurationId?: string;
}

/** Stripe's "No such ..." (resource_missing): the thing is already gone. */
const isMissing = (err: unknown) =>
  err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';

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
      try {
        return snapshotOf(await stripe.subscriptions.retrieve(id, { expand: ['schedule'] }));
      } catch (err) {
        throw isMissing(err) ? new UnknownSubscriptionError(id) : err;
      }
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
