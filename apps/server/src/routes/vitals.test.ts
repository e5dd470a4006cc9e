import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performanceMetrics } from '../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, ORIGIN, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import type { TPerformanceSummary } from '@anglerscout/contracts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    ...AUTH_ENV,
    ADMIN_EMAILS: 'vitals-admin@example.com',
    VITALS_RATE_LIMIT: '5',
  });
  admin = await newVerifiedUser(t, 'vitals-admin@example.com', undefined, '192.0.2.63');
});
afterAll(() => t.close());

const beacon = (entries: unknown[], sessionId = 'visit-1234abcd') =>
  JSON.stringify({ sessionId, entries });
const send = (payload: string, headers: Record<string, string> = {}, ip = '198.51.100.1') =>
  t.request(
    '/api/vitals',
    {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      body: payload,
    },
    ip,
  );
const rows = async () => {
  await t.deps.monitoring.vitals.flush();
  return t.deps.database.db.select().from(performanceMetrics);
};

describe('POST /api/vitals (beacon ingest)', () => {
  it('accepts a text/plain beacon, stores each entry with its type and unit, browser family only', async () => {
    const res = await send(
      beacon([
        { name: 'LCP', value: 1830.5, route: '/', navigationType: 'navigate' },
        { name: 'CLS', value: 0.04, route: '/' },
        { name: 'route_transition', value: 84, route: '/app/reports/:id', from: '/app' },
      ]),
      {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
      },
    );
    expect(res.status).toBe(204);
    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(stored.find((r) => r.metricName === 'LCP')).toMatchObject({
      metricValue: 1830.5,
      metricUnit: 'ms',
      metricType: 'web_vital',
      route: '/',
      userId: null,
      sessionId: 'visit-1234abcd',
      userAgent: 'Edge 131',
      metadata: { navigationType: 'navigate' },
    });
    expect(stored.find((r) => r.metricName === 'CLS')).toMatchObject({ metricUnit: 'score' });
    expect(stored.find((r) => r.metricName === 'route_transition')).toMatchObject({
      metricType: 'custom',
      metadata: { from: '/app' },
    });
    // Route transitions also feed the state-transition metric.
    const transition = await t.deps.metrics.stateTransition.get();
    expect(
      transition.values.find((v) => v.metricName === 'state_transition_seconds_count')?.value,
    ).toBe(1);
  });

  it('takes the user id from the session cookie, never from the body', async () => {
    const payload = JSON.stringify({
      sessionId: 'visit-with-user',
      userId: 'someone-else',
      entries: [{ name: 'FCP', value: 900, route: '/app' }],
    });
    expect((await send(payload, { cookie: admin }, '198.51.100.2')).status).toBe(204);
    const row = (await rows()).find((r) => r.sessionId === 'visit-with-user');
    expect(row?.userId).toMatch(/^[A-Za-z0-9]+$/);
    expect(row?.userId).not.toBe('someone-else');
  });

  it.each([
    [
      'a cross-site beacon',
      beacon([{ name: 'LCP', value: 1, route: '/' }]),
      { origin: 'https://evil.example' },
      403,
    ],
    [
      'another content type',
      beacon([{ name: 'LCP', value: 1, route: '/' }]),
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
    ],
    ['malformed JSON', '{"sessionId":', {}, 400],
    ['an unknown metric', beacon([{ name: 'XYZ', value: 1, route: '/' }]), {}, 400],
    ['a negative value', beacon([{ name: 'LCP', value: -1, route: '/' }]), {}, 400],
    [
      'a filled-in path with a query',
      beacon([{ name: 'LCP', value: 1, route: '/app?email=a@b.c' }]),
      {},
      400,
    ],
    ['no entries', beacon([]), {}, 400],
    [
      'a body over 16 KB',
      beacon([{ name: 'LCP', value: 1, route: `/${'a'.repeat(17_000)}` }]),
      {},
      413,
    ],
  ])('refuses %s', async (_what, payload, headers, status) => {
    const before = (await rows()).length;
    expect((await send(payload, headers, `198.51.100.${10 + (status % 50)}`)).status).toBe(status);
    expect((await rows()).length).toBe(before);
  });

  it('limits beacons per client IP per minute', async () => {
    const one = beacon([{ name: 'TTFB', value: 120, route: '/' }]);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(one, {}, '198.51.100.99')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect((await send(one, {}, '198.51.100.98')).status).toBe(204);
  });
});

describe('GET /api/admin/performance (the dashboard)', () => {
  it('answers the p75 per route and metric with its rating, worst routes first', async () => {
    await t.deps.monitoring.vitals.flush();
    await t.deps.database.db.delete(performanceMetrics);
    const lcp = [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000];
    for (let i = 0; i < lcp.length; i++)
      await send(
        beacon([{ name: 'LCP', value: lcp[i]!, route: '/app/conditions' }], `visit-slow-${i}xx`),
        {},
        `203.0.113.${i + 1}`,
      );
    await send(
      beacon(
        [
          { name: 'LCP', value: 1200, route: '/' },
          { name: 'TTFB', value: 900, route: '/' },
        ],
        'visit-fast-01',
      ),
      {},
      '203.0.113.50',
    );
    const res = await t.request(
      '/api/admin/performance?range=1h',
      browserInit('GET', undefined, admin),
    );
    expect(res.status).toBe(200);
    const summary = (await body(res)) as TPerformanceSummary;
    expect(summary.routes.map((r) => r.route)).toEqual(['/app/conditions', '/']);
    // percentile_cont(0.75) over 1000..8000 step 1000: 6250.
    expect(summary.routes[0]!.metrics).toEqual([
      { name: 'LCP', p75: 6250, samples: 8, rating: 'poor' },
    ]);
    expect(summary.routes[1]!.metrics).toEqual([
      { name: 'LCP', p75: 1200, samples: 1, rating: 'good' },
      { name: 'TTFB', p75: 900, samples: 1, rating: 'needs-improvement' },
    ]);
    expect(summary.totalSamples).toBe(10);
    expect(summary.trend.find((p) => p.name === 'LCP')?.samples).toBe(9);
    const bad = await t.request(
      '/api/admin/performance?range=2y',
      browserInit('GET', undefined, admin),
    );
    expect(bad.status).toBe(400);
  });
});
