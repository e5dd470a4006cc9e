import { chromium as pw, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');
export const hasBrowser = () => inject('chromium') !== '';

/**
 * One browser per test file; each test gets a fresh context (cookies, storage) via newPage().
 * Only loopback traffic is allowed: any other request is aborted and recorded as a failure.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const foreignRequests: string[] = [];
  beforeAll(async () => {
    if (!hasBrowser()) return;
    browser = await pw.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
  });
  return {
    foreignRequests,
    async newPage(opts: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
      if (!browser) throw new Error('no browser');
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: opts.viewport ?? { width: 1280, height: 800 },
      });
      contexts.push(context);
      await context.route('**/*', (route) => {
        const url = new URL(route.request().url());
        if (
          url.hostname === '127.0.0.1' ||
          url.hostname === 'localhost' ||
          url.protocol === 'data:'
        )
          return route.continue();
        foreignRequests.push(url.href);
        return route.abort();
      });
      const page = await context.newPage();
      return page;
    },
  };
}
