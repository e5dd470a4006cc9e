import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { body, createTestApp, type TestApp } from '../test/test-app.ts';
import { tablesWithUserId } from '../services/account/delete-account.ts';
import { issueEmergencyCodes } from '../services/auth/emergency-codes.ts';
import { enqueueJob } from '../services/outbox/enqueue-job.ts';
import {
  AUTH_ENV,
  browserInit,
  cookiesOf,
  newVerifiedUser,
  validate,
} from '../test/auth-test-helpers.ts';
import { AUTH_TEXT } from '@anglerscout/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'root@example.com' });
});
afterAll(() => t.close());

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithUserId(t.deps.database.db)) {
    const r = await t.deps.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    const rows =
      (r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]);
    if (rows[0]!.n > 0) counts[table] = rows[0]!.n;
  }
  return counts;
}

describe('POST /api/account/delete', () => {
  it('needs DELETE typed in capitals', async () => {
    const cookie = await newVerifiedUser(t, 'careful@example.com', undefined, '192.0.2.70');
    const res = await t.request(
      '/api/account/delete',
      browserInit('POST', { confirm: 'delete' }, cookie),
    );
    expect(res.status).toBe(400);
    expect(await validate(t, cookie)).toMatchObject({ valid: true });
  });

  it('removes every row of the user in every table, ends the session, and the e-mail can sign up again', async () => {
    const cookie = await newVerifiedUser(t, 'leaver@example.com', undefined, '192.0.2.71');
    const [user] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'leaver@example.com'));
    await enqueueJob({
      db: t.deps.database.db,
      kind: 'crm',
      userId: user!.id,
      payload: { action: 'signin', email: 'leaver@example.com' },
    });
    const before = await rowsOf(user!.id);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['sessions', 'accounts', 'outbox_jobs']),
    );
    const res = await t.request(
      '/api/account/delete',
      browserInit('POST', { confirm: 'DELETE' }, cookie),
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /better-auth\.session_token=;/.test(c))).toBe(
      true,
    );
    expect(await rowsOf(user!.id)).toEqual({});
    expect(
      await t.deps.database.db.select().from(users).where(eq(users.id, user!.id)),
    ).toHaveLength(0);
    expect(await validate(t, cookie)).toEqual({ valid: false, is_admin: false });
    const again = await newVerifiedUser(
      t,
      'leaver@example.com',
      'a-brand-new-pass-1',
      '192.0.2.72',
    );
    expect(await validate(t, again)).toMatchObject({ valid: true });
  });

  it('covers tables added later, and a failed deletion leaves everything so a retry finishes it', async () => {
    const db = t.deps.database.db;
    const cookie = await newVerifiedUser(t, 'half@example.com', undefined, '192.0.2.73');
    const [user] = await db.select().from(users).where(eq(users.email, 'half@example.com'));
    await db.execute(
      sql`create table zz_angler_notes (id serial primary key, user_id text not null, note text)`,
    );
    await db.execute(
      sql`insert into zz_angler_notes (user_id, note) values (${user!.id}, 'crappie by the dock')`,
    );
    await db.execute(
      sql`create function zz_refuse() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await db.execute(
      sql`create trigger zz_refuse before delete on zz_angler_notes for each row execute function zz_refuse()`,
    );
    const failed = await t.request(
      '/api/account/delete',
      browserInit('POST', { confirm: 'DELETE' }, cookie),
      '192.0.2.73',
    );
    expect(failed.status).toBe(500);
    expect(await rowsOf(user!.id)).toMatchObject({ zz_angler_notes: 1, sessions: 1, accounts: 1 });
    await db.execute(sql`drop trigger zz_refuse on zz_angler_notes`);
    const retried = await t.request(
      '/api/account/delete',
      browserInit('POST', { confirm: 'DELETE' }, cookie),
      '192.0.2.73',
    );
    expect(retried.status).toBe(200);
    expect(await rowsOf(user!.id)).toEqual({});
    await db.execute(sql`drop table zz_angler_notes`);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await t.request('/api/account/delete', browserInit('POST', { confirm: 'DELETE' }))).status,
    ).toBe(401);
  });
});

describe('emergency access (admins, one-time codes)', () => {
  it('lets an admin in once per code, refuses wrong codes and non-admins, and audits', async () => {
    await newVerifiedUser(t, 'root@example.com', 'root-password-99', '192.0.2.80');
    const [code] = await issueEmergencyCodes({
      db: t.deps.database.db,
      email: 'root@example.com',
      count: 1,
    });
    const wrong = await t.request(
      '/api/session/emergency',
      browserInit('POST', {
        email: 'root@example.com',
        password: 'root-password-99',
        code: 'AAAAA-BBBBB-CCCCC',
      }),
      '192.0.2.81',
    );
    expect(wrong.status).toBe(401);
    expect((await body(wrong)).error.message).toBe(AUTH_TEXT.emergencyRefused);
    const badPassword = await t.request(
      '/api/session/emergency',
      browserInit('POST', { email: 'root@example.com', password: 'nope-nope-nope', code }),
      '192.0.2.81',
    );
    // The same answer when only the password is wrong: it never confirms a right password.
    expect(badPassword.status).toBe(401);
    expect((await body(badPassword)).error.message).toBe(AUTH_TEXT.emergencyRefused);
    const ok = await t.request(
      '/api/session/emergency',
      browserInit('POST', {
        email: 'root@example.com',
        password: 'root-password-99',
        code: code!.toLowerCase(),
      }),
      '192.0.2.81',
    );
    expect(ok.status).toBe(200);
    expect(await validate(t, cookiesOf(ok))).toEqual({ valid: true, is_admin: true });
    const reused = await t.request(
      '/api/session/emergency',
      browserInit('POST', { email: 'root@example.com', password: 'root-password-99', code }),
      '192.0.2.82',
    );
    expect((await body(reused)).error.message).toBe(AUTH_TEXT.emergencyRefused);
    const audit = await t.deps.database.db.execute<{ event: string }>(
      sql`select event from auth_audit_events order by created_at`,
    );
    const events = ((audit as unknown as { rows?: { event: string }[] }).rows ?? []).map(
      (r) => r.event,
    );
    expect(events).toEqual(
      expect.arrayContaining([
        'emergency_codes.issued',
        'emergency_access.refused',
        'emergency_access.granted',
      ]),
    );
  });

  it('refuses to issue codes to a non-admin and refuses a member using any code', async () => {
    await newVerifiedUser(t, 'plain@example.com', 'plain-password-99', '192.0.2.83');
    await expect(
      issueEmergencyCodes({ db: t.deps.database.db, email: 'plain@example.com' }),
    ).rejects.toThrow(/not an admin/);
    const res = await t.request(
      '/api/session/emergency',
      browserInit('POST', {
        email: 'plain@example.com',
        password: 'plain-password-99',
        code: 'ABCDE-FGHJK-MNPQR',
      }),
      '192.0.2.84',
    );
    expect((await body(res)).error.message).toBe(AUTH_TEXT.emergencyRefused);
  });

  it('is rate-limited per client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.request(
            '/api/session/emergency',
            browserInit('POST', {
              email: `e${i}@example.com`,
              password: 'whatever-123',
              code: 'X',
            }),
            '192.0.2.99',
          )
        ).status,
      );
    expect(statuses[5]).toBe(429);
  });
});
