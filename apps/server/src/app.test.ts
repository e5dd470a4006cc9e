import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS } from '@anglerscout/contracts';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { body, createTestApp, jsonInit, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error model', () => {
  it('maps every catalogue code to an HTTP status', () => {
    for (const code of [
      'AUTH_001',
      'VAL_001',
      'NET_001',
      'DB_001',
      'API_001',
      'UNK_001',
      'TOKEN_ERROR',
      'NAVIGATION_ERROR',
      'CACHE_SYNC_ERROR',
      'invalid_credentials',
      'too_many_requests',
    ] as const) {
      expect(ERROR_CODES).toContain(code);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers an unknown API path with 404 RESOURCE_NOT_FOUND', async () => {
    const res = await t.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await body(res)).toEqual({
      error: { code: 'RESOURCE_NOT_FOUND', message: 'No such API route.' },
    });
  });

  it('answers malformed JSON with 400 VALIDATION_INVALID_FORMAT', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"fullName": ',
    });
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('VALIDATION_INVALID_FORMAT');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', { fullName: 'x', email: 'a@b.co', message: 'y'.repeat(70 * 1024) }),
    );
    expect(res.status).toBe(413);
    expect((await body(res)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a non-JSON body with 415', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'fullName=x',
    });
    expect(res.status).toBe(415);
    expect((await body(res)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a cross-site state-changing request', async () => {
    const res = await t.request(
      '/api/contact',
      jsonInit('POST', {}, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
    expect((await body(res)).error.code).toBe('AUTH_FORBIDDEN');
  });

  it('hides internals of an unexpected error behind 500 SYSTEM_INTERNAL_ERROR', async () => {
    // Routes registered after the API catch-all never match, so probe the shared handler directly.
    const probe = new Hono<AppEnv>().get('/boom', () => {
      throw new Error('secret stack detail at db.ts:42');
    });
    probe.onError(errorHandler);
    const res = await probe.request('/boom');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'SYSTEM_INTERNAL_ERROR', message: 'An unexpected error occurred.' },
    });
    expect(text).not.toContain('secret');
  });
});

describe('health, readiness and metrics', () => {
  it('reports liveness', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect((await body(res)).status).toBe('ok');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports readiness while the database answers, 503 once it does not', async () => {
    const other = await createTestApp();
    expect((await other.request('/api/ready')).status).toBe(200);
    await other.close();
    const res = await other.request('/api/ready');
    expect(res.status).toBe(503);
    expect((await body(res)).error.code).toBe('DATABASE_CONNECTION_ERROR');
  });

  it('exposes Prometheus metrics with request durations by route and status', async () => {
    await t.request('/api/ready');
    const res = await t.request('/metrics', {}, '127.0.0.1');
    const body = await res.text();
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="200"\} \d+/,
    );
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it('gives API answers the strict API headers and pages the document CSP', async () => {
    for (const path of ['/api/health', '/api/no-such-thing', '/api/ready']) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await t.request('/no-such-page');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      expect(
        (await t.request(path, { headers: { 'x-request-id': 'probe-1234abcd' } })).headers.get(
          'x-request-id',
        ),
      ).toBe('probe-1234abcd');
      expect(
        (await t.request(path, { headers: { 'x-request-id': 'bad id <script>' } })).headers.get(
          'x-request-id',
        ),
      ).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers liveness the same way ahead of the chain and through it (HEAD, a query string)', async () => {
    const first = await t.request('/api/health');
    const chained = await t.request('/api/health?probe=1');
    expect(chained.status).toBe(200);
    expect(Object.keys(await body(chained))).toEqual(Object.keys(await body(first)));
    expect(chained.headers.get('content-security-policy')).toBe(
      first.headers.get('content-security-policy'),
    );
    expect((await t.request('/api/health', { method: 'HEAD' })).status).toBe(200);
    expect(
      (await t.request('/api/health', { method: 'POST', ...jsonInit('POST', {}) })).status,
    ).toBe(404);
  });

  it('answers 503 to new requests once shutdown has begun', async () => {
    const other = await createTestApp();
    other.deps.lifecycle.shuttingDown = true;
    const res = await other.request('/api/health');
    expect(res.status).toBe(503);
    expect((await body(res)).error.code).toBe('SYSTEM_MAINTENANCE');
    await other.close();
  });
});
