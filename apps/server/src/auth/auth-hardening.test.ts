import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { outboxJobs, users, verifications } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { AUTH_ENV, browserInit, lastLinkTo, newVerifiedUser, signIn, signUp } from './auth-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, GOOGLE_CLIENT_ID: 'test-google-id', GOOGLE_CLIENT_SECRET: 'test-google-secret' });
});
afterAll(() => t.close());

describe('tokens expire', () => {
  it('an expired reset token changes nothing', async () => {
    await newVerifiedUser(t, 'late@example.com', undefined, '192.0.2.110');
    await t.request('/api/auth/request-password-reset', browserInit('POST', { email: 'late@example.com' }), '192.0.2.110');
    const token = (await lastLinkTo(t, 'late@example.com')).searchParams.get('token')!;
    await t.deps.database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verifications.identifier, `%${token}%`));
    const res = await t.request('/api/auth/reset-password', browserInit('POST', { token, newPassword: 'new-password-after-1h' }), '192.0.2.110');
    expect(res.status).toBe(400);
    expect((await signIn(t, 'late@example.com', 'trout-on-the-fly-42', '192.0.2.110')).status).toBe(200);
  });
});

describe('rate-limit counters live in the database', () => {
  it('a second server process on the same database sees the same counters', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) await signIn(t, `nobody${i}@example.com`, 'wrong-password-1', ip);
    const other = createApp({ ...t.deps, metrics: t.deps.metrics });
    const res = await other.request('/api/auth/sign-in/email', browserInit('POST', { email: 'x@example.com', password: 'wrong-password-1' }), { incoming: { socket: { remoteAddress: ip } } });
    expect(res.status).toBe(429);
  });
});

describe('cookies under https', () => {
  it('are Secure (with the __Secure- prefix), HttpOnly and SameSite=Lax', async () => {
    const https = await createTestApp({ BETTER_AUTH_URL: 'https://anglerscout.example' });
    try {
      const origin = { origin: 'https://anglerscout.example' };
      const init = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', ...origin }, body: JSON.stringify(body) });
      await https.request('https://anglerscout.example/api/auth/sign-up/email', init({ email: 'sec@example.com', password: 'walleye-at-dusk-7', name: '' }));
      await https.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'sec@example.com'));
      const res = await https.request('https://anglerscout.example/api/auth/sign-in/email', init({ email: 'sec@example.com', password: 'walleye-at-dusk-7' }));
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Secure-better-auth.session_token='))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await https.close();
    }
  });
});

describe('OAuth', () => {
  it('refuses a callback whose state was never issued', async () => {
    const res = await t.request('/api/auth/callback/google?state=forged-state&code=stolen-code', { method: 'GET' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=/);
    expect(await t.deps.database.db.select().from(users).where(like(users.email, '%google%'))).toHaveLength(0);
  });

  it('starts Google sign-in with a state and PKCE only when keys are set', async () => {
    const res = await t.request('/api/auth/sign-in/social', browserInit('POST', { provider: 'google', callbackURL: '/new/callback' }));
    const { url } = (await res.json()) as { url: string };
    const google = new URL(url);
    expect(google.searchParams.get('state')).toMatch(/.{16,}/);
    expect(google.searchParams.get('code_challenge')).toBeTruthy();
    const none = await createTestApp(AUTH_ENV);
    try {
      expect((await none.request('/api/auth/sign-in/social', browserInit('POST', { provider: 'google', callbackURL: '/new/callback' }))).status).toBeGreaterThanOrEqual(400);
      expect(await (await none.request('/api/session/providers')).json()).toEqual({ google: false, facebook: false });
    } finally {
      await none.close();
    }
  });
});

describe('mail never delays the answer', () => {
  it('with an unreachable SMTP server sign-up answers at once and the message waits in the outbox', async () => {
    const smtp = await createTestApp({ ...AUTH_ENV, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const started = performance.now();
      expect((await signUp(smtp, 'queued@example.com', 'walleye-at-dusk-7')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      const [job] = await smtp.deps.database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'email'));
      expect(job).toMatchObject({ status: 'pending', attempts: 0 });
      expect(job!.payload.to).toBe('queued@example.com');
    } finally {
      await smtp.close();
    }
  });
});

describe('the signing secret', () => {
  it('in production without BETTER_AUTH_SECRET is generated once and kept in the database', async () => {
    const env = loadEnv({ NODE_ENV: 'production' });
    const first = await resolveAuthSecret(t.deps.database.db, env);
    const second = await resolveAuthSecret(t.deps.database.db, env);
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    expect(await resolveAuthSecret(t.deps.database.db, loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }))).toBe('x'.repeat(40));
  });
});
