import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember, useFreeReports, verifiedAccount } from './support/members.ts';

// The e2e server runs with PROVIDERS=fake and no Stripe key: payments go to the offline fake
// Stripe (its own loopback port), whose checkout page and portal the browser uses like Stripe's,
// and whose signed webhooks reach the server's /api/billing/webhook.
const b = useBrowser();
const PASSWORD = 'largemouth-at-the-weedline-7';
const slow = { timeout: 20_000 };
const settled = { timeout: 30_000, interval: 500 };

async function member(prefix: string) {
  return signedInMember(() => b.newPage(), prefix, PASSWORD);
}

/** Pays on the fake's hosted checkout page and comes back to Settings. */
async function payOnCheckout(page: Page, card?: string) {
  await page.waitForURL(/\/c\/pay\/cs_test_/, slow);
  await page.getByRole('heading', { name: 'Subscribe to AnglerScout Founding Member' }).waitFor();
  if (card) await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL('**/app/settings?checkout=success', slow);
  await page.getByText('Welcome, Founding Member! Your plan is active.').waitFor(settled);
}

/** Opens the customer portal from Settings, does `work` there, returns to Settings. */
async function inPortal(page: Page, work: () => Promise<void>) {
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await page.waitForURL(/\/p\/session\/bps_/, slow);
  await work();
  await page.getByRole('link', { name: 'Return to AnglerScout' }).click();
  await page.waitForURL('**/app/settings?portal=returned', slow);
}

const advanceClock = (page: Page) =>
  page.getByRole('button', { name: /^Test clock: advance to/ }).click();

describe.skipIf(!hasBrowser())('plans and billing', () => {
  it('sells before the form, pays, unlocks a 4th report, switches to yearly, then cancels', async () => {
    const { page } = await member('payer');
    await useFreeReports(page);
    await page.goto('/app/reports/new');
    // The paywall comes before the form: nothing to fill in first.
    await page.getByRole('heading', { name: 'Keep scouting as a Founding Member' }).waitFor();
    expect(await page.getByLabel('Search for a place').count()).toBe(0);

    await page.getByRole('button', { name: 'Pay monthly: $9.97/month' }).click();
    await payOnCheckout(page);
    const nav = page.getByRole('navigation', { name: 'App' });
    await nav.getByText(/Founding Member$/).waitFor();
    const billing = page.getByRole('region', { name: 'Billing' });
    expect(await billing.textContent()).toContain('$9.97/month');

    await page.goto('/app/reports/new');
    await page.getByLabel('Search for a place').fill('Galveston');
    await page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: 'Galveston, Texas' })
      .first()
      .click(slow);
    await expect.poll(() => page.getByText(/^Selected:/).textContent()).toContain('Galveston');
    await page.getByText('Salt Water', { exact: true }).click();
    await page.getByText('Boat', { exact: true }).click();
    await page.getByText('Live/Natural', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.waitForURL(/\/app\/reports\/[0-9a-f-]{36}$/, slow);

    await page.goto('/app/settings');
    await page.getByRole('button', { name: 'Switch to yearly ($99.97/year)' }).click();
    await billing.getByText(/^Changes to yearly \(\$99\.97\/year\) on /).waitFor();
    await inPortal(page, () => advanceClock(page));
    // The billing date came: yearly now, nothing pending.
    await expect
      .poll(async () => (await billing.textContent()) ?? '', settled)
      .toContain('$99.97/year');
    expect(await billing.getByText(/^Changes to/).count()).toBe(0);

    await inPortal(page, () => page.getByRole('button', { name: 'Cancel plan' }).click());
    await billing.getByText(/^Your plan is canceled and stays active until /).waitFor(settled);
    expect(await nav.getByText(/Founding Member$/).count()).toBe(1);
    await inPortal(page, () => advanceClock(page));
    await billing.getByRole('heading', { name: 'Upgrade to Founding Member' }).waitFor(settled);
    // Free again, and the four reports are still there.
    const kept = await page.evaluate(
      async () => (await (await fetch('/api/reports')).json()).total,
    );
    expect(kept).toBe(4);
  });

  it('a failed renewal shows the banner with a way to fix the card', async () => {
    const { page } = await member('declined');
    await page.goto('/app/settings');
    await page.getByRole('button', { name: 'Pay yearly: $99.97/year' }).click();
    await payOnCheckout(page, '4000 0000 0000 0341');
    await inPortal(page, () => advanceClock(page));
    const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed.' });
    await banner.waitFor(settled);
    await banner.getByRole('button', { name: 'Update payment method' }).click();
    await page.waitForURL(/\/p\/session\/bps_/, slow);
    await page.getByRole('button', { name: 'Update card' }).click();
    await page.getByRole('link', { name: 'Return to AnglerScout' }).click();
    await page.waitForURL('**/app/settings?portal=returned', slow);
    await expect.poll(() => banner.count(), settled).toBe(0);
  });

  it('the landing page pricing goes from sign-up straight to checkout', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Or pay yearly: $99.97/year' }).click();
    await page.waitForURL('**/new/auth/signup?plan=yearly');
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    const email = `landing-${randomBytes(4).toString('hex')}@example.com`;
    await verifiedAccount(email, PASSWORD);
    await page.goto('/new/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/c\/pay\/cs_test_/, slow);
    expect(await page.getByText('$99.97 per year').count()).toBe(1);
  });
});
