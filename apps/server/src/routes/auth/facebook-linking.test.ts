import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fakeFacebookGraph, type FakeFacebookIdentity } from '../../test/fake-facebook-oauth.ts';
import { AUTH_ENV, browserInit, cookiesOf, newVerifiedUser } from '../../test/auth-test-helpers.ts';

let t: TestApp;
const facebook = fakeFacebookGraph('test-facebook-app');
beforeAll(async () => {
  t = await createTestApp({
    ...AUTH_ENV,
    FACEBOOK_CLIENT_ID: 'test-facebook-app',
    FACEBOOK_CLIENT_SECRET: 'test-facebook-secret',
  });
});
afterAll(async () => {
  facebook.restore();
  await t.close();
});

const joinCookies = (...parts: string[]) => parts.filter(Boolean).join('; ');

/** Starts Facebook sign-in (or, with a session, linking) as the browser does; returns the callback. */
async function startFacebook(
  identity: FakeFacebookIdentity,
  ip: string,
  opts: { link?: boolean; session?: string } = {},
) {
  const start = await t.request(
    opts.link ? '/api/auth/link-social' : '/api/auth/sign-in/social',
    browserInit(
      'POST',
      {
        provider: 'facebook',
        callbackURL: opts.link ? '/app/settings?linked=facebook' : '/new/callback',
        errorCallbackURL: opts.link ? '/app/settings' : '/new/callback',
      },
      opts.session,
    ),
    ip,
  );
  expect(start.status).toBe(200);
  const url = new URL(((await start.json()) as { url: string }).url);
  expect(url.host).toBe('www.facebook.com');
  const state = url.searchParams.get('state')!;
  const code = facebook.issueCode(identity);
  const res = await t.request(
    `/api/auth/callback/facebook?state=${encodeURIComponent(state)}&code=${encodeURIComponent(code)}`,
    { method: 'GET', headers: { cookie: joinCookies(opts.session ?? '', cookiesOf(start)) } },
    ip,
  );
  expect(res.status).toBe(302);
  return { location: res.headers.get('location') ?? '', cookie: cookiesOf(res) };
}

const userByEmail = async (email: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0];
const facebookAccountsOf = async (userId: string) =>
  t.deps.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'facebook')));

describe('Facebook and existing accounts (docs/decisions/019-facebook-account-linking.md)', () => {
  it('signs a new member up with Facebook', async () => {
    const { location, cookie } = await startFacebook(
      { id: 'fb-1001', email: 'newfb@example.com' },
      '192.0.2.160',
    );
    expect(location).not.toMatch(/error=/);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    const user = await userByEmail('newfb@example.com');
    expect(await facebookAccountsOf(user!.id)).toHaveLength(1);
  });

  it('does not join an existing account from a browser that is not signed in to it, and says why', async () => {
    await newVerifiedUser(t, 'owner@example.com', undefined, '192.0.2.161');
    const owner = await userByEmail('owner@example.com');
    const { location, cookie } = await startFacebook(
      { id: 'fb-2002', email: 'owner@example.com' },
      '192.0.2.161',
    );
    const back = new URL(location, 'http://localhost');
    expect(back.pathname).toBe('/new/callback');
    expect(back.searchParams.get('error')).toBe('account_not_linked');
    expect(cookie).not.toMatch(/better-auth\.session_token=/);
    expect(await facebookAccountsOf(owner!.id)).toHaveLength(0);
  });

  it('a member signed in to another account cannot use Facebook to reach someone else’s', async () => {
    await newVerifiedUser(t, 'victim@example.com', undefined, '192.0.2.162');
    const attacker = await newVerifiedUser(t, 'attacker@example.com', undefined, '192.0.2.162');
    const { location } = await startFacebook(
      { id: 'fb-3003', email: 'victim@example.com' },
      '192.0.2.162',
      { session: attacker },
    );
    expect(new URL(location, 'http://localhost').searchParams.get('error')).toBe(
      'account_not_linked',
    );
    const victim = await userByEmail('victim@example.com');
    expect(await facebookAccountsOf(victim!.id)).toHaveLength(0);
  });

  it('connects Facebook from Account Settings once the member is signed in, then Facebook signs them in', async () => {
    const session = await newVerifiedUser(t, 'linker@example.com', undefined, '192.0.2.163');
    const linker = await userByEmail('linker@example.com');
    const linked = await startFacebook(
      { id: 'fb-4004', email: 'linker@example.com' },
      '192.0.2.163',
      {
        link: true,
        session,
      },
    );
    expect(linked.location).toBe('/app/settings?linked=facebook');
    expect(await facebookAccountsOf(linker!.id)).toHaveLength(1);
    // Later, from a browser with no session: Facebook alone signs in to the same account.
    const later = await startFacebook(
      { id: 'fb-4004', email: 'linker@example.com' },
      '192.0.2.163',
    );
    expect(later.location).not.toMatch(/error=/);
    expect(later.cookie).toMatch(/better-auth\.session_token=/);
  });

  it('does not connect a Facebook login whose e-mail is not the account’s', async () => {
    const session = await newVerifiedUser(t, 'mine@example.com', undefined, '192.0.2.164');
    const mine = await userByEmail('mine@example.com');
    const { location } = await startFacebook(
      { id: 'fb-5005', email: 'someone-else@example.com' },
      '192.0.2.164',
      {
        link: true,
        session,
      },
    );
    expect(new URL(location, 'http://localhost').searchParams.get('error')).toBe(
      'email_does_not_match',
    );
    expect(await facebookAccountsOf(mine!.id)).toHaveLength(0);
  });
});
