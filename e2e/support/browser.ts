import { chromium as pw, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';
import { ConsoleWatch, failedRequest } from './console-watch.ts';

export const baseUrl = () => inject('baseUrl');
export const hasBrowser = () => inject('chromium') !== '';

const isLoopback = (url: URL) =>
  url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:';

/**
 * One browser per test file; each test gets a fresh context (cookies, storage) via newPage().
 * Only loopback traffic is allowed: any other request is aborted and recorded as a failure.
 * A test fails if any of its pages logs a console error or warning or throws an uncaught error,
 * unless the test said it expects that one (`expectConsole`).
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const foreignRequests: string[] = [];
  const watch = new ConsoleWatch();
  beforeAll(async () => {
    if (!hasBrowser()) return;
    browser = await pw.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  });
  afterEach(() => watch.check());
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    foreignRequests,
    /** Lets this test's pages log messages matching `pattern` (something the test provokes). */
    expectConsole: (pattern: RegExp) => watch.expect(pattern),
    /**
     * Lets this test's pages get the HTTP error `status` from `path` (a wrong password, say). The
     * browser logs every 4xx and 5xx answer to fetch itself; no page script can keep it quiet.
     */
    expectFailedRequest: (status: number, path: string) =>
      watch.expect(failedRequest(status, path)),
    async newPage(
      opts: {
        viewport?: { width: number; height: number };
        /** Where the page's navigator.geolocation says it is (permission granted) */
        geolocation?: { latitude: number; longitude: number };
        javaScriptEnabled?: boolean;
      } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('no browser');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: opts.viewport ?? { width: 1280, height: 800 },
        ...(opts.geolocation
          ? { geolocation: opts.geolocation, permissions: ['geolocation'] }
          : {}),
        javaScriptEnabled: opts.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (isLoopback(url)) return route.continue();
        foreignRequests.push(url.href);
        return route.abort();
      });
      const page = await context.newPage();
      watch.attach(page, (url) => !isLoopback(new URL(url)));
      return page;
    },
  };
}
