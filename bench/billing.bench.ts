// Billing benchmark: Stripe webhooks against the real server (npm start's entry point, PGlite),
// the Stripe API answered by the fake Stripe in this process. A member history of 200+ events
// (checkouts, renewals, cancellations, failed payments) is replayed twice on the same accounts:
// once in order, once shuffled with every event sent one to three times. Both must end in the same
// state for every member with no error; each delivery's latency is measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Stripe from 'stripe';
import {
  percentile,
  post,
  report,
  startServer,
  verifiedMember,
  type BenchServer,
} from './support.ts';
import { startFakeStripe } from '../apps/server/src/providers/billing/fake/fake-stripe-server.ts';
import { FAKE_PRICES } from '../apps/server/src/providers/billing/create-billing.ts';
import { TEST_CARDS } from '../apps/server/src/providers/billing/fake/fake-stripe-billing.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const MEMBERS = 30;
const MIN_EVENTS = 200;
const fake = await startFakeStripe({ prices: FAKE_PRICES });
const signer = new Stripe(fake.secretKey);
const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-bench-billing-'));
const env = {
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
  STRIPE_PRICE_YEARLY: FAKE_PRICES.yearly,
  STRIPE_API_URL: fake.origin,
  LOG_LEVEL: 'info',
  TRUST_PROXY_HOPS: '1',
};

let server: BenchServer = await startServer(env, { dataDir });
const members: { cookie: string }[] = [];
for (let i = 0; i < MEMBERS; i++) {
  const m = await verifiedMember(
    server,
    `payer${i}@bench.test`,
    'bench-password-2024',
    `198.51.100.${i + 1}`,
  );
  const res = await post(
    server,
    '/api/billing/checkout',
    { plan: i % 3 ? 'monthly' : 'yearly' },
    { cookie: m.cookie },
  );
  const { url } = (await res.json()) as { url: string };
  const card = i % 5 === 0 ? TEST_CARDS.failsLater : TEST_CARDS.pays;
  const failed = fake.billing.completeCheckout(new URL(url).pathname.split('/').pop()!, card);
  if (failed) throw new Error(failed);
  members.push(m);
}
// Some cancel; then months pass: renewals, failed renewals, cancellations taking effect.
const subs = [...fake.store.subscriptions.values()];
subs.forEach((s, i) => i % 4 === 1 && fake.billing.setCancelAtPeriodEnd(s.id, true));
while (fake.events.length < MIN_EVENTS) {
  const next = Math.min(
    ...subs.filter((s) => s.status === 'active').map((s) => fake.store.item(s).current_period_end),
  );
  fake.billing.advanceTo(next);
}
const events = fake.events.map((e) => JSON.stringify(e));

async function replay(order: string[]) {
  const times: number[] = [];
  let errors = 0;
  for (const payload of order) {
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: fake.webhookSecret,
    });
    const started = performance.now();
    const res = await fetch(`${server.url}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) errors++;
  }
  const states = [];
  for (const m of members) {
    const res = await fetch(`${server.url}/api/me/subscription`, { headers: { cookie: m.cookie } });
    const s = (await res.json()) as {
      tier: string;
      status: string;
      expiresAt: string | null;
      billing: unknown;
    };
    states.push({ tier: s.tier, status: s.status, expiresAt: s.expiresAt, billing: s.billing });
  }
  return { times, errors, states };
}

const inOrder = await replay(events);
// Forget what the webhooks did (the accounts stay), then replay shuffled with duplicates.
await server.stop();
const db = await openDatabase({ dataDir });
await db.db.execute('delete from billing_events');
await db.db.execute('delete from billing_subscriptions');
await db.close();
server = await startServer(env, { dataDir });
const shuffled = events.flatMap((e) =>
  Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => e),
);
for (let i = shuffled.length - 1; i > 0; i--) {
  const j = Math.floor(Math.random() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
}
const replayed = await replay(shuffled);
await server.stop();
await fake.close();
rmSync(dataDir, { recursive: true, force: true });

const all = [...inOrder.times, ...replayed.times].sort((a, b) => a - b);
const mismatches = inOrder.states.filter(
  (s, i) => !isDeepStrictEqual(s, replayed.states[i]),
).length;
const paying = inOrder.states.filter((s) => s.tier === 'founding').length;
const round = (n: number) => Math.round(n * 10) / 10;
report({ name: 'billing: events in the history', value: events.length, unit: 'events' });
report({
  name: 'billing: deliveries in the shuffled replay (with duplicates)',
  value: shuffled.length,
  unit: 'deliveries',
});
report({ name: 'billing: members paying at the end', value: paying, unit: `of ${MEMBERS}` });
report({
  name: 'billing: webhook p95, in-order run alone',
  value: round(
    percentile(
      [...inOrder.times].sort((a, b) => a - b),
      95,
    ),
  ),
  unit: 'ms',
});
report({ name: 'billing: webhook p50', value: round(percentile(all, 50)), unit: 'ms' });
const p95 = round(percentile(all, 95));
report({ name: 'billing: webhook p95', value: p95, unit: 'ms', goal: '< 50', pass: p95 < 50 });
const errors = inOrder.errors + replayed.errors;
report({
  name: 'billing: webhook errors',
  value: errors,
  unit: 'errors',
  goal: '0',
  pass: errors === 0,
});
report({
  name: 'billing: members whose state differs (shuffled vs in order)',
  value: mismatches,
  unit: 'members',
  goal: '0',
  pass: mismatches === 0,
});
