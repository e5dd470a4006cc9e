import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TSubscriptionDetails } from '@anglerscout/contracts';
import { body } from '../test/test-app.ts';
import { createBillingTestApp, type BillingTestApp } from '../test/billing-test-app.ts';
import { browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { appLogs, billingEvents, billingSubscriptions, outboxJobs } from '../db/schema/index.ts';
import type { StripeObject } from '../providers/billing/fake/fake-stripe-store.ts';
import { TEST_CARDS } from '../providers/billing/fake/fake-stripe-billing.ts';
import { runDueJobs } from '../services/outbox/run-due-jobs.ts';
import { billingCleanupHandler } from '../services/billing/clean-up-customer.ts';
import { stripeEntitlement } from '../services/billing/billing-state.ts';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp();
});
afterAll(() => b.close());

const signer = new Stripe('sk_test_signer');
const db = () => b.t.deps.database.db;

/** Posts `payload` to the webhook as Stripe would, with a header signed by `secret` at `at`. */
function deliver(payload: string, opts: { secret?: string; at?: number; header?: string } = {}) {
  const signature =
    opts.header ??
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? b.fake.webhookSecret,
      ...(opts.at ? { timestamp: opts.at } : {}),
    });
  return b.t.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

async function member(email: string, ip: string) {
  const cookie = await newVerifiedUser(b.t, email, undefined, ip);
  const res = await b.t.request(
    '/api/billing/checkout',
    browserInit('POST', { plan: 'monthly' }, cookie),
  );
  const sessionId = new URL((await body(res)).url).pathname.split('/').pop()!;
  return { cookie, sessionId };
}
const subscription = async (cookie: string): Promise<TSubscriptionDetails> =>
  body(await b.t.request('/api/me/subscription', browserInit('GET', undefined, cookie)));

describe('webhook signatures', () => {
  it('refuses missing, forged, stale and tampered deliveries and changes nothing', async () => {
    const { cookie, sessionId } = await member('sig@example.com', '192.0.2.51');
    b.hold();
    b.fake.billing.completeCheckout(sessionId, TEST_CARDS.pays);
    const created = b.fake.events.findLast((e) => e.type === 'customer.subscription.created')!;
    const payload = JSON.stringify(created);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await deliver(payload, { header: '' }),
      await deliver(payload, { secret: 'whsec_not_the_endpoint_secret' }),
      await deliver(payload, { at: now - 301 }),
      await deliver(payload.replace('"active"', '"trialing"'), {
        header: signer.webhooks.generateTestHeaderString({ payload, secret: b.fake.webhookSecret }),
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    const [seen] = await db()
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, created.id));
    expect(seen).toBeUndefined();
    expect((await subscription(cookie)).tier).toBe('free');
    // Within the 300 s tolerance, a correctly signed delivery is taken.
    expect((await deliver(payload, { at: now - 200 })).status).toBe(200);
    expect((await subscription(cookie)).tier).toBe('founding');
    await b.release();
  });
});

describe('webhook about a subscription Stripe does not know', () => {
  it('is taken with 2xx and recorded, so Stripe stops redelivering it', async () => {
    // Shaped as Stripe sends it (https://docs.stripe.com/api/events/object), about a
    // subscription id the fake Stripe answers "No such subscription" for.
    const event = {
      id: 'evt_unknown_subscription_1',
      object: 'event',
      api_version: '2025-08-27.basil',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.subscription.updated',
      data: {
        object: { id: 'sub_never_existed', object: 'subscription', customer: 'cus_gone' },
      },
    };
    const first = await deliver(JSON.stringify(event));
    expect(first.status).toBe(200);
    expect(await body(first)).toEqual({ received: true, duplicate: false });
    const [seen] = await db()
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event.id));
    expect(seen).toMatchObject({ type: 'customer.subscription.updated' });
    const logged = await db().select().from(appLogs).where(eq(appLogs.source, 'server'));
    expect(logged.map((l) => l.message).join('\n')).toContain('sub_never_existed');
    expect(await body(await deliver(JSON.stringify(event)))).toEqual({
      received: true,
      duplicate: true,
    });
  });
});

describe('webhook ordering', () => {
  it('handles the same event once', async () => {
    const { cookie, sessionId } = await member('twice@example.com', '192.0.2.52');
    b.hold();
    b.fake.billing.completeCheckout(sessionId, TEST_CARDS.pays);
    const event = b.fake.events.findLast((e) => e.type === 'invoice.paid')!;
    const reads = () =>
      b.fake.requests.filter((r) => r.startsWith('GET /v1/subscriptions/')).length;
    const before = reads();
    expect(await body(await deliver(JSON.stringify(event)))).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await body(await deliver(JSON.stringify(event)))).toEqual({
      received: true,
      duplicate: true,
    });
    expect(reads() - before).toBe(1);
    expect((await subscription(cookie)).tier).toBe('founding');
    await b.release();
  });

  it('ends in Stripe state whatever order the events arrive in', async () => {
    const { cookie, sessionId } = await member('shuffled@example.com', '192.0.2.53');
    b.hold();
    const from = b.fake.events.length;
    b.fake.billing.completeCheckout(sessionId, TEST_CARDS.pays);
    const sub = [...b.fake.store.subscriptions.values()].find(
      (s) => b.fake.store.customers.get(s.customer)?.email === 'shuffled@example.com',
    )!;
    b.fake.billing.setCancelAtPeriodEnd(sub.id, true);
    b.fake.billing.advanceTo(b.fake.store.item(sub).current_period_end);
    const events: StripeObject[] = b.fake.events
      .slice(from)
      .filter((e) => (e.data as { object: { customer: string } }).object.customer === sub.customer);
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    // Newest first: the deletion, then the older news that the plan is active.
    for (const event of events.reverse())
      expect((await deliver(JSON.stringify(event))).status).toBe(200);
    await b.release();
    expect(await subscription(cookie)).toMatchObject({ tier: 'free', status: 'canceled' });
    const [row] = await db()
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.subscriptionId, sub.id));
    expect(row).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('drops the tier when the grace period after a failed payment ends', () => {
    const start = new Date('2026-03-01T00:00:00Z');
    const row = {
      status: 'past_due',
      currentPeriodStart: start,
      currentPeriodEnd: new Date('2026-04-01T00:00:00Z'),
      cancelAtPeriodEnd: false,
    } as Parameters<typeof stripeEntitlement>[0];
    expect(stripeEntitlement(row, new Date('2026-03-07T23:00:00Z')).entitled).toBe(true);
    expect(stripeEntitlement(row, new Date('2026-03-08T00:00:00Z')).entitled).toBe(false);
  });
});

describe('account deletion', () => {
  it('cancels the subscription and deletes the customer on Stripe', async () => {
    const { cookie, sessionId } = await member('leaver@example.com', '192.0.2.54');
    b.fake.billing.completeCheckout(sessionId, TEST_CARDS.pays);
    await b.fake.settled();
    const sub = [...b.fake.store.subscriptions.values()].find(
      (s) => b.fake.store.customers.get(s.customer)?.email === 'leaver@example.com',
    )!;
    const res = await b.t.request(
      '/api/account/delete',
      browserInit('POST', { confirm: 'DELETE' }, cookie),
    );
    expect(res.status).toBe(200);
    expect(sub.status).toBe('canceled');
    expect(b.fake.store.customers.has(sub.customer)).toBe(false);
    const jobs = await db().select().from(outboxJobs).where(eq(outboxJobs.kind, 'billing'));
    expect(jobs.find((j) => j.payload.customerId === sub.customer)).toMatchObject({
      status: 'sent',
      userId: null,
    });
  });

  it('leaves a failed Stripe clean-up to the outbox, which finishes it', async () => {
    const { cookie, sessionId } = await member('stuck@example.com', '192.0.2.55');
    b.fake.billing.completeCheckout(sessionId, TEST_CARDS.pays);
    await b.fake.settled();
    const sub = [...b.fake.store.subscriptions.values()].find(
      (s) => b.fake.store.customers.get(s.customer)?.email === 'stuck@example.com',
    )!;
    const gateway = b.t.deps.billing.gateway!;
    const real = gateway.cancelSubscriptionNow;
    gateway.cancelSubscriptionNow = () => Promise.reject(new Error('Stripe is down'));
    try {
      const res = await b.t.request(
        '/api/account/delete',
        browserInit('POST', { confirm: 'DELETE' }, cookie),
      );
      expect(res.status).toBe(200);
    } finally {
      gateway.cancelSubscriptionNow = real;
    }
    expect(sub.status).toBe('active');
    const [job] = (
      await db().select().from(outboxJobs).where(eq(outboxJobs.kind, 'billing'))
    ).filter((j) => j.payload.customerId === sub.customer);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Stripe is down' });
    await db()
      .update(outboxJobs)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxJobs.id, job!.id));
    await runDueJobs({
      db: db(),
      handlers: { billing: billingCleanupHandler(gateway) },
      logger: b.t.deps.logger,
    });
    expect(sub.status).toBe('canceled');
    expect(b.fake.store.customers.has(sub.customer)).toBe(false);
  });
});
