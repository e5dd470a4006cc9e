import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { Page, Route } from 'playwright-core';
import { useBrowser, hasBrowser, baseUrl } from './support/browser.ts';
import { signedInMember } from './support/members.ts';
import { ConsoleWatch, failedRequest } from './support/console-watch.ts';
import {
  APP_ENTRY_JS_BUDGET_KB,
  LANDING_JS_BUDGET_KB,
  appEntryJsGzipKb,
  landingJsGzipKb,
} from '../bench/landing-weight.ts';

const b = useBrowser();
const SCREENSHOT = fileURLToPath(new URL('../docs/screenshot-landing.png', import.meta.url));

const path = (page: Page) => new URL(page.url()).pathname;

describe('first JavaScript weight', () => {
  // The e2e run serves this build.
  const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

  it(`the landing page runs its own script, within ${LANDING_JS_BUDGET_KB} KB gzip, never the app`, () => {
    const { kb, files } = landingJsGzipKb(dist);
    expect(files.some((f) => /\/assets\/landing-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f))).toBe(false);
    expect(kb, files.join(', ')).toBeLessThanOrEqual(LANDING_JS_BUDGET_KB);
  });

  it(`every other page starts within ${APP_ENTRY_JS_BUDGET_KB} KB gzip (zod and app screens load later)`, () => {
    // A module the entry imports that builds a zod schema at import time pulled zod (26 KB) into
    // the entry once, unnoticed until the benchmark ran.
    const { kb, files } = appEntryJsGzipKb(dist);
    expect(files.some((f) => /\/assets\/index-[\w-]+\.js$/.test(f))).toBe(true);
    expect(kb, files.join(', ')).toBeLessThanOrEqual(APP_ENTRY_JS_BUDGET_KB);
  });
});

describe.skipIf(!hasBrowser())('public site', () => {
  it('landing buttons go to the sign-in and sign-up pages, the Blog to /blog', async () => {
    const page = await b.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('No BS Angler Scouting Reports.');
    await expect.poll(() => page.title()).toBe('AnglerScout - No BS Angler Scouting Reports');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/new/auth/signin');
    // The landing script took it there after its delay; the form alone would have left a bare '?'.
    expect(new URL(page.url()).search).toBe('');

    await page.goto('/');
    await page.getByRole('link', { name: 'Get 3 Free Reports Now' }).click();
    await page.waitForURL('**/new/auth/signup');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL('**/new/signup');

    await page.goto('/');
    expect(await page.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe(
      '/new/auth/signup',
    );
    // The Blog link is a document link to the server-rendered blog.
    expect(await page.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    for (const heading of [
      'What Sets Us Apart',
      'How It Works',
      'Real-Life Scenarios',
      'What Anglers Say',
      'Pricing',
      'Frequently Asked Questions',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    }
    await expect
      .poll(() => page.locator('#pricing-heading ~ div').textContent())
      .toContain('$99.97/year');
    expect(b.foreignRequests).toEqual([]);
  });

  it('serves the landing page finished: its own script swaps the footer in, and the app never loads there', async () => {
    const landing = await (await fetch(`${baseUrl()}/`)).text();
    expect(landing).toContain('Get 3 Free Reports Now');
    expect(landing).toContain('Loading footer...');
    expect(await (await fetch(`${baseUrl()}/about`)).text()).not.toContain(
      'Get 3 Free Reports Now',
    );

    const page = await b.newPage();
    // The page's web vitals still reach the performance dashboard, filed under the landing route.
    const vitalsSent = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/vitals') &&
        /"name":"page_load"[^}]*"route":"\/"/.test(r.postData() ?? ''),
      { timeout: 30_000 },
    );
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByText('Loading footer...').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1);
    // Once the page is idle (the web-vitals reporter has loaded), still no app chunk was fetched.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => r.name.includes('report-vitals')),
        ),
      )
      .toBe(true);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.endsWith('.js')),
    );
    expect(scripts.some((s) => /^\/assets\/landing-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /^\/assets\/(index|router|site-footer)-/.test(s))).toEqual([]);
    await vitalsSent;
  });

  it('fails a test on a console error, a page error or an unannounced failed request', async () => {
    const probe = '/api/reports/00000000-0000-4000-8000-000000000000';
    // This page is watched twice: by a watch of its own, tested here, and by the suite's guard,
    // which is told what to expect so this test itself passes.
    b.expectConsole(/something broke|nobody caught this/);
    b.expectFailedRequest(401, probe);
    const page = await b.newPage();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const watch = new ConsoleWatch();
    watch.attach(page, () => false);
    await page.evaluate(async (url) => {
      console.error('something broke');
      setTimeout(() => {
        throw new Error('nobody caught this');
      });
      await fetch(url);
    }, probe);
    await expect.poll(() => watch.pending()).toBe(3);
    expect(() => watch.check()).toThrow(/something broke[\s\S]*nobody caught this[\s\S]*401/);
    // Once announced, the same answer passes.
    watch.expect(failedRequest(401, probe));
    await page.evaluate((url) => fetch(url), probe);
    await expect.poll(() => watch.pending()).toBe(1);
    expect(() => watch.check()).not.toThrow();
  });

  it('runs its own script, not the app, and fetches the footer only after the first paint', async () => {
    const landing = await (await fetch(`${baseUrl()}/`)).text();
    expect(landing).toMatch(
      /<script type="module" crossorigin fetchpriority="low" src="\/assets\/landing-[\w-]+\.js">/,
    );
    expect(landing).not.toMatch(/\/assets\/index-[\w-]+\.js/);
    const footerSrc = /data-lazy-footer="(\/assets\/landing-footer-[0-9a-f]+\.js)"/.exec(landing);
    expect(footerSrc).not.toBeNull();

    const page = await b.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    const timing = await page.evaluate((name) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const footer = performance
        .getEntriesByType('resource')
        .find((r) => r.name.endsWith(name))?.startTime;
      return { fcp, footer };
    }, footerSrc![1]!);
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.footer).toBeGreaterThan(timing.fcp!);
  });

  it('takes Sign In to the sign-in page even when the landing script never arrives', async () => {
    b.expectConsole(
      /^console\.error: Failed to load resource: net::ERR_FAILED \(.*\/assets\/landing-/,
    );
    const page = await b.newPage();
    await page.route('**/assets/landing-*.js', (route: Route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/new/auth/signin');
  });

  it('loads the footer lazily, after the page, with its sections and links', async () => {
    const page = await b.newPage();
    const scripts: string[] = [];
    page.on(
      'request',
      (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/landing-footer-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByText('Loading footer...').waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    release();
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await page.getByText('Loading footer...').count()).toBe(0);

    const entry = scripts.findIndex((s) => /\/assets\/landing-(?!footer)[\w-]+\.js$/.test(s));
    const footerChunk = scripts.findIndex((s) => s.includes('/assets/landing-footer-'));
    expect(entry).toBeGreaterThanOrEqual(0);
    expect(footerChunk).toBeGreaterThan(entry);

    for (const heading of ['Follow Us', 'Company', 'Customer Care', 'Legal']) {
      expect(await footer.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/app',
      '/app/pages/about-app',
      '/app/pages/contact-us-app',
      '/app/pages/faq-app',
      '/app/pages/terms-app',
      '/app/pages/privacy-app',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.filter((href) => href?.startsWith('https://'))).toHaveLength(3);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} AnglerScout`);
  });

  it.each([
    ['/settings/profile', '/app/settings'],
    ['/reports/new/anything', '/app/reports/new'],
    ['/reports/8f14e45f', '/app/reports/8f14e45f'],
    ['/reports/archive/2024', '/app/reports'],
  ])('redirects the legacy path %s to %s, replacing it in history', async (from, to) => {
    const page = await b.newPage();
    await page.goto(`${from}?tab=2`);
    await page.waitForURL((url) => url.pathname === to);
    expect(new URL(page.url()).search).toBe('?tab=2');
    // Replaced, not pushed: Back leaves the site instead of bouncing through the redirect again.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
  });

  it('shows the 404 page for unknown paths', async () => {
    const page = await b.newPage();
    b.expectFailedRequest(404, '/no/such/page');
    // The server knows the route table: HTTP 404, and the SPA draws its Not Found page.
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByText('The page you are looking for does not exist.').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Page Not Found - AnglerScout');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('validates the contact form and sends a message', async () => {
    const page = await b.newPage();
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.title()).toBe('Contact - AnglerScout');
    for (const text of ['Full name is required', 'Email is required', 'Message is required'])
      await page.getByText(text).waitFor();
    const name = page.getByLabel('Full Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate('document.activeElement?.getAttribute("name")')).toBe('fullName');

    await name.fill('Dana Reyes');
    await page.getByLabel('Email').fill('dana@');
    await page.getByText('Invalid email address').waitFor();
    expect(await page.getByText('Full name is required').count()).toBe(0);
    await page.getByLabel('Phone').fill('call me');
    await page.getByText('Invalid phone number').waitFor();
    await page.getByLabel('Phone').fill('(512) 555-0134');
    await page.getByLabel('Email').fill('dana@example.com');
    await page.getByLabel('Message').fill('Do your reports cover Lake Travis in January?');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    const response = page.waitForResponse(
      (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(200);
    await page.getByText("Your message has been sent! We'll get back to you soon.").waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    // The row is stored: an admin reads it in the contact inbox.
    const { page: admin } = await signedInMember(
      () => b.newPage(),
      'e2e-inbox-admin@example.com',
      'Inbox-admin-pass-42',
    );
    await admin.goto('/app/admin/contact-messages');
    await expect.poll(() => admin.title()).toBe('Contact Messages - AnglerScout');
    const item = admin
      .getByRole('listitem')
      .filter({ hasText: 'Do your reports cover Lake Travis in January?' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Dana Reyes');
    expect(await item.getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe(
      'mailto:dana@example.com',
    );
    expect(await item.textContent()).toContain('(512) 555-0134');
  });

  it('shows the failure banner when the server refuses the message', async () => {
    b.expectFailedRequest(500, '/api/contact');
    const page = await b.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"SYSTEM_INTERNAL_ERROR","message":"x"}}',
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('Full Name').fill('Sam Ortiz');
    await page.getByLabel('Email').fill('sam@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again later.').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Sam Ortiz');
  });

  it('serves the static and help pages with titles and Back to Home', async () => {
    const page = await b.newPage();
    for (const [url, title, text] of [
      ['/about', 'About - AnglerScout', 'Our Mission'],
      ['/privacy', 'Privacy Policy - AnglerScout', 'What We Collect'],
      ['/terms', 'Terms of Service - AnglerScout', 'Last updated: November 21, 2024'],
      ['/data-deletion', 'Data Deletion - AnglerScout', 'Type DELETE in capital letters.'],
      ['/thank-you', 'Thank You - AnglerScout', 'Thanks for choosing AnglerScout'],
      [
        '/app/pages/faq-app',
        'Frequently Asked Questions - AnglerScout',
        'Troubleshooting & Support',
      ],
      ['/pages/contact-us-app', 'Contact Us - AnglerScout', 'Send Message'],
    ] as const) {
      await page.goto(url);
      await page.getByText(text).first().waitFor();
      await expect.poll(() => page.title()).toBe(title);
      expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    }
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'What We Collect' }).waitFor();
    expect(await page.locator('main a[href="/contact"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/data-deletion"]').count()).toBeGreaterThan(0);

    // Neither the page route nor its fallback has this page: 'Error Loading Content', Try Again.
    b.expectFailedRequest(404, '/api/ghl-pages/no-such-app');
    b.expectFailedRequest(404, '/api/ghl-pages-fallback/no-such-app');
    await page.goto('/app/pages/no-such-app');
    await page.getByRole('heading', { name: 'Error Loading Content' }).waitFor();
    await page.getByText('Failed to load content from fallback: 404 Not Found').waitFor();
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
  });

  it('fits a 375 px phone without horizontal scrolling and has a working menu', async () => {
    const page = await b.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await page.goto('/about');
    const about = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact' });
    expect(await about.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await about.click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
  });

  it('renders the desktop landing page (screenshot for the README with UPDATE_SCREENSHOTS=1)', async () => {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    expect(path(page)).toBe('/');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
    if (process.env.UPDATE_SCREENSHOTS === '1') await page.screenshot({ path: SCREENSHOT });
  });
});
