import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { adminRoutes } from './index.ts';

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'guard-admin@example.com' });
  admin = await newVerifiedUser(t, 'guard-admin@example.com', undefined, '192.0.2.90');
  member = await newVerifiedUser(t, 'guard-member@example.com', undefined, '192.0.2.91');
});
afterAll(() => t.close());

/** Every route the admin app serves, with its parameters filled in. */
const adminEndpoints = adminRoutes.routes
  .filter((r) => r.method !== 'ALL')
  .map((r) => ({ method: r.method, path: r.path.replace(/:[a-z]+/gi, 'some-id') }));

describe('every /api/admin route', () => {
  it('is listed (the guard covers a known set)', () => {
    expect(adminEndpoints.length).toBeGreaterThanOrEqual(6);
  });

  it.each(adminEndpoints)('$method $path: 401 signed out, 403 for a member', async (e) => {
    const init = (cookie?: string) =>
      browserInit(e.method, e.method === 'GET' ? undefined : {}, cookie);
    expect((await t.request(e.path, init())).status).toBe(401);
    const asMember = await t.request(e.path, init(member));
    expect(asMember.status).toBe(403);
    expect((await body(asMember)).error.code).toBe('AUTH_FORBIDDEN');
    const asAdmin = await t.request(e.path, init(admin));
    expect([401, 403]).not.toContain(asAdmin.status);
  });
});

describe('the audit log', () => {
  it('records an admin setting a plan, with the state before and after', async () => {
    const [row] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guard-member@example.com'));
    const res = await t.request(
      `/api/admin/users/${row!.id}/subscription`,
      browserInit('PUT', { tier: 'founding' }, admin),
    );
    expect(res.status).toBe(200);
    const [entry] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, row!.id));
    expect(entry).toMatchObject({
      actorEmail: 'guard-admin@example.com',
      action: 'subscription.set',
      targetType: 'user',
      after: { tier: 'founding', expiresAt: null },
    });
    expect(entry!.clientIp).toBe('203.0.113.10');
  });
});
