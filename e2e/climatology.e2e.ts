import { describe, expect, it } from 'vitest';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

// Issue 26: a date past the forecast is planned from the climatology, and the report says so.
// The server runs with PROVIDERS=fake: the climate archive answers from the fake shaped like
// Open-Meteo's archive, so Galveston has typical sea-surface temperatures for any date.
const b = useBrowser();
const slow = { timeout: 30_000 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe.skipIf(!hasBrowser())('a report 60 days ahead', () => {
  it('reads the typical water temperature and the planned-from headline in the browser', async () => {
    const { page } = await signedInMember(
      () => b.newPage(),
      'climate',
      'speckled-trout-at-first-light-4',
    );
    const ahead = new Date(Date.now() + 60 * 86_400_000);
    const iso = ahead.toISOString().slice(0, 10);
    const when = `${MONTHS[ahead.getUTCMonth()]} ${ahead.getUTCDate()}`;
    await page.goto('/app/reports/new');
    await page.getByLabel('Search for a place').fill('Galveston');
    await page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: 'Galveston, Texas' })
      .first()
      .click(slow);
    await page.getByLabel('Approximate date').fill(iso);
    await page.getByText('Salt Water', { exact: true }).click();
    await page
      .getByLabel('Target species (optional)')
      .selectOption({ label: 'Red drum (redfish)' });
    await page.getByText('Boat', { exact: true }).click();
    await page.getByText('Live/Natural', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.waitForURL(/\/app\/reports\/[0-9a-f-]{36}$/, slow);
    const main = page.getByRole('main');
    await main.getByText(`No forecast reaches ${when} yet`, { exact: false }).first().waitFor(slow);
    const text = (await main.textContent()) ?? '';
    expect(text).toContain(
      `No forecast reaches ${when} yet: planned from sun, moon, tides, season and typical water temperature.`,
    );
    expect(text).toMatch(/typical for this date: \d+ °F ±\d+/);
    expect(text).not.toMatch(/temperature unknown/i);
  });
});
