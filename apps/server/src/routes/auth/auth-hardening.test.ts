import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { loadEnv } from '../../env.ts';
import { accounts, outboxJobs, sessions, users, verifications } from '../../db/schema/index.ts';
import { createTestApp, secondProcess, type TestApp } from '../../test/test-app.ts';
import { resolveAuthSecret } from '../../services/auth/auth-secret.ts';
import {
  AUTH_ENV,
  browserInit,
  cookiesOf,
  lastLinkTo,
  newVerifiedUser,
  signIn,
  signUp,
} from '../../test/auth-test-helpers.ts';
import { fakeGoogleTokenEndpoint, type FakeGoogleIdentity } from '../../test/fake-google-oauth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...AUTH_ENV,
    GOOGLE_CLIENT_ID: 'test-google-id',
    GOOGLE_CLIENT_SECRET: 'test-google-secret',
  });
});
afterAll(() => t.close());

describe('tokens expire', () => {
  it('an expired reset token changes nothing', async () => {
    await newVerifiedUser(t, 'late@example.com', undefined, '192.0.2.110');
    await t.request(
      '/api/auth/request-password-reset',
      browserInit('POST', { email: 'late@example.com' }),
      '192.0.2.110',
    );
    const token = (await lastLinkTo(t, 'late@example.com')).searchParams.get('token')!;
    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${token}%`));
    const res = await t.request(
      '/api/auth/reset-password',
      browserInit('POST', { token, newPassword: 'new-password-after-1h' }),
      '192.0.2.110',
    );
    expect(res.status).toBe(400);
    expect((await signIn(t, 'late@example.com', 'trout-on-the-fly-42', '192.0.2.110')).status).toBe(
      200,
    );
  });
});

describe('rate-limit counters live in the database', () => {
  it('a second server process on the same database sees the same counters', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i++) await signIn(t, `nobody${i}@example.com`, 'wrong-password-1', ip);
    const other = secondProcess(t);
    const res = await other.request(
      '/api/auth/sign-in/email',
      browserInit('POST', { email: 'x@example.com', password: 'wrong-password-1' }),
      ip,
    );
    expect(res.status).toBe(429);
    await other.close();
  });
});

describe('cookies under https', () => {
  it('are Secure (with the __Secure- prefix), HttpOnly and SameSite=Lax', async () => {
    const https = await createTestApp({ BETTER_AUTH_URL: 'https://anglerscout.example' });
    try {
      const origin = { origin: 'https://anglerscout.example' };
      const init = (body: unknown) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', ...origin },
        body: JSON.stringify(body),
      });
      await https.request(
        'https://anglerscout.example/api/auth/sign-up/email',
        init({ email: 'sec@example.com', password: 'walleye-at-dusk-7', name: '' }),
      );
      await https.deps.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.email, 'sec@example.com'));
      const res = await https.request(
        'https://anglerscout.example/api/auth/sign-in/email',
        init({ email: 'sec@example.com', password: 'walleye-at-dusk-7' }),
      );
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Secure-better-auth.session_token='))!;
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
    const res = await t.request('/api/auth/callback/google?state=forged-state&code=stolen-code', {
      method: 'GET',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=/);
    expect(
      await t.deps.database.db.select().from(users).where(like(users.email, '%google%')),
    ).toHaveLength(0);
  });

  it('starts Google sign-in with a state and PKCE only when keys are set', async () => {
    const res = await t.request(
      '/api/auth/sign-in/social',
      browserInit('POST', { provider: 'google', callbackURL: '/new/callback' }),
    );
    const { url } = (await res.json()) as { url: string };
    const google = new URL(url);
    expect(google.searchParams.get('state')).toMatch(/.{16,}/);
    expect(google.searchParams.get('code_challenge')).toBeTruthy();
    const none = await createTestApp(AUTH_ENV);
    try {
      expect(
        (
          await none.request(
            '/api/auth/sign-in/social',
            browserInit('POST', { provider: 'google', callbackURL: '/new/callback' }),
          )
        ).status,
      ).toBeGreaterThanOrEqual(400);
      expect(await (await none.request('/api/session/providers')).json()).toEqual({
        google: false,
        facebook: false,
      });
    } finally {
      await none.close();
    }
  });
});

describe('mail never delays the answer', () => {
  it('with an unreachable SMTP server sign-up answers at once and the message waits in the outbox', async () => {
    const smtp = await createTestApp({
      ...AUTH_ENV,
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'AnglerScout <no-reply@anglerscout.test>',
    });
    try {
      const started = performance.now();
      expect((await signUp(smtp, 'queued@example.com', 'walleye-at-dusk-7')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(2000);
      const [job] = await smtp.deps.database.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.kind, 'email'));
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
    expect(
      await resolveAuthSecret(
        t.deps.database.db,
        loadEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }),
      ),
    ).toBe('x'.repeat(40));
  });
});

describe('OAuth with Google (token endpoint faked)', () => {
  const google = fakeGoogleTokenEndpoint();
  afterAll(() => google.restore());

  /** Starts sign-in as the browser does, then returns the callback Google would redirect to. */
  async function startGoogle(identity: FakeGoogleIdentity, ip: string) {
    const start = await t.request(
      '/api/auth/sign-in/social',
      browserInit('POST', {
        provider: 'google',
        callbackURL: '/new/callback',
        errorCallbackURL: '/new/callback',
      }),
      ip,
    );
    expect(start.status).toBe(200);
    const state = new URL(((await start.json()) as { url: string }).url).searchParams.get('state')!;
    const code = google.issueCode(identity);
    const callback = `/api/auth/callback/google?state=${encodeURIComponent(state)}&code=${encodeURIComponent(code)}`;
    return { callback, cookie: cookiesOf(start), code };
  }
  const follow = (callback: string, cookie: string, ip: string) =>
    t.request(callback, { method: 'GET', headers: { cookie } }, ip);
  const userByEmail = async (email: string) =>
    (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];
  const googleAccountsOf = async (userId: string) =>
    (await t.deps.database.db.select().from(accounts).where(eq(accounts.userId, userId))).filter(
      (a) => a.providerId === 'google',
    );

  it('signs a new Google user in, and refuses the same callback (state and code) replayed', async () => {
    const ip = '192.0.2.150';
    const { callback, cookie, code } = await startGoogle(
      { sub: 'g-1001', email: 'caster@example.com', email_verified: true, name: 'Caster' },
      ip,
    );
    const first = await follow(callback, cookie, ip);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).not.toMatch(/error=/);
    expect(cookiesOf(first)).toMatch(/better-auth\.session_token=/);
    const user = await userByEmail('caster@example.com');
    expect(user).toBeDefined();
    expect(await googleAccountsOf(user!.id)).toHaveLength(1);
    const sessionsBefore = (
      await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))
    ).length;

    const replay = await follow(callback, cookie, ip);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toMatch(/error=/);
    expect(cookiesOf(replay)).not.toMatch(/better-auth\.session_token=/);
    expect(
      (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)))
        .length,
    ).toBe(sessionsBefore);
    // The state is single-use, so the replayed code never even reached Google a second time.
    expect(google.exchanges.filter((c) => c === code)).toHaveLength(1);
  });

  it('does not link Google to an account whose e-mail was never verified (pre-registration takeover)', async () => {
    const ip = '192.0.2.151';
    // An attacker registers the victim's address with a password and never verifies it.
    expect((await signUp(t, 'victim@example.com', 'attacker-knows-this-1', ip)).status).toBe(200);
    const squatter = await userByEmail('victim@example.com');
    expect(squatter!.emailVerified).toBe(false);
    // The victim later signs in with Google, which vouches for the address.
    const { callback, cookie } = await startGoogle(
      { sub: 'g-2002', email: 'victim@example.com', email_verified: true },
      ip,
    );
    const res = await follow(callback, cookie, ip);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/error=account_not_linked/);
    expect(cookiesOf(res)).not.toMatch(/better-auth\.session_token=/);
    expect(await googleAccountsOf(squatter!.id)).toHaveLength(0);
  });

  it('links Google to a verified account with the same e-mail (the control case)', async () => {
    const ip = '192.0.2.152';
    await newVerifiedUser(t, 'owner@example.com', undefined, ip);
    const owner = await userByEmail('owner@example.com');
    const { callback, cookie } = await startGoogle(
      { sub: 'g-3003', email: 'owner@example.com', email_verified: true },
      ip,
    );
    const res = await follow(callback, cookie, ip);
    expect(res.headers.get('location')).not.toMatch(/error=/);
    expect(await googleAccountsOf(owner!.id)).toHaveLength(1);
  });

  it('does not link when Google does not vouch for the address', async () => {
    const ip = '192.0.2.153';
    await newVerifiedUser(t, 'unvouched@example.com', undefined, ip);
    const owner = await userByEmail('unvouched@example.com');
    const { callback, cookie } = await startGoogle(
      { sub: 'g-4004', email: 'unvouched@example.com', email_verified: false },
      ip,
    );
    const res = await follow(callback, cookie, ip);
    expect(res.headers.get('location')).toMatch(/error=account_not_linked/);
    expect(await googleAccountsOf(owner!.id)).toHaveLength(0);
  });
});
