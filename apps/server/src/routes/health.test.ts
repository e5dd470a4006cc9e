import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { createPerClientQueue } from '../lib/primitives/per-client-queue.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { createTestApp, body } from '../test/test-app.ts';
import { createHealthRoutes } from './health.ts';

describe('GET /api/ready', () => {
  it('fails other API routes fast while the database is known to be down; readiness pings and clears it', async () => {
    const t = await createTestApp();
    try {
      const ok = await t.request('/api/ready');
      expect(ok.status).toBe(200);
      expect(await body(ok)).toMatchObject({ status: 'ready' });
      t.deps.database.outage.report();
      // Other API routes fail fast while it is down ...
      const fast = await t.request('/api/species');
      expect(fast.status).toBe(503);
      expect((await body(fast)).error.code).toBe('DATABASE_CONNECTION_ERROR');
      // ... and readiness pings for itself: the database answers, so everything is back.
      expect((await t.request('/api/ready')).status).toBe(200);
      expect((await t.request('/api/species')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('is not ready while password requests have waited 30 s with none finishing (a stuck gate)', async () => {
    const t = await createTestApp();
    let clock = 0;
    const gate = createPerClientQueue({ limit: 1, perClient: 5, maxWaiting: 5, now: () => clock });
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', t.deps);
        await next();
      })
      .route('/', createHealthRoutes({ passwordGate: gate }))
      .onError(errorHandler);
    let release!: () => void;
    const held = gate.run('a', () => new Promise<void>((r) => (release = r)));
    const waiting = gate.run('b', async () => undefined);
    try {
      clock = 10_000;
      expect((await app.request('/api/ready')).status).toBe(200);
      clock = 31_000;
      const stuck = await app.request('/api/ready');
      expect(stuck.status).toBe(503);
      expect((await body(stuck)).error.message).toMatch(/Sign-in is stuck/);
      release();
      await held;
      await waiting;
      expect((await app.request('/api/ready')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics', () => {
  it('without METRICS_TOKEN answers loopback only; with it, the bearer token anywhere', async () => {
    const open = await createTestApp();
    const locked = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
    try {
      expect((await open.request('/metrics', {}, '127.0.0.1')).status).toBe(200);
      expect((await open.request('/metrics', {}, '203.0.113.10')).status).toBe(403);
      const auth = { headers: { authorization: 'Bearer metrics-token-0123456789' } };
      expect((await locked.request('/metrics', {}, '203.0.113.10')).status).toBe(401);
      expect((await locked.request('/metrics', auth, '203.0.113.10')).status).toBe(200);
    } finally {
      await open.close();
      await locked.close();
    }
  });

  it('behind a trusted proxy, a forwarded request from a local proxy is not local', async () => {
    const proxied = await createTestApp({ TRUST_PROXY_HOPS: '1' });
    try {
      const via = { headers: { 'x-forwarded-for': '198.51.100.4' } };
      expect((await proxied.request('/metrics', via, '127.0.0.1')).status).toBe(403);
      expect((await proxied.request('/metrics', {}, '127.0.0.1')).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('API caching', () => {
  it('marks private answers no-store', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/reports');
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await t.request('/api/species')).headers.get('cache-control')).toContain('public');
    } finally {
      await t.close();
    }
  });
});
