import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_SET_UP, type TSubscriptionDetails } from '@anglerscout/contracts';
import { body, createTestApp } from '../test/test-app.ts';
import { createBillingTestApp, type BillingTestApp } from '../test/billing-test-app.ts';
import { browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { fixedReportEngine, sampleReportInput } from '../test/fixed-report-engine.ts';
import { TEST_CARDS } from '../providers/billing/fake/fake-stripe-billing.ts';

let b: BillingTestApp;
beforeAll(async () => {
  b = await createBillingTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  b.t.deps.reportEngine = fixedReportEngine();
});
afterAll(() => b.close());

const post = (path: string, cookie: string, json: unknown = {}, headers = {}) => {
  const init = browserInit('POST', json, cookie);
  init.headers = { ...(init.headers as Record<string, string>), ...headers };
  return b.t.request(path, init);
};
const subscription = async (cookie: string): Promise<TSubscriptionDetails> =>
  body(await b.t.request('/api/me/subscription', browserInit('GET', undefined, cookie)));

/** The fake's live subscription of a member. */
const subOf = (email: string) =>
  [...b.fake.store.subscriptions.values()].find(
    (s) => s.status !== 'canceled' && b.fake.store.customers.get(s.customer)?.email === email,
  )!;

/** Starts checkout and pays on the fake's checkout page with `card`. */
async function pay(cookie: string, plan: 'monthly' | 'yearly', card: string = TEST_CARDS.pays) {
  const res = await post('/api/billing/checkout', cookie, { plan });
  expect(res.status).toBe(200);
  const { url } = await body(res);
  const sessionId = new URL(url).pathname.split('/').pop()!;
  expect(b.fake.billing.completeCheckout(sessionId, card)).toBeNull();
  return sessionId;
}

describe('checkout', () => {
  it('changes the tier only when the webhook confirms, and unlocks a 4th report', async () => {
    const cookie = await newVerifiedUser(b.t, 'first@example.com', undefined, '192.0.2.31');
    for (let i = 0; i < 3; i++)
      expect((await post('/api/reports', cookie, sampleReportInput())).status).toBe(201);
    expect((await post('/api/reports', cookie, sampleReportInput())).status).toBe(402);
    b.hold();
    await pay(cookie, 'monthly');
    // Paid on Stripe, browser back in the app: still free until Stripe's webhook says so.
    expect((await subscription(cookie)).tier).toBe('free');
    await b.release();
    const after = await subscription(cookie);
    expect(after).toMatchObject({ tier: 'founding', status: 'active' });
    expect(after.billing).toMatchObject({
      source: 'stripe',
      plan: 'monthly',
      priceText: '$9.97/month',
      cancelAtPeriodEnd: false,
      paymentFailed: false,
    });
    expect(new Date(after.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    expect((await post('/api/reports', cookie, sampleReportInput())).status).toBe(201);
    // Already paying: a second checkout is refused rather than charging twice.
    expect((await post('/api/billing/checkout', cookie, { plan: 'yearly' })).status).toBe(409);
  });

  it('takes a plan key only: no price, no user id, no unknown plan', async () => {
    const cookie = await newVerifiedUser(b.t, 'chooser@example.com', undefined, '192.0.2.32');
    for (const json of [
      { plan: 'monthly', price: 'price_cheap' },
      { plan: 'monthly', userId: 'someone-else' },
      { plan: 'lifetime' },
      {},
    ])
      expect((await post('/api/billing/checkout', cookie, json)).status).toBe(400);
    expect((await post('/api/billing/checkout', '', { plan: 'monthly' })).status).toBe(401);
  });

  it('binds the session to the caller and reuses it for a retry with the same key', async () => {
    const cookie = await newVerifiedUser(b.t, 'retry@example.com', undefined, '192.0.2.33');
    const key = { 'idempotency-key': 'attempt-0001' };
    const first = await body(await post('/api/billing/checkout', cookie, { plan: 'yearly' }, key));
    const again = await body(await post('/api/billing/checkout', cookie, { plan: 'yearly' }, key));
    expect(again.url).toBe(first.url);
    const other = await body(await post('/api/billing/checkout', cookie, { plan: 'yearly' }));
    expect(other.url).not.toBe(first.url);
    const session = b.fake.store.sessions.get(new URL(first.url).pathname.split('/').pop()!)!;
    const customer = b.fake.store.customers.get(String(session.customer))!;
    expect(customer.email).toBe('retry@example.com');
    expect(session.success_url).toBe('http://localhost/app/settings?checkout=success');
    expect(b.fake.store.prices.get(String(session.price))!.unit_amount).toBe(9997);
  });

  it('refuses cross-site posts everywhere but the webhook', async () => {
    const cookie = await newVerifiedUser(b.t, 'csrf@example.com', undefined, '192.0.2.34');
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    for (const path of ['/api/billing/checkout', '/api/billing/portal', '/api/billing/switch'])
      expect((await post(path, cookie, { plan: 'monthly' }, evil)).status).toBe(403);
    // The webhook takes no cookie and no Origin rule; its signature is its credential (400 here).
    const hook = await b.t.request('/api/billing/webhook', {
      method: 'POST',
      headers: { ...evil, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(hook.status).toBe(400);
  });
});

describe('plan changes', () => {
  it('switches to yearly at the next billing date, cancels to the period end, then free', async () => {
    const cookie = await newVerifiedUser(b.t, 'switcher@example.com', undefined, '192.0.2.35');
    await pay(cookie, 'monthly');
    await b.fake.settled();
    const switched: TSubscriptionDetails = await body(
      await post('/api/billing/switch', cookie, { plan: 'yearly' }),
    );
    expect(switched.billing).toMatchObject({ plan: 'monthly', pendingPlan: 'yearly' });
    expect(switched.billing.pendingPlanAt).toBe(switched.billing.currentPeriodEnd);
    // Time passes to the billing date: now yearly, renewed for a year, nothing pending.
    const sub = subOf('switcher@example.com');
    b.fake.billing.advanceTo(b.fake.store.item(sub).current_period_end);
    await b.fake.settled();
    const yearly = await subscription(cookie);
    expect(yearly.billing).toMatchObject({ plan: 'yearly', pendingPlan: null });
    // Cancel in the portal: paid to the period end, then free; the reports stay.
    b.fake.billing.setCancelAtPeriodEnd(sub.id, true);
    await b.fake.settled();
    const ending = await subscription(cookie);
    expect(ending).toMatchObject({ tier: 'founding', billing: { cancelAtPeriodEnd: true } });
    b.fake.billing.advanceTo(b.fake.store.item(sub).current_period_end);
    await b.fake.settled();
    expect(await subscription(cookie)).toMatchObject({ tier: 'free', status: 'canceled' });
  });

  it('a failed renewal is past_due with the tier kept for the grace period', async () => {
    const cookie = await newVerifiedUser(b.t, 'declined@example.com', undefined, '192.0.2.36');
    await pay(cookie, 'monthly', TEST_CARDS.failsLater);
    await b.fake.settled();
    const sub = subOf('declined@example.com');
    b.fake.billing.advanceTo(b.fake.store.item(sub).current_period_end);
    await b.fake.settled();
    const late = await subscription(cookie);
    expect(late).toMatchObject({ tier: 'founding', status: 'past_due' });
    expect(late.billing.paymentFailed).toBe(true);
    expect(late.billing.graceEndsAt).toBe(late.expiresAt);
    // A working card in the portal pays the open invoice: active again.
    b.fake.billing.updateCard(sub.customer, TEST_CARDS.pays);
    await b.fake.settled();
    expect(await subscription(cookie)).toMatchObject({ status: 'active' });
  });

  it('opens the portal for the own customer only', async () => {
    const cookie = await newVerifiedUser(b.t, 'portal@example.com', undefined, '192.0.2.37');
    expect((await post('/api/billing/portal', cookie)).status).toBe(404);
    await pay(cookie, 'monthly');
    const { url } = await body(await post('/api/billing/portal', cookie));
    const session = b.fake.store.portalSessions.get(new URL(url).pathname.split('/').pop()!)!;
    expect(b.fake.store.customers.get(String(session.customer))!.email).toBe('portal@example.com');
  });
});

describe('without Stripe keys', () => {
  it('says "Payments are not set up yet" to members and what is missing to admins', async () => {
    const t = await createTestApp({ BETTER_AUTH_URL: 'http://localhost', ADMIN_EMAILS: 'a@x.io' });
    try {
      const member = await newVerifiedUser(t, 'm@x.io', undefined, '192.0.2.41');
      const admin = await newVerifiedUser(t, 'a@x.io', undefined, '192.0.2.42');
      const res = await t.request(
        '/api/billing/checkout',
        browserInit('POST', { plan: 'monthly' }, member),
      );
      expect(res.status).toBe(503);
      expect((await body(res)).error.message).toBe(PAYMENTS_NOT_SET_UP);
      const hook = await t.request('/api/billing/webhook', { method: 'POST', body: '{}' });
      expect(hook.status).toBe(503);
      const read = (cookie: string) =>
        t.request('/api/me/subscription', browserInit('GET', undefined, cookie)).then(body);
      expect((await read(member)).billing).toMatchObject({
        paymentsAvailable: false,
        missingSettings: null,
      });
      expect((await read(admin)).billing.missingSettings).toEqual([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_MONTHLY',
        'STRIPE_PRICE_YEARLY',
      ]);
    } finally {
      await t.close();
    }
  });
});
