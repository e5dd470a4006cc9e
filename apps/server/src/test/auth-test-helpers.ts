import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxJobs } from '../db/schema/index.ts';
import { jsonInit, type TestApp } from './test-app.ts';

export const ORIGIN = 'http://localhost';
export const AUTH_ENV = { BETTER_AUTH_URL: ORIGIN };

/** A JSON request as the browser sends it: same-origin, with the cookie when given. */
export function browserInit(method: string, body?: unknown, cookie?: string): RequestInit {
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie } : {}) };
  return body === undefined ? { method, headers } : jsonInit(method, body, headers);
}

/** name=value pairs of the response's Set-Cookie headers, joined as a Cookie header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !/=$/.test(c))
    .join('; ');
}

/** The newest e-mail link sent to an address (read from the outbox, as the admin page does). */
export async function lastLinkTo(t: TestApp, to: string): Promise<URL> {
  const rows = await t.deps.database.db
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.kind, 'email'))
    .orderBy(desc(outboxJobs.createdAt));
  const row = rows.find((r) => r.payload.to === to.toLowerCase());
  expect(row, `an e-mail to ${to}`).toBeDefined();
  return new URL(String(row!.payload.link));
}

export async function signUp(t: TestApp, email: string, password: string, ip = '192.0.2.1') {
  return t.request(
    '/api/auth/sign-up/email',
    browserInit('POST', { email, password, name: '' }),
    ip,
  );
}

export async function signIn(t: TestApp, email: string, password: string, ip = '192.0.2.1') {
  return t.request('/api/auth/sign-in/email', browserInit('POST', { email, password }), ip);
}

/** Signs up, follows the verification link, signs in; returns the session cookie. */
export async function newVerifiedUser(
  t: TestApp,
  email: string,
  password = 'trout-on-the-fly-42',
  ip = '192.0.2.1',
): Promise<string> {
  expect((await signUp(t, email, password, ip)).status).toBe(200);
  const token = (await lastLinkTo(t, email)).searchParams.get('token')!;
  expect(
    (
      await t.request(
        `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
        { method: 'GET' },
        ip,
      )
    ).status,
  ).toBe(200);
  const res = await signIn(t, email, password, ip);
  expect(res.status).toBe(200);
  return cookiesOf(res);
}

export async function validate(t: TestApp, cookie?: string) {
  const res = await t.request('/api/session/validate', browserInit('POST', {}, cookie));
  return (await res.json()) as { valid: boolean; is_admin: boolean };
}
