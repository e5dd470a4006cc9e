import type Stripe from 'stripe';
import type { BillingEvent, SubscriptionSnapshot } from './billing-gateway.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const date = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

/** A reference to another Stripe object: its id, whether Stripe sent the id or expanded it. */
export const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : isRecord(value) && typeof value.id === 'string'
      ? value.id
      : null;

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

/** An invoice's `parent`, reduced to the subscription it names. */
function parentOf(parent: unknown): BillingEvent['object']['parent'] {
  if (!isRecord(parent)) return null;
  const details = parent.subscription_details;
  return {
    subscription_details: isRecord(details) ? { subscription: idOf(details.subscription) } : null,
  };
}

export function eventOf(event: Stripe.Event): BillingEvent {
  // Every event's object is one of Stripe's resources; the app reads a few common fields.
  const object: Record<string, unknown> = { ...event.data.object };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: {
      object: String(object.object),
      id: idOf(object.id) ?? undefined,
      customer: idOf(object.customer),
      subscription: idOf(object.subscription),
      client_reference_id: idOf(object.client_reference_id),
      parent: parentOf(object.parent),
    },
  };
}
