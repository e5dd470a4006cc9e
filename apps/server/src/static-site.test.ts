import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

describe('the SPA behind the server', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  const dist = mkdtempSync(join(tmpdir(), 'anglerscout-dist-'));
  beforeAll(async () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dist, 'route-table.json'),
      JSON.stringify({ paths: ['/', '/about', '/app/reports/:id', '/settings/*'] }),
    );
    t = await createTestApp();
    app = createApp(t.deps, { webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (path: string) =>
    Promise.resolve(
      app.request(path, {}, { incoming: { socket: { remoteAddress: '203.0.113.9' } } }),
    );

  it('answers the paths the route table claims with 200', async () => {
    for (const path of ['/', '/about', '/app/reports/42', '/settings/billing'])
      expect((await get(path)).status, path).toBe(200);
  });

  it('answers a path no route claims with 404 and the same page (the SPA draws Not Found)', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves the landing page without the opener policy and every other page with it (decision 026)', async () => {
    const landing = await get('/');
    expect(landing.headers.get('cross-origin-opener-policy')).toBeNull();
    // The rest of the document headers stay on the landing page.
    expect(landing.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(landing.headers.get('x-frame-options')).toBe('DENY');
    for (const path of ['/about', '/app/reports/42', '/no/such/page'])
      expect((await get(path)).headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
  });
});
