import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../providers/billing/fake/fake-stripe-server.ts';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** Runs the command (not spawnSync: the fake answers from this process's event loop). */
async function setup(env: Record<string, string>, args: string[] = []) {
  const child = spawn('npm', ['run', '--silent', 'billing:setup', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', STRIPE_API_URL: fake.origin, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const run = { status, stdout, stderr };
  const lines = Object.fromEntries(
    [...run.stdout.matchAll(/^(STRIPE_[A-Z_]+)=(\S+)$/gm)].map((m) => [m[1], m[2]]),
  );
  return { ...run, lines };
}

describe('npm run billing:setup', () => {
  it('creates the prices, portal and webhook endpoint once and prints the env lines', async () => {
    const hook = 'https://scout.example/api/billing/webhook';
    const first = await setup({ STRIPE_SECRET_KEY: fake.secretKey }, ['--webhook-url', hook]);
    expect(first.status).toBe(0);
    const monthly = fake.store.prices.get(first.lines.STRIPE_PRICE_MONTHLY!)!;
    const yearly = fake.store.prices.get(first.lines.STRIPE_PRICE_YEARLY!)!;
    expect([monthly.unit_amount, monthly.recurring.interval]).toEqual([997, 'month']);
    expect([yearly.unit_amount, yearly.recurring.interval]).toEqual([9997, 'year']);
    const [endpoint] = fake.store.webhookEndpoints.values();
    expect(endpoint).toMatchObject({ url: hook, secret: first.lines.STRIPE_WEBHOOK_SECRET });
    expect(endpoint!.enabled_events).toContain('invoice.payment_failed');
    const portal = fake.store.portalConfigurations.get(first.lines.STRIPE_PORTAL_CONFIGURATION_ID!);
    expect(portal).toMatchObject({
      features: {
        subscription_cancel: { mode: 'at_period_end' },
        subscription_update: { enabled: 'false' },
      },
    });

    // A second run finds what is there (lookup keys) and creates nothing.
    const again = await setup({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PORTAL_CONFIGURATION_ID: first.lines.STRIPE_PORTAL_CONFIGURATION_ID!,
    });
    expect(again.stdout).toContain('Everything already existed.');
    expect(again.lines.STRIPE_PRICE_MONTHLY).toBe(first.lines.STRIPE_PRICE_MONTHLY);
    expect(fake.store.prices.size).toBe(2);
  });

  it('says what to set without a key, and one line when the key is refused', async () => {
    const none = await setup({ STRIPE_SECRET_KEY: '' });
    expect(none.status).toBe(64);
    expect(none.stderr).toContain('Set STRIPE_SECRET_KEY');
    const wrong = await setup({ STRIPE_SECRET_KEY: 'sk_test_not_this_one' });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('Stripe refused the setup: Invalid API Key');
    expect(wrong.stderr).not.toMatch(/^\s+at /m);
  });
});
