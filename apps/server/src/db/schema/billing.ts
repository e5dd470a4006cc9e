import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The Stripe customer of each member: one customer per user and one user per customer, so a
 * webhook about a customer can only ever change that one member's plan.
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe subscriptions as the webhooks confirmed them: the state is copied from the subscription
 * object Stripe returns when we read it after an event, never from the browser's redirect.
 * `synced_at` is when that read started; a write only lands if it is newer than the one stored,
 * so a slow, older read can never overwrite a newer one.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    subscriptionId: text('subscription_id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    priceId: text('price_id'),
    /** monthly or yearly, from the price; null for a price this server does not sell. */
    plan: text('plan'),
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** A plan switch waiting for the next billing date (a subscription schedule's next phase). */
    scheduleId: text('schedule_id'),
    pendingPlan: text('pending_plan'),
    pendingPlanAt: timestamp('pending_plan_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true, precision: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_subscriptions_user_idx').on(t.userId)],
);

/**
 * Webhook events already handled, by Stripe's event id: a redelivered event is acknowledged
 * without doing anything again. Holds no personal data (id, type, time), so it outlives accounts.
 */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
