import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

const b = useBrowser();
const PASSWORD = 'bluegill-under-the-dock-8';
const slow = { timeout: 20_000 };

const REPORTS_CACHE = 'anglerscout-reports-v1';

/** Whether the service worker's report cache holds a path. */
const kept = (page: Page, path: string) =>
  page.evaluate(async ([name, p]) => (await (await caches.open(name)).match(p)) !== undefined, [
    REPORTS_CACHE,
    path,
  ] as const);

describe.skipIf(!hasBrowser())('installable and offline', () => {
  it('meets the install criteria: a manifest with icons and a service worker in control', async () => {
    const page = await b.newPage();
    await page.goto('/');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      name: 'AnglerScout',
      start_url: '/app',
      display: 'standalone',
      theme_color: '#0f3d3e',
    });
    const icons = manifest!.icons as { src: string; sizes: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons)
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);
    // Chromium's own verdict on installability (the same check as its install prompt).
    const cdp = await page.context().newCDPSession(page);
    await page.reload();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Every test context is incognito, where Chromium never offers installing; nothing else stands
    // in the way (no manifest, icon or service-worker error).
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  });

  it('keeps a report opened online readable offline, with its PDF; signing out clears it', async () => {
    // Offline, the browser logs each request the page still tries (session checks, the plan).
    b.expectConsole(/net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/);
    const { page } = await signedInMember(() => b.newPage(), 'offline', PASSWORD);
    await page.goto('/app');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const id = await page.evaluate(async (day) => {
      const res = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          location: { name: 'Lake Lewisville', latitude: 33.13, longitude: -96.98 },
          date: day,
          fishingType: 'boat',
          baitType: 'artificial',
          habitat: 'fresh',
        }),
      });
      return ((await res.json()) as { id: string }).id;
    }, date);

    await page.goto(`/app/reports/${id}`);
    await page.getByRole('heading', { name: 'Lake Lewisville', level: 1 }).waitFor(slow);
    // The page keeps the report and fetches its PDF in the background once idle.
    await expect.poll(() => kept(page, `/api/reports/${id}`), slow).toBe(true);
    await expect.poll(() => kept(page, `/api/reports/${id}/pdf`), slow).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Lake Lewisville', level: 1 }).waitFor(slow);
    // Chromium 150 reports navigator.onLine true in a page reloaded under offline emulation: the
    // banner comes from the app's own requests, answered from the kept copies (lib/connectivity.ts).
    expect(await page.getByTestId('offline-banner').textContent()).toContain('You are offline');
    const pdf = await page.evaluate(async (path) => {
      const res = await fetch(path);
      return { status: res.status, type: res.headers.get('content-type') };
    }, `/api/reports/${id}/pdf`);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf' });
    // Actions that need the server say so instead of failing.
    const save = page.getByRole('button', { name: /Save spot/ });
    expect(await save.isDisabled()).toBe(true);
    expect(await save.textContent()).toContain('Needs a connection');

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/', slow);
    expect(await page.evaluate(async (name) => caches.has(name), REPORTS_CACHE)).toBe(false);
    // Offline again, the report is gone from this device.
    await page.context().setOffline(true);
    await page.goto(`/app/reports/${id}`).catch(() => undefined);
    await page.waitForTimeout(1500);
    expect(await page.getByRole('heading', { name: 'Lake Lewisville', level: 1 }).count()).toBe(0);
    await page.context().setOffline(false);
  });
});
