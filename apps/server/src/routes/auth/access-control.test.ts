import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { body, createTestApp, jsonInit, type TestApp } from '../../test/test-app.ts';
import {
  AUTH_ENV,
  browserInit,
  newVerifiedUser,
  signIn,
  signUp,
  validate,
} from '../../test/auth-test-helpers.ts';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
  admin = await newVerifiedUser(t, 'boss@example.com', undefined, '192.0.2.10');
  member = await newVerifiedUser(t, 'member@example.com', undefined, '192.0.2.11');
});
afterAll(() => t.close());

const ADMIN_APIS: [string, string][] = [
  ['GET', '/api/admin/outbox'],
  ['GET', '/api/admin/contact-messages'],
  ['GET', '/api/auth/admin/list-users'],
  ['POST', '/api/auth/admin/set-role'],
  ['POST', '/api/auth/admin/ban-user'],
  ['POST', '/api/auth/admin/remove-user'],
];

describe('admin APIs', () => {
  it('ADMIN_EMAILS makes the first admins', async () => {
    expect(await validate(t, admin)).toEqual({ valid: true, is_admin: true });
    expect(await validate(t, member)).toEqual({ valid: true, is_admin: false });
  });

  it.each(ADMIN_APIS)(
    '%s %s answers 403 to a member whatever the browser claims',
    async (method, path) => {
      const init = browserInit(
        method,
        method === 'GET' ? undefined : { userId: 'x', role: 'admin' },
        `${member}; isAdmin=true; forceAdmin=1`,
      );
      (init.headers as Record<string, string>)['x-admin'] = 'true';
      const res = await t.request(path, init);
      expect(res.status).toBe(403);
    },
  );

  it('answers 401 to a visitor and 200 to an admin', async () => {
    expect((await t.request('/api/admin/outbox', browserInit('GET'))).status).toBe(401);
    const res = await t.request(
      '/api/admin/outbox?kind=email',
      browserInit('GET', undefined, admin),
    );
    expect(res.status).toBe(200);
    const json = await body(res);
    expect(json.smtp).toBe(false);
    expect(
      json.items.some(
        (i: { to: string; link: string }) =>
          i.to === 'member@example.com' && i.link.includes('/new/verify-email?token='),
      ),
    ).toBe(true);
  });

  it('role changes take effect on the next request', async () => {
    const target = await newVerifiedUser(t, 'promoted@example.com', undefined, '192.0.2.12');
    const [row] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'promoted@example.com'));
    const promote = await t.request(
      '/api/auth/admin/set-role',
      browserInit('POST', { userId: row!.id, role: 'admin' }, admin),
    );
    expect(promote.status).toBe(200);
    expect(
      (await t.request('/api/admin/outbox', browserInit('GET', undefined, target))).status,
    ).toBe(200);
    await t.request(
      '/api/auth/admin/set-role',
      browserInit('POST', { userId: row!.id, role: 'user' }, admin),
    );
    expect(
      (await t.request('/api/admin/outbox', browserInit('GET', undefined, target))).status,
    ).toBe(403);
    expect(
      (await t.request('/api/auth/admin/list-users', browserInit('GET', undefined, target))).status,
    ).toBe(403);
  });

  it("a ban ends the user's sessions and blocks sign-in", async () => {
    const target = await newVerifiedUser(t, 'banned@example.com', undefined, '192.0.2.13');
    const [row] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'banned@example.com'));
    expect(
      (
        await t.request(
          '/api/auth/admin/ban-user',
          browserInit('POST', { userId: row!.id, banReason: 'spam' }, admin),
        )
      ).status,
    ).toBe(200);
    expect(await validate(t, target)).toEqual({ valid: false, is_admin: false });
    expect(
      (await signIn(t, 'banned@example.com', 'trout-on-the-fly-42', '192.0.2.13')).status,
    ).toBe(403);
  });
});

describe('request bodies cannot grant themselves anything', () => {
  it('ignores role, isAdmin and prototype keys at sign-up', async () => {
    const res = await t.request(
      '/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: '{"email":"sneaky@example.com","password":"walleye-at-dusk-7","name":"x","role":"admin","isAdmin":true,"banned":false,"__proto__":{"role":"admin"}}',
      },
      '192.0.2.14',
    );
    expect(res.status).toBeLessThan(500);
    const [row] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'sneaky@example.com'));
    expect(row?.role ?? 'user').toBe('user');
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it('a member cannot make themselves admin through update-user', async () => {
    await t.request(
      '/api/auth/update-user',
      browserInit('POST', { name: 'Me', role: 'admin' }, member),
    );
    expect(await validate(t, member)).toEqual({ valid: true, is_admin: false });
  });

  it('session validation refuses a user_id that is not the session owner', async () => {
    const res = await t.request(
      '/api/session/validate',
      browserInit('POST', { user_id: 'someone-else' }, member),
    );
    expect(await body(res)).toEqual({ valid: false, is_admin: false });
  });

  it('refuses cross-site state changes', async () => {
    const res = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.tld', cookie: member },
    });
    expect(res.status).toBe(403);
    const del = await t.request('/api/account/delete', {
      ...jsonInit('POST', { confirm: 'DELETE' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.tld', cookie: member },
    });
    expect(del.status).toBe(403);
    expect(await validate(t, member)).toMatchObject({ valid: true });
  });
});

describe('brute force', () => {
  it('limits sign-in per client IP with counters in the database; a rotated X-Forwarded-For does not help', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request(
        '/api/auth/sign-in/email',
        browserInit('POST', { email: `nobody${i}@example.com`, password: 'wrong-password-1' }),
        '198.51.100.200',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const spoof = browserInit('POST', { email: 'x@example.com', password: 'wrong-password-1' });
    (spoof.headers as Record<string, string>)['x-forwarded-for'] = '10.1.2.3';
    (spoof.headers as Record<string, string>)['x-anglerscout-client-ip'] = '10.1.2.4';
    expect((await t.request('/api/auth/sign-in/email', spoof, '198.51.100.200')).status).toBe(429);
    expect(
      (
        await t.request(
          '/api/auth/sign-in/email',
          browserInit('POST', { email: 'x@example.com', password: 'wrong-password-1' }),
          '198.51.100.201',
        )
      ).status,
    ).toBe(401);
  });

  it('limits sign-in per account across IPs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await signIn(t, 'member@example.com', 'wrong-password-1', `198.51.100.${i + 1}`)).status,
      );
    expect(statuses[10]).toBe(429);
  });

  it('limits reset and verification e-mails per account, answering alike for unknown accounts', async () => {
    for (const email of ['member@example.com', 'unknown-person@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await t.request(
              '/api/auth/request-password-reset',
              browserInit('POST', { email }),
              `203.0.113.${i + 50}`,
            )
          ).status,
        );
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
  });

  it('limits sign-up per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await signUp(t, `bulk${i}@example.com`, 'walleye-at-dusk-7', '198.51.100.250')).status,
      );
    expect(statuses[20]).toBe(429);
  });
});
