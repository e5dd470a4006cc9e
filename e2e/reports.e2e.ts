import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember, useFreeReports } from './support/members.ts';

// The server runs with PROVIDERS=fake: place search uses the bundled US list and the weather,
// water and tide sources answer from fixtures, so a report is made end to end on this machine.
const b = useBrowser();
const PASSWORD = 'speckled-trout-at-first-light-4';
/** The first report loads the tide database (about 1.5 s) on a cold server. */
const slow = { timeout: 20_000 };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A fresh verified member, signed in inside a new browser context. */
async function member(viewport?: {
  width: number;
  height: number;
}): Promise<{ page: Page; email: string }> {
  return signedInMember(() => b.newPage(viewport ? { viewport } : {}), 'scout', PASSWORD);
}

/** Fills the Create Report form for a boat trip with live bait on Galveston's salt water. */
async function fillReportForm(page: Page) {
  await page.getByLabel('Search for a place').fill('Galveston');
  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: 'Galveston, Texas' })
    .first()
    .click(slow);
  await expect.poll(() => page.getByText(/^Selected:/).textContent()).toContain('Galveston');
  await page.getByText('Salt Water', { exact: true }).click();
  await page.getByLabel('Target species (optional)').selectOption({ label: 'Red drum (redfish)' });
  await page.getByText('Boat', { exact: true }).click();
  await page.getByText('Live/Natural', { exact: true }).click();
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.skipIf(!hasBrowser())('scouting reports', () => {
  it('a new member creates a report with live progress, reads it, finds it in the Report Manager and deletes it; nobody else can open it', async () => {
    const { page, email } = await member();
    await page.goto('/app');
    await page
      .getByRole('heading', { name: 'Access our expert AI-Powered Fishing Tools' })
      .waitFor(slow);
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor(slow);
    for (const card of ['Create Scouting Report', 'Report Manager', 'Fishing Conditions'])
      expect(
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${card}`) })
          .count(),
      ).toBe(1);
    expect(await page.getByRole('heading', { name: /^Welcome, / }).textContent()).toBe(
      `Welcome, ${email.split('@')[0]}`,
    );
    const status = page.getByRole('region', { name: 'Subscription Status' });
    await expect.poll(() => status.textContent(), slow).toContain('0 used · 3 reports left');
    expect(await status.textContent()).toContain('Plan gives3 free reports in total');
    expect(
      await page
        .getByRole('list', { name: 'Enabled features' })
        .getByRole('listitem')
        .allTextContents(),
    ).toEqual(['Scouting reports', 'Location search', 'Community forum']);

    // The navigation bar: no Admin menu for a member; the Reports menu works from the keyboard.
    const nav = page.getByRole('navigation', { name: 'App' });
    expect(await nav.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    await nav.getByRole('button', { name: 'Reports' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Create Report');
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('button', { name: 'Reports' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    await page.getByRole('link', { name: 'Generate Fishing Report' }).click();
    await page.waitForURL('**/app/reports/new');
    await page
      .getByText('The next 7 days use the live weather forecast', { exact: false })
      .waitFor(slow);

    // Nothing chosen: each missing input is named.
    await page.getByRole('button', { name: 'Create Report' }).click();
    for (const message of [
      'Choose a location: search for a place or click the map',
      'Choose a fishing type',
      'Choose a bait type',
      'Choose salt or fresh water',
    ]) {
      expect(await page.getByText(message).count()).toBe(1);
    }
    await fillReportForm(page);
    // The kind of water: the spot's suggestion is offered, only salt kinds are listed, the member picks one.
    const kind = page.getByLabel('Kind of water (optional)');
    await expect
      .poll(() => kind.locator('option').first().textContent(), slow)
      .toMatch(/^Let the report choose \(suggested: /);
    expect(await kind.locator('option', { hasText: 'Reservoir' }).count()).toBe(0);
    await kind.selectOption({ label: 'Inlet, pass or jetty' });
    // Fresh-water species are not offered for salt water.
    expect(
      await page
        .getByLabel('Target species (optional)')
        .locator('option', { hasText: 'Largemouth bass' })
        .count(),
    ).toBe(0);

    // Record every state of the progress bar as the stream moves it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Report progress"]');
        const text = bar?.getAttribute('aria-valuetext');
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.waitForURL(new RegExp(`/app/reports/${UUID}$`), slow);
    const progress = await page.evaluate(
      () => (window as unknown as { progressSeen: string[] }).progressSeen,
    );
    // At least one step streamed from the server was drawn before the page moved on.
    expect(progress.some((p) => !p.startsWith('Starting'))).toBe(true);
    expect(
      progress.every((p) =>
        /^(Starting your report|Checking weather, water and tides|Working out the bite windows|Writing your report|Saving): \d+%$/.test(
          p,
        ),
      ),
    ).toBe(true);
    const reportPath = new URL(page.url()).pathname;
    const reportId = reportPath.split('/').pop()!;

    // The report.
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Galveston' }).waitFor(slow);
    expect(await page.getByText(/^Verdict: (Excellent|Good|Fair|Poor)$/).count()).toBe(1);
    for (const title of [
      'Best windows',
      'Where to fish',
      'How to fish',
      'Conditions',
      'Charts',
      'Why this verdict',
      'The full report',
      'Sources and attributions',
    ]) {
      expect(
        await page.getByRole('heading', { level: 2, name: title, exact: true }).count(),
        title,
      ).toBe(1);
    }
    expect(await page.getByText('Target: Red drum (redfish)').count()).toBe(1);
    expect(await page.getByText(/^Water: Inlet, pass or jetty in the Texas coast/).count()).toBe(1);
    expect(await page.getByText('common guide practice', { exact: false }).count()).toBeGreaterThan(
      0,
    );
    await page.getByText('Bite score by hour').waitFor(slow);
    expect(await page.getByText(/^Tides at /).count()).toBe(1);
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    expect(await pdf.getAttribute('href')).toBe(`/api/reports/${reportId}/pdf`);
    const pdfAnswer = await page.evaluate(async (href) => {
      const res = await fetch(href);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)),
      };
    }, `/api/reports/${reportId}/pdf`);
    expect(pdfAnswer).toEqual({ status: 200, type: 'application/pdf', head: '%PDF-' });
    // Printing hides the navigation bar.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'App' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // Another member gets the 404 page for it, as for a malformed id.
    b.expectFailedRequest(404, `/api/reports/${reportId}`);
    const other = await member();
    await other.page.goto(reportPath);
    await other.page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor(slow);
    expect(await other.page.getByText('The page you are looking for does not exist.').count()).toBe(
      1,
    );
    await other.page.goto('/app/reports/not-a-report-id');
    await other.page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor(slow);

    // The Report Manager lists it; a filter that matches nothing says so.
    await nav.getByRole('button', { name: 'Reports' }).click();
    await nav.getByRole('link', { name: 'Report Manager' }).click();
    await page.waitForURL('**/app/reports');
    const list = page.getByRole('list', { name: 'Your reports' });
    await list.waitFor(slow);
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(
      await list
        .getByRole('link', { name: /Galveston/ })
        .first()
        .getAttribute('href'),
    ).toBe(reportPath);
    await page.getByLabel('Place').fill('Nowhere Creek');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('heading', { name: 'No reports match these filters' }).waitFor(slow);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await list.waitFor(slow);

    // Delete, with confirmation.
    await list.getByRole('button', { name: /^Delete report for Galveston/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('button', { name: /^Delete report for Galveston/ }).click();
    await dialog.getByRole('button', { name: 'Delete report' }).click();
    await page.getByRole('heading', { name: 'No reports yet' }).waitFor(slow);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Create Report' }).count(),
    ).toBeGreaterThan(0);
    const gone = await page.evaluate(
      async (href) => (await fetch(href)).status,
      `/api/reports/${reportId}`,
    );
    expect(gone).toBe(404);
  });

  it('salt water at an inland spot is refused in the form, with the water to choose, before anything is sent', async () => {
    const { page } = await member();
    await page.goto('/app/reports/new');
    await page.getByLabel('Search for a place').fill('Wichita');
    await page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: /Wichita, Kansas/ })
      .first()
      .click(slow);
    await page.getByText('Salt Water', { exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be salt water' });
    await alert.waitFor(slow);
    expect(await alert.textContent()).toMatch(/inland .*Choose Fresh Water/);
    await page.getByText('Boat', { exact: true }).click();
    await page.getByText('Live/Natural', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Report' }).click();
    expect(new URL(page.url()).pathname).toBe('/app/reports/new');
    await page.getByText('Fresh Water', { exact: true }).click();
    await expect.poll(() => alert.count(), slow).toBe(0);
    const kind = page.getByLabel('Kind of water (optional)');
    expect(await kind.locator('option', { hasText: 'Surf beach' }).count()).toBe(0);
  });

  it('the fourth report of a free member shows Subscription Required with the plans', async () => {
    const { page } = await member();
    await useFreeReports(page);
    b.expectFailedRequest(402, '/api/reports');

    await fillReportForm(page);
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.waitForURL('**/app/subscription', slow);
    await page.getByRole('heading', { name: 'Subscription Required' }).waitFor();
    expect(
      await page.getByText('Your current tier does not have access to this feature.').count(),
    ).toBe(1);
    expect(
      await page.getByText('You have used your 3 free reports.', { exact: false }).count(),
    ).toBe(1);
    const plans = page.getByRole('list', { name: 'Plans' });
    expect(await plans.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Free',
      'Founding Member Special',
    ]);
    expect(await plans.textContent()).toContain(
      'unlimited with a fair-use cap of 50 reports per calendar month',
    );
    expect(await plans.textContent()).toContain('$9.97/month or $99.97/year');

    await page.goto('/app');
    await expect
      .poll(() => page.getByRole('region', { name: 'Subscription Status' }).textContent(), slow)
      .toContain('3 used · 0 reports left');
  });

  it('works on a 375 px phone: the menu toggle, the dashboard and the form fit the screen', async () => {
    const { page } = await member({ width: 375, height: 740 });
    await page.goto('/app');
    await page
      .getByRole('heading', { name: 'Access our expert AI-Powered Fishing Tools' })
      .waitFor(slow);
    expect(await noSideScroll(page)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'App' });
    expect(await nav.getByRole('link', { name: 'Conditions' }).isVisible()).toBe(false);
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('button', { name: 'Reports' }).click();
    await nav.getByRole('link', { name: 'Create Report' }).click();
    await page.waitForURL('**/app/reports/new');
    await page.getByLabel('Search for a place').waitFor(slow);
    expect(await nav.getByRole('link', { name: 'Conditions' }).isVisible()).toBe(false);
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Or pick a spot on the map' }).click();
    await page.getByLabel('Map: click to choose a fishing spot').waitFor(slow);
    expect(await noSideScroll(page)).toBe(true);
    await page.goto('/app/reports');
    await page.getByRole('heading', { name: 'No reports yet' }).waitFor(slow);
    expect(await noSideScroll(page)).toBe(true);
  });
});
