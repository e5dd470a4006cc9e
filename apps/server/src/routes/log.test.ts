import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { appLogs } from '../db/schema/index.ts';
import { LOG_GLOBAL_RATE_PER_MINUTE, LOG_RATE_PER_MINUTE } from './log.ts';
import { recordAppLog } from '../services/logs/app-log-store.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'logs-admin@example.com' });
  admin = await newVerifiedUser(t, 'logs-admin@example.com', undefined, '192.0.2.60');
});
afterAll(() => t.close());

const entry = (over: Record<string, unknown> = {}) => ({
  level: 'error',
  message: 'TypeError: x is undefined',
  timestamp: new Date().toISOString(),
  url: 'http://localhost/app/reports?page=2',
  userAgent: 'test-browser',
  data: { kind: 'uncaught' },
  ...over,
});
// A beacon sends text/plain; the route reads JSON from it either way.
const send = (payload: unknown, ip: string, type = 'text/plain;charset=UTF-8') =>
  t.request(
    '/api/log',
    {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': type },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    },
    ip,
  );

describe('POST /api/log', () => {
  it('stores a warning or error, counts errors for monitoring, and answers 204', async () => {
    const before =
      (await t.deps.metrics.clientErrors.get()).values.find((v) => v.labels.kind === 'uncaught')
        ?.value ?? 0;
    expect((await send(entry(), '198.51.100.1')).status).toBe(204);
    expect(
      (await send(entry({ level: 'warn', data: { kind: 'console' } }), '198.51.100.1')).status,
    ).toBe(204);
    const after = (await t.deps.metrics.clientErrors.get()).values.find(
      (v) => v.labels.kind === 'uncaught',
    )?.value;
    expect(after).toBe(before + 1);
    const list = await body(
      await t.request('/api/admin/logs?level=error', browserInit('GET', undefined, admin)),
    );
    expect(list.items[0]).toMatchObject({
      source: 'client',
      level: 'error',
      route: '/app/reports',
    });
  });

  it('answers 400 to bad bodies and 413 to oversized ones', async () => {
    expect((await send('not json', '198.51.100.2')).status).toBe(400);
    expect((await send(entry({ level: 'info' }), '198.51.100.2')).status).toBe(400);
    expect((await send({ message: 'no level' }, '198.51.100.2')).status).toBe(400);
    expect((await send(entry({ message: 'x'.repeat(9000) }), '198.51.100.2')).status).toBe(413);
  });

  it('answers 429 once one client floods it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LOG_RATE_PER_MINUTE + 3; i++)
      statuses.push((await send(entry(), '198.51.100.3')).status);
    expect(statuses.slice(0, LOG_RATE_PER_MINUTE).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await send(entry(), '198.51.100.3');
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // Another client is unaffected.
    expect((await send(entry(), '198.51.100.4')).status).toBe(204);
  });

  it('redacts e-mail addresses, tokens and secret-named fields before storing', async () => {
    await send(
      entry({
        message:
          'Failed for angler@example.com with Bearer abc.def.ghi and sk-live-0123456789abcdef',
        url: 'http://localhost/new/reset-password?token=s3cr3t-token-value&x=1',
        data: { password: 'hunter2', nested: { note: 'mail bob@example.org' }, apiKey: 'k' },
      }),
      '198.51.100.5',
    );
    const stored = JSON.stringify(await t.deps.database.db.select().from(appLogs));
    for (const secret of [
      'angler@example.com',
      'abc.def.ghi',
      'sk-live',
      's3cr3t',
      'hunter2',
      'bob@example.org',
    ])
      expect(stored).not.toContain(secret);
    expect(stored).toContain('[email]');
    expect(stored).toContain('token=[redacted]');
  });

  it('keeps only the newest 1,000 entries', async () => {
    const db = t.deps.database.db;
    await db.insert(appLogs).values(
      Array.from({ length: 1005 }, (_, i) => ({
        source: 'client' as const,
        level: 'warn' as const,
        message: `old ${i}`,
      })),
    );
    expect((await send(entry(), '198.51.100.6')).status).toBe(204);
    expect((await db.select().from(appLogs)).length).toBe(1000);
  });

  it('redacts what the first pass missed: user agents, encoded e-mails, Stripe keys, short session tokens', async () => {
    await send(
      entry({
        message: 'charge failed with sk_live_51Hx9 and rk_test_4eC39 (hook whsec_abc123)',
        url: 'http://localhost/app/settings?email=angler%40example.com&session_token=abc123',
        userAgent: 'Mozilla/5.0 (X11) Bearer eyAbCdEf0123 cookie=better-auth.session_token=zz9',
      }),
      '198.51.100.7',
    );
    const [row] = await t.deps.database.db
      .select()
      .from(appLogs)
      .where(eq(appLogs.message, 'charge failed with [secret] and [secret] (hook [secret])'));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    for (const secret of [
      'sk_live_51Hx9',
      'rk_test_4eC39',
      'whsec_abc123',
      'angler%40example.com',
      'abc123',
      'eyAbCdEf0123',
      'zz9',
    ])
      expect(stored).not.toContain(secret);
    expect(row!.url).toContain('email=[email]');
    expect(row!.userAgent).toContain('Mozilla/5.0 (X11) Bearer [redacted]');
  });
});

describe('browser entries cannot push server errors out of the log', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await createTestApp(AUTH_ENV);
  });
  afterAll(() => t2.close());
  const sendTo = (ip: string) =>
    t2.request(
      '/api/log',
      {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify(entry()),
      },
      ip,
    );

  it('keeps the newest 1,000 of each source apart', async () => {
    const db = t2.deps.database.db;
    await recordAppLog({
      db,
      entry: { source: 'server', level: 'error', message: 'Error: the one that matters' },
    });
    await db.insert(appLogs).values(
      Array.from({ length: 1005 }, (_, i) => ({
        source: 'client' as const,
        level: 'error' as const,
        message: `noise ${i}`,
      })),
    );
    expect((await sendTo('198.51.100.20')).status).toBe(204);
    const rows = await db.select().from(appLogs);
    expect(rows.filter((r) => r.source === 'client')).toHaveLength(1000);
    expect(rows.filter((r) => r.source === 'server').map((r) => r.message)).toEqual([
      'Error: the one that matters',
    ]);
  });

  it('takes at most LOG_GLOBAL_RATE_PER_MINUTE browser entries a minute from all addresses together', async () => {
    const statuses: number[] = [];
    // Each address stays under its own limit; together they pass the global one.
    for (let i = 0; i < LOG_GLOBAL_RATE_PER_MINUTE + 5; i++)
      statuses.push((await sendTo(`10.9.${i >> 4}.${i & 15}`)).status);
    // The first test of this block sent one.
    expect(statuses.filter((s) => s === 204)).toHaveLength(LOG_GLOBAL_RATE_PER_MINUTE - 1);
    expect(statuses.at(-1)).toBe(429);
    const refused = await sendTo('10.10.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
