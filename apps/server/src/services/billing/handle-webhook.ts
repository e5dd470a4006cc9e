import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { billingEvents } from '../../db/schema/index.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { WEBHOOK_EVENTS, type BillingEvent } from '../../providers/billing/billing-gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireBilling } from './require-billing.ts';
import { syncSubscription } from './sync-subscription.ts';

/** The subscription an event is about, wherever that event type keeps it. */
export function subscriptionOf(event: BillingEvent): string | null {
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
      opts.logger?.warn({ err, eventId: event.id }, 'webhook: could not read the subscription');
      throw new AppError(
        'EXTERNAL_SERVICE_UNAVAILABLE',
        'Stripe could not be reached; retry later.',
      );
    }
  }
  await opts.db
    .insert(billingEvents)
    .values({ eventId: event.id, type: event.type })
    .onConflictDoNothing();
  return { received: true, duplicate: false };
}
