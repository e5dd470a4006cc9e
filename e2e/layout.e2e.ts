import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasBrowser, useBrowser } from './support/browser.ts';
import { signedInMember } from './support/members.ts';

/**
 * Every screen of the route table (dist/route-table.json, written by the web build, so screens
 * added later are walked too) at phone width and at desktop width, signed in as an administrator
 * so that every screen is reachable:
 * - at 390 px nothing is wider than the screen (no sideways scrolling);
 * - at 1280 px a fresh load of each /app screen shifts its layout by less than 0.1 (CLS).
 * Catch-all and redirect patterns (`/settings/*`) lead to screens already in the table.
 */
const b = useBrowser();
// Its own admin: a second sign-up of an address another file used sends no new link.
const ADMIN = 'e2e-layout-admin@example.com';
const PASSWORD = 'admin-trout-on-the-flats-3';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const slow = { timeout: 20_000 };

const table = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../apps/web/dist/route-table.json', import.meta.url)),
    'utf8',
  ),
) as { paths: string[] };
const screens = table.paths.filter((p) => !p.includes('*'));

let page: Page | undefined;
const fixtures: Record<string, string> = {};

/** A concrete path for a pattern: real ids where the suite made the thing, else an unknown one. */
function concrete(pattern: string): { path: string; unknownId: boolean } {
  let unknownId = false;
  const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const known =
      fixtures[`${pattern}:${name}`] ??
      { slug: 'about-app', mode: 'signin' }[name] ??
      (pattern.includes('/reports/') ? fixtures.report : undefined) ??
      (pattern.includes('/users/') ? fixtures.user : undefined);
    if (known) return known;
    unknownId = true;
    return UNKNOWN_ID;
  });
  return { path, unknownId };
}

/** Loads `path` fresh and waits until its requests have settled. */
async function settle(p: Page, path: string) {
  await p.goto(path);
  await p.waitForLoadState('networkidle', slow).catch(() => undefined);
  await p.waitForTimeout(300);
}

describe.skipIf(!hasBrowser())('layout on every screen', () => {
  beforeAll(async () => {
    page = (await signedInMember(() => b.newPage(), ADMIN, PASSWORD)).page;
    // Sums layout shifts without recent input from the start of each load (what CLS counts).
    await page.context().addInitScript(() => {
      const probe = { value: 0, shifts: [] as string[] };
      (window as unknown as { __cls: typeof probe }).__cls = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          probe.value += entry.value;
          const source = entry.sources?.[0];
          const node = source?.node as Element | undefined;
          // Where the moved element was and went (top and height), to tell what pushed it.
          const move = source
            ? ` ${Math.round(source.previousRect.top)}+${Math.round(source.previousRect.height)}` +
              `->${Math.round(source.currentRect.top)}+${Math.round(source.currentRect.height)}`
            : '';
          probe.shifts.push(
            `${entry.value.toFixed(3)} ${node?.tagName?.toLowerCase() ?? '?'}.${String(node?.className ?? '').slice(0, 50)}${move}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/app/reports/new');
    await page.getByLabel('Approximate date').waitFor(slow);
    const date = await page.getByLabel('Approximate date').inputValue();
    const made = await page.evaluate(async (day) => {
      const res = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({
          location: { name: 'Galveston, Texas', latitude: 29.30135, longitude: -94.7977 },
          date: day,
          fishingType: 'boat',
          baitType: 'live',
          habitat: 'salt',
          species: 'Red drum',
        }),
      });
      const session = await (await fetch('/api/auth/get-session')).json();
      return { status: res.status, body: await res.json(), user: session.user.id as string };
    }, date);
    expect(made.status).toBe(201);
    fixtures.report = made.body.id;
    fixtures.user = made.user;
  }, 120_000);
  afterAll(() => page?.context().close());

  it('has screens to walk', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(screens).toContain('/app/reports/:id');
  });

  it("keeps the administrator's bar on one row at 1280 px, with every item in it", async () => {
    const p = page!;
    await p.setViewportSize({ width: 1280, height: 800 });
    await settle(p, '/app/admin');
    await p.getByTestId('monitoring-compact').waitFor(slow);
    const bar = await p.evaluate(() => {
      const nav = document.querySelector('nav[aria-label="App"]')!;
      const items = [...nav.querySelectorAll('#app-menu > ul > li')].map((li) =>
        Math.round(li.getBoundingClientRect().top),
      );
      return {
        height: nav.getBoundingClientRect().height,
        tops: [...new Set(items)],
        count: items.length,
      };
    });
    expect(bar.count).toBeGreaterThanOrEqual(9);
    expect(bar.tops).toHaveLength(1);
    expect(bar.height).toBeLessThanOrEqual(64);
  });

  it.each(screens)('%s is no wider than a 390 px phone', async (pattern) => {
    const { path, unknownId } = concrete(pattern);
    if (unknownId) b.expectConsole(/the server responded with a status of 404/);
    const p = page!;
    await p.setViewportSize({ width: 390, height: 844 });
    await settle(p, path);
    const widest = await p.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const over = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > viewport + 1)
        .slice(0, 3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}: "${(el.textContent ?? '').slice(0, 50)}"`,
        );
      return { width: document.documentElement.scrollWidth, viewport, over };
    });
    expect(widest.width, `${path} at 390 px: ${widest.over.join(' | ')}`).toBeLessThanOrEqual(
      widest.viewport,
    );
  });

  it.each(screens.filter((p) => p.startsWith('/app')))(
    '%s shifts less than 0.1 while it loads at 1280 px',
    async (pattern) => {
      const { path, unknownId } = concrete(pattern);
      if (unknownId) b.expectConsole(/the server responded with a status of 404/);
      const p = page!;
      await p.setViewportSize({ width: 1280, height: 800 });
      await settle(p, path);
      const cls = await p.evaluate(
        () => (window as unknown as { __cls?: { value: number; shifts: string[] } }).__cls,
      );
      expect(cls, 'the layout-shift probe ran').toBeDefined();
      expect(cls!.value, `${path}: ${cls!.shifts.join(' | ')}`).toBeLessThan(0.1);
    },
  );
});
