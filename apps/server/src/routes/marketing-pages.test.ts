import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMarketingPage } from '@anglerscout/contracts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';

/** A stand-in marketing host on loopback: answers what `reply` says, counting requests. */
async function startPageHost() {
  const state = { status: 200, hits: 0 };
  const server: Server = createServer((req, res) => {
    state.hits += 1;
    if (req.url === '/missing-app') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(state.status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><title>About AnglerScout</title><script>steal()</script></head>
       <body><h1>About us</h1><p onclick="steal()">We fish.</p><script src="https://evil.example/x.js"></script>
       <a href="javascript:steal()">more</a><iframe src="https://evil.example"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('marketing pages without a host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers built-in for the pages the app has, with or without the app/ and pages/ prefix', async () => {
    for (const path of ['/api/ghl-pages/about-app', '/api/ghl-pages/app/pages/terms-app']) {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(ZMarketingPage.parse(await body(res)).source).toBe('built-in');
    }
  });

  it('answers 404 from both routes for a page it does not have', async () => {
    expect((await t.request('/api/ghl-pages/summer-sale')).status).toBe(404);
    const fallback = await t.request('/api/ghl-pages-fallback/summer-sale');
    expect(fallback.status).toBe(404);
    expect((await t.request('/api/ghl-pages-fallback/privacy-app')).status).toBe(200);
  });

  it('uses our own contact form and frames nothing', async () => {
    expect((await body(await t.request('/api/ghl-pages/contact-us-app'))).source).toBe('built-in');
    expect((await t.request('/blog')).headers.get('content-security-policy')).toContain(
      "frame-src 'none'",
    );
  });
});

describe('marketing pages from a host', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof startPageHost>>;
  beforeAll(async () => {
    host = await startPageHost();
    t = await createTestApp({
      MARKETING_PAGES_URL: host.url,
      MARKETING_PAGES_TTL_MS: '0',
      CONTACT_FORM_URL: 'https://forms.crm.example/widget/form/abc123',
    });
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  it('proxies the page sanitised: no script, handlers, javascript: links or frames survive', async () => {
    const page = ZMarketingPage.parse(await body(await t.request('/api/ghl-pages/about-app')));
    expect(page).toMatchObject({ source: 'upstream', title: 'About AnglerScout' });
    expect(page.html).toContain('<h1>About us</h1>');
    expect(page.html).toContain('We fish.');
    expect(page.html).not.toMatch(/<script|steal|onclick|javascript:|<iframe/i);
  });

  it('serves the last good copy when the host fails, and 404 for a page it does not have', async () => {
    host.state.status = 500;
    const page = ZMarketingPage.parse(await body(await t.request('/api/ghl-pages/about-app')));
    expect(page.source).toBe('cached');
    expect(page.html).toContain('About us');
    expect((await t.request('/api/ghl-pages/never-fetched-app')).status).toBe(503);
    expect((await t.request('/api/ghl-pages/missing-app')).status).toBe(404);
    host.state.status = 200;
  });

  it('embeds the configured CRM form and allows only its origin in frames', async () => {
    const page = ZMarketingPage.parse(await body(await t.request('/api/ghl-pages/contact-us-app')));
    expect(page).toMatchObject({
      source: 'embed',
      embedUrl: 'https://forms.crm.example/widget/form/abc123',
    });
    const csp = (await t.request('/blog')).headers.get('content-security-policy')!;
    expect(csp).toContain('frame-src https://forms.crm.example;');
  });
});

/** A host that answers a huge page in 64 KB chunks, or drips one slowly; it counts what it wrote. */
async function startHostileHost() {
  const state = { mode: 'good' as 'good' | 'huge' | 'drip', written: 0, closed: false };
  const server: Server = createServer((req, res) => {
    state.closed = false;
    res.writeHead(200, { 'content-type': 'text/html' });
    if (state.mode === 'good') {
      res.end('<html><head><title>Good</title></head><body><p>the good copy</p></body></html>');
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const total = 64 * 1024 * 1024;
    state.written = 0;
    res.on('close', () => (state.closed = true));
    const push = () => {
      if (res.destroyed) return;
      if (state.written >= total) return void res.end();
      state.written += chunk.length;
      if (state.mode === 'drip') {
        res.write('<p>');
        setTimeout(push, 100);
      } else if (res.write(chunk)) setImmediate(push);
      else res.once('drain', push);
    };
    push();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('marketing pages from a host that misbehaves', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof startHostileHost>>;
  beforeAll(async () => {
    host = await startHostileHost();
    t = await createTestApp({
      MARKETING_PAGES_URL: host.url,
      MARKETING_PAGES_TTL_MS: '0',
      MARKETING_PAGES_TIMEOUT_MS: '800',
    });
    // The last good copy of each page.
    for (const slug of ['huge-app', 'drip-app'])
      expect((await t.request(`/api/ghl-pages/${slug}`)).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  it('stops reading a huge page at the 1 MB cap and serves the last good copy', async () => {
    host.state.mode = 'huge';
    const page = ZMarketingPage.parse(await body(await t.request('/api/ghl-pages/huge-app')));
    expect(page).toMatchObject({ source: 'cached', html: '<p>the good copy</p>' });
    await new Promise((r) => setTimeout(r, 100));
    // The connection was dropped soon after the cap, not read to its 64 MB end.
    expect(host.state.closed).toBe(true);
    expect(host.state.written).toBeLessThan(16 * 1024 * 1024);
  });

  it('answers a body that drips past the deadline with the last good copy, and 503 without one', async () => {
    host.state.mode = 'drip';
    const started = performance.now();
    const res = await t.request('/api/ghl-pages/drip-app');
    expect(res.status).toBe(200);
    expect(ZMarketingPage.parse(await body(res))).toMatchObject({ source: 'cached' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect((await t.request('/api/ghl-pages/drip-never-good-app')).status).toBe(503);
  });
});
