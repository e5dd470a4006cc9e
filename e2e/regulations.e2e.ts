import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

const b = useBrowser();
const PASSWORD = 'admin-trout-on-the-flats-3';
const ADMIN = 'e2e-rules-admin@example.com';
const slow = { timeout: 30_000 };

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/** A sheepshead report at Tampa Bay through the API (as the create page sends it); its page. */
async function sheepsheadReport(page: Page, date: string): Promise<void> {
  const id = await page.evaluate(async (d) => {
    const res = await fetch('/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        location: { name: 'Tampa Bay, FL', latitude: 27.76, longitude: -82.55 },
        date: d,
        species: 'sheepshead',
        fishingType: 'shore',
        baitType: 'live',
        habitat: 'salt',
      }),
    });
    return ((await res.json()) as { id: string }).id;
  }, date);
  await page.goto(`/app/reports/${id}`);
  await page.getByRole('heading', { name: 'Rules', level: 2 }).waitFor(slow);
}

describe.skipIf(!hasBrowser())('regulations', () => {
  it('an admin adds a closure and then edits it on Admin > Regulations, and the next reports say so', async () => {
    const admin = (await signedInMember(() => b.newPage(), ADMIN, PASSWORD)).page;
    const angler = (await signedInMember(() => b.newPage(), 'rules-angler', PASSWORD)).page;
    await angler.goto('/about');
    const date = day(20);

    await sheepsheadReport(angler, date);
    const rules = angler.getByTestId('rules');
    await rules.getByText('Sheepshead: No closure on file').waitFor(slow);
    await rules.getByRole('link', { name: 'Florida FWC saltwater regulations' }).waitFor();

    // The dashboard names the table's review state and leads to the screen.
    await admin.goto('/app/admin');
    await admin.getByTestId('regulations-review').waitFor(slow);
    await admin.getByRole('link', { name: 'Review regulations' }).click();
    await admin.getByRole('heading', { name: 'Regulations' }).waitFor(slow);
    await admin
      .getByTestId('regulation-fl-snook-gulf-winter')
      .getByText(/myfwc\.com/)
      .waitFor(slow);

    await admin.getByRole('button', { name: 'Add a row' }).click();
    const form = admin.getByRole('form', { name: 'New regulation row' });
    await form.getByLabel('State').selectOption('FL');
    await form.getByLabel('Area').selectOption('Gulf');
    await form.getByLabel('Species').selectOption({ label: 'Sheepshead' });
    await form
      .getByLabel('Rule')
      .selectOption({ label: 'Harvest closed (catch and release only)' });
    await form.getByLabel('Start date').fill(day(10));
    await form.getByLabel('End date').fill(day(5));
    await form.getByLabel('Repeats').selectOption('once');
    await form
      .getByLabel('Summary (shown in reports)')
      .fill('E2E sheepshead closure on the Gulf coast.');
    await form.getByLabel("Source (the agency's page, https)").fill('http://myfwc.com/');
    await form.getByRole('button', { name: 'Save' }).click();
    // Refused in the form, each field named, before anything is sent.
    await form.getByText('End date is before the start date').waitFor(slow);
    await form.getByText('Source must be an https:// URL').waitFor();
    await form.getByLabel('End date').fill(day(30));
    await form
      .getByLabel("Source (the agency's page, https)")
      .fill('https://myfwc.com/fishing/saltwater/recreational/sheepshead/');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached', ...slow });
    const added = admin.locator('li', { hasText: 'E2E sheepshead closure' });
    await added.waitFor(slow);

    await sheepsheadReport(angler, date);
    await rules.getByText('Sheepshead: Harvest closed (catch and release only)').waitFor(slow);
    await rules.getByText(/E2E sheepshead closure/).waitFor();

    await added.getByRole('button', { name: /^Edit/ }).click();
    const edit = added.getByRole('form');
    await edit.getByLabel('Rule').selectOption({ label: 'Closed' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached', ...slow });
    await added.getByText('Sheepshead: Closed').waitFor(slow);

    // The screen fits a phone, with the editor open.
    await admin.setViewportSize({ width: 390, height: 844 });
    await added.getByRole('button', { name: /^Edit/ }).click();
    await added.getByRole('form').waitFor(slow);
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await sheepsheadReport(angler, date);
    await rules.getByText('Sheepshead: Closed').waitFor(slow);
    await angler
      .getByText(/Sheepshead is closed to all fishing here on this date/)
      .first()
      .waitFor(slow);
    expect(
      await angler.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
