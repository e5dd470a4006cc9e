import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { billingEvents } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import {
  UnknownSubscriptionError,
  WEBHOOK_EVENTS,
  type BillingEvent,
} from '../../providers/billing/billing-gateway.ts';
import { recordAppLog } from '../logs/app-log-store.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { requireBilling } from './require-billing.ts';
import { syncSubscription } from './sync-subscription.ts';

/** The subscription an event is about, wherever that event type keeps it. */
function subscriptionOf(event: BillingEvent): string | null {
  const o = event.object;
  // The events that can change a member's plan; others are acknowledged and ignored.
  if (!(WEBHOOK_EVENTS as readonly string[]).includes(event.type)) return null;
  if (o.object === 'subscription') return o.id ?? null;
  if (o.object === 'invoice')
    return o.parent?.subscription_details?.subscription ?? o.subscription ?? null;
  return o.subscription ?? null;
}

export interface HandleWebhookOptions {
  db: Db;
  billing: Billing;
  rawBody: string;
  signature: string | undefined;
  logger?: Logger;
}

/**
 * One webhook delivery: verify the signature (400 when it is bad, missing or older than 300 s,
 * before anything changes), skip an event id already handled, bring the subscription it is about
 * up to Stripe's current state, then remember the event id. A failure before that last step
 * answers 5xx, so Stripe delivers the event again.
 */
export async function handleWebhook(
  opts: HandleWebhookOptions,
): Promise<{ received: true; duplicate: boolean }> {
  const { gateway, prices } = requireBilling(opts.billing);
  let event: BillingEvent;
  try {
    event = await gateway.verifyEvent(opts.rawBody, opts.signature ?? '');
  } catch {
    throw new AppError('VALIDATION_INVALID_FORMAT', 'The webhook signature is missing or invalid.');
  }
  const [seen] = await opts.db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(eq(billingEvents.eventId, event.id));
  if (seen) return { received: true, duplicate: true };
  const subscriptionId = subscriptionOf(event);
  if (subscriptionId) {
    try {
      await syncSubscription({ db: opts.db, gateway, prices, subscriptionId, logger: opts.logger });
    } catch (err) {
      // A correctly signed event about a subscription Stripe does not know (a test-mode object,
      // one deleted since): no retry will change that, and a 5xx would have Stripe redeliver it
      // for days. Taken (2xx), logged, and shown to admins in the server log.
      if (err instanceof UnknownSubscriptionError) {
        opts.logger?.warn({ eventId: event.id, subscriptionId }, 'webhook: unknown subscription');
        await recordAppLog({
          db: opts.db,
          entry: {
            source: 'server',
            level: 'warn',
            message: `Stripe webhook ${event.type} (${event.id}) names subscription ${subscriptionId}, which Stripe does not know; taken and ignored.`,
            route: 'POST /api/billing/webhook',
          },
        }).catch(() => undefined);
        await remember(opts.db, event);
        return { received: true, duplicate: false };
      }
      opts.logger?.warn({ err, eventId: event.id }, 'webhook: could not read the subscription');
      throw new AppError(
        'EXTERNAL_SERVICE_UNAVAILABLE',
        'Stripe could not be reached; retry later.',
      );
    }
  }
  await remember(opts.db, event);
  return { received: true, duplicate: false };
}

/** Marks the event id handled, so a redelivery is answered without work. */
async function remember(db: Db, event: BillingEvent): Promise<void> {
  await db
    .insert(billingEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing();
}
