import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, secondProcess, type TestApp } from '../../test/test-app.ts';
import {
  AUTH_ENV,
  browserInit,
  cookiesOf,
  lastLinkTo,
  newVerifiedUser,
} from '../../test/auth-test-helpers.ts';
import { REVOCATION_POLL_MS } from '../../services/auth/session-revocations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'chief@example.com' });
});
afterAll(() => t.close());

/** A signed-in read served from the cookie cache when one is present (GET /api/reports). */
const readReports = (app: { request: TestApp['request'] }, cookie: string) =>
  app.request('/api/reports', browserInit('GET', undefined, cookie));

describe('a session ended anywhere loses every route at once', () => {
  it('sign-out: the stolen cookies (session and its cookie cache) stop working on reads', async () => {
    const cookie = await newVerifiedUser(t, 'thief-target@example.com', undefined, '192.0.2.60');
    expect(cookie).toContain('session_data');
    expect((await readReports(t, cookie)).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', browserInit('POST', {}, cookie))).status).toBe(
      200,
    );
    expect((await readReports(t, cookie)).status).toBe(401);
  });

  it('sign-out also ends the briefly remembered check of the hot conditions route', async () => {
    const cookie = await newVerifiedUser(
      t,
      'conditions-reader@example.com',
      undefined,
      '192.0.2.66',
    );
    const conditions = () =>
      t.request('/api/conditions?lat=32.7767&lon=-96.797', browserInit('GET', undefined, cookie));
    expect((await conditions()).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', browserInit('POST', {}, cookie))).status).toBe(
      200,
    );
    expect((await conditions()).status).toBe(401);
  });

  it('a ban ends the cookie-cached session on the next read', async () => {
    const admin = await newVerifiedUser(t, 'chief@example.com', undefined, '192.0.2.61');
    const member = await newVerifiedUser(t, 'banned-reader@example.com', undefined, '192.0.2.62');
    expect((await readReports(t, member)).status).toBe(200);
    const [row] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'banned-reader@example.com'));
    const ban = await t.request(
      '/api/auth/admin/ban-user',
      browserInit('POST', { userId: row!.id, banReason: 'spam' }, admin),
    );
    expect(ban.status).toBe(200);
    expect((await readReports(t, member)).status).toBe(401);
  });

  it('a password reset ends the other sessions, cookie cache included', async () => {
    const cookie = await newVerifiedUser(t, 'reset-reader@example.com', undefined, '192.0.2.63');
    await t.request(
      '/api/auth/request-password-reset',
      browserInit('POST', { email: 'reset-reader@example.com', redirectTo: '/new/reset-password' }),
    );
    const token = (await lastLinkTo(t, 'reset-reader@example.com')).searchParams.get('token')!;
    const reset = await t.request(
      '/api/auth/reset-password',
      browserInit('POST', { token, newPassword: 'muskie-after-dark-5' }),
    );
    expect(reset.status).toBe(200);
    expect((await readReports(t, cookie)).status).toBe(401);
  });

  it('another server process on the same database refuses it within its poll interval', async () => {
    const otherApp = secondProcess(t);
    const cookie = await newVerifiedUser(t, 'two-procs@example.com', undefined, '192.0.2.64');
    expect((await readReports(otherApp, cookie)).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', browserInit('POST', {}, cookie))).status).toBe(
      200,
    );
    // Polled, not slept: the other process must refuse it within a few of its poll intervals.
    await expect
      .poll(async () => (await readReports(otherApp, cookie)).status, {
        timeout: REVOCATION_POLL_MS * 4,
        interval: 50,
      })
      .toBe(401);
    await otherApp.close();
  });

  it('a cookie cache of a live session still serves reads without a session lookup', async () => {
    const cookie = await newVerifiedUser(t, 'live-reader@example.com', undefined, '192.0.2.65');
    const res = await readReports(t, cookie);
    expect(res.status).toBe(200);
    // No refreshed session cookie: the read was answered from the signed cache.
    expect(cookiesOf(res)).toBe('');
  });
});
