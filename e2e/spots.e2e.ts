import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

const b = useBrowser();
const PASSWORD = 'smallmouth-on-the-ledge-6';
const slow = { timeout: 30_000 };
const BEST_DAY =
  /^[A-Z][a-z]+day, \d{1,2}( AM| PM)?-\d{1,2} (AM|PM), \d{1,3} (Poor|Fair|Good|Excellent)$/;

describe.skipIf(!hasBrowser())('the week, saved spots and alerts', () => {
  it('ranks the week on Conditions, saves spots from there, compares them and manages alerts', async () => {
    const { page } = await signedInMember(
      () => b.newPage({ viewport: { width: 390, height: 844 } }),
      'spots',
      PASSWORD,
    );
    await page.goto('/app/conditions');
    const line = page.getByTestId('best-day-text');
    await line.waitFor(slow);
    expect(await line.textContent()).toMatch(BEST_DAY);
    const strip = page.getByRole('list', { name: 'Bite score for each day this week' });
    expect(await strip.getByRole('listitem').count()).toBe(7);

    // Save the spot shown, with an alert at Good.
    await page.getByRole('button', { name: 'Save spot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this spot' });
    await dialog.getByLabel('Name').fill('Home lake');
    await dialog
      .getByLabel(/^Bite alert by e-mail/)
      .selectOption({ label: 'When a day reaches Good (62+)' });
    await dialog.getByRole('button', { name: 'Save spot' }).click();
    await dialog.getByText('Saved. Find it under My Spots.').waitFor(slow);
    await dialog.waitFor({ state: 'detached', timeout: 5000 });

    // A second spot: a free member gets one alert spot, and the dialog says why.
    await page.getByRole('button', { name: 'Save spot' }).click();
    await dialog.getByLabel('Name').fill('Second lake');
    await dialog
      .getByLabel(/^Bite alert by e-mail/)
      .selectOption({ label: 'When a day reaches Excellent (75+)' });
    b.expectFailedRequest(402, '/api/spots');
    await dialog.getByRole('button', { name: 'Save spot' }).click();
    await dialog
      .getByText(/The free plan includes bite alerts for one spot/)
      .first()
      .waitFor(slow);
    await dialog.getByLabel(/^Bite alert by e-mail/).selectOption({ label: 'No alerts' });
    await dialog.getByRole('button', { name: 'Save spot' }).click();
    await dialog.getByText('Saved. Find it under My Spots.').waitFor(slow);

    // The dashboard shows their weeks.
    await page.goto('/app');
    const week = page.getByTestId('spots-week');
    await week.getByRole('list', { name: 'Home lake: bite score each day' }).waitFor(slow);

    await page.goto('/app/spots');
    const cards = page.getByTestId('spot-card');
    await expect.poll(() => cards.count(), slow).toBe(2);
    await page
      .getByRole('list', { name: 'Second lake: bite score each day this week' })
      .waitFor(slow);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Rename, then compare the two side by side.
    const second = cards.filter({ hasText: 'Second lake' });
    await second.getByRole('button', { name: /Rename or alert/ }).click();
    await second.getByLabel('Name').fill('North cove');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'North cove' }).waitFor(slow);
    for (const card of await cards.all()) await card.getByLabel('Compare').check();
    const compare = page.getByTestId('compare-week');
    await compare.getByRole('table').waitFor(slow);
    expect(await compare.getByRole('row').count()).toBe(8);
    expect(await compare.getByRole('columnheader').allTextContents()).toEqual([
      'Day',
      'Home lake',
      'North cove',
    ]);

    // Settings lists the alert and stops them all.
    await page.goto('/app/settings#alerts');
    const alerts = page.getByTestId('alert-list');
    await alerts.waitFor(slow);
    expect(await alerts.textContent()).toContain('Home lake: e-mail when a day reaches 62');
    await page.getByRole('button', { name: 'Stop all alerts' }).click();
    await page.getByText('No bite alerts are on.', { exact: false }).waitFor(slow);

    // Delete a spot.
    await page.goto('/app/spots');
    await cards.first().waitFor(slow);
    await cards
      .filter({ hasText: 'North cove' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete spot' }).click();
    await expect.poll(() => cards.count(), slow).toBe(1);
  });
});
