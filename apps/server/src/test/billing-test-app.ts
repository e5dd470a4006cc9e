import { FAKE_PRICES, fakeBilling } from '../providers/billing/create-billing.ts';
import { startFakeStripe, type FakeStripe } from '../providers/billing/fake/fake-stripe-server.ts';
import { AUTH_ENV } from './auth-test-helpers.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export interface BillingTestApp {
  t: TestApp;
  fake: FakeStripe;
  /** Holds webhook deliveries until release() (to look at the app before Stripe's news arrives). */
  hold(): void;
  release(): Promise<void>;
  close(): Promise<void>;
}

/** A test app whose payments go to a fake Stripe; its webhooks go straight into the app. */
export async function createBillingTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<BillingTestApp> {
  const late: { app?: TestApp } = {};
  let gate: Promise<void> | null = null;
  let open = () => {};
  const fake = await startFakeStripe({
    prices: FAKE_PRICES,
    webhookUrl: 'http://localhost/api/billing/webhook',
    send: async (url, init) => {
      await gate;
      return late.app!.request(new URL(url).pathname, init, '54.187.174.169');
    },
  });
  const ready = Promise.resolve(fake);
  const app = (late.app = await createTestApp(
    { ...AUTH_ENV, ...env },
    {
      ...options,
      overrides: {
        ...options.overrides,
        billing: { mode: 'fake', ...fakeBilling(ready), missing: [], fake: ready },
      },
    },
  ));
  return {
    t: app,
    fake,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: async () => {
      gate = null;
      open();
      await fake.settled();
    },
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
