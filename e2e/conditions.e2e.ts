import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

// The server runs with PROVIDERS=fake: IP lookups land in Austin, TX (inland), place search uses the
// bundled US list, and the "Outage Test Point" place makes the weather and water fakes fail
// (apps/server/src/providers/shared/fake/fake-control.ts).
const b = useBrowser();
const PASSWORD = 'redfish-on-the-flats-7';
/** The first answer loads the tide database (about 1.5 s) on a cold server. */
const slow = { timeout: 15_000 };

/** A fresh verified member, signed in inside a new browser context, on the Conditions page. */
async function memberOnConditions(viewport?: { width: number; height: number }): Promise<Page> {
  const { page } = await signedInMember(
    () => b.newPage(viewport ? { viewport } : {}),
    'angler',
    PASSWORD,
  );
  await page.goto('/app/conditions');
  return page;
}

const cardTitles = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();

async function pickPlace(page: Page, query: string, result: string) {
  await page.getByLabel('Search for a place or ZIP code').fill(query);
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: result })
    .click();
}

describe.skipIf(!hasBrowser())('conditions page', () => {
  it('finds the member by IP and shows an inland spot without tides', async () => {
    const page = await memberOnConditions();
    await expect
      .poll(() => page.getByTestId('spot-name').textContent(), slow)
      .toMatch(/Austin, TX$/);
    expect(await page.getByTestId('location-source').textContent()).toContain(
      'Approximate, from your internet connection',
    );
    expect(
      await page.getByRole('link', { name: 'IP Geolocation by DB-IP' }).getAttribute('href'),
    ).toBe('https://db-ip.com/');
    await expect.poll(() => cardTitles(page), slow).toContain('Bite score');
    const titles = await cardTitles(page);
    expect(titles).toEqual(
      expect.arrayContaining(['Weather', 'Solunar and sun', 'Moon', 'Rivers and lakes']),
    );
    expect(titles).not.toContain('Tides');
    expect(await page.getByRole('navigation', { name: 'Day' }).getByRole('button').count()).toBe(8);
    expect(await page.getByText('Source: Open-Meteo weather forecast').count()).toBe(1);
    expect(
      await page
        .getByRole('list', { name: 'Nearby gauges' })
        .getByRole('link')
        .first()
        .textContent(),
    ).toBe('Trinity Rv at Dallas, TX');
    // A click on the map picks a new spot there.
    const map = page.getByRole('region', { name: 'Map: click to choose a fishing spot' });
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 + 20);
    await expect
      .poll(() => page.getByTestId('location-source').textContent(), slow)
      .toBe('Picked on the map');
    await expect.poll(() => page.getByTestId('spot-name').textContent(), slow).toMatch(/TX$/);
    // Only map tiles try to leave the machine (and are blocked here).
    expect(b.foreignRequests.every((u) => new URL(u).hostname === 'tile.openstreetmap.org')).toBe(
      true,
    );
  });

  it('changes to a coastal spot by search and shows its tides, and remembers it for the visit', async () => {
    const page = await memberOnConditions();
    await expect
      .poll(() => page.getByTestId('spot-name').textContent(), slow)
      .toMatch(/Austin, TX$/);
    await pickPlace(page, 'Galveston', 'Galveston, Texas');
    await expect.poll(() => cardTitles(page), slow).toContain('Tides');
    expect(await page.getByTestId('spot-name').textContent()).toMatch(/Galveston, TX/);
    expect(await page.getByTestId('location-source').textContent()).toBe('From your search');
    const tideList = page.getByRole('list', { name: 'High and low tides' });
    const extreme = /^(High|Low) \d{1,2}:\d{2} [AP]M · -?\d+\.\d ft$/;
    const today = await tideList.getByRole('listitem').allTextContents();
    expect(today.length).toBeGreaterThan(0);
    for (const e of today) expect(e).toMatch(extreme);
    expect(await cardTitles(page)).toContain('Coast and sea');

    await page
      .getByRole('navigation', { name: 'Day' })
      .getByRole('button', { name: 'Tomorrow' })
      .click();
    expect(
      await page
        .getByRole('navigation', { name: 'Day' })
        .getByRole('button', { name: 'Tomorrow' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect
      .poll(() => tideList.getByRole('listitem').allTextContents(), slow)
      .not.toEqual(today);
    // Every shown extreme is a high or a low with its time and height (Galveston's mostly diurnal
    // tide can give two days with lows only in the local calendar, so neither word is required).
    for (const e of await tideList.getByRole('listitem').allTextContents())
      expect(e).toMatch(extreme);

    await page.reload();
    await expect
      .poll(() => page.getByTestId('location-source').textContent(), slow)
      .toBe('Remembered from this visit');
    await expect.poll(() => page.getByTestId('spot-name').textContent(), slow).toMatch(/Galveston/);
  });

  it('says what is missing when sources fail, and still shows what it has', async () => {
    const page = await memberOnConditions();
    await pickPlace(page, 'Outage', 'Outage Test Point, Kansas');
    const missing = page.getByTestId('missing-sources');
    // Who did not answer, and when it was last tried on the spot's clock.
    await expect
      .poll(() => missing.textContent(), slow)
      .toMatch(
        /The weather forecast service \(Open-Meteo\) did not answer \(last tried \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T\)\./,
      );
    expect(await missing.textContent()).toMatch(/USGS Water Data did not answer \(last tried /);
    expect(await page.getByText('Gauge readings are not available right now.').count()).toBe(1);
    expect(await cardTitles(page)).toEqual(expect.arrayContaining(['Solunar and sun', 'Moon']));
  });

  it('fits a phone screen', async () => {
    const page = await memberOnConditions({ width: 375, height: 740 });
    await expect.poll(() => cardTitles(page), slow).toContain('Bite score');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
