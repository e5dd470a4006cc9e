import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminAuditLog, aiSettings, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import {
  AUTH_ENV,
  browserInit,
  newVerifiedUser,
  signIn,
  signUp,
  validate,
} from '../../test/auth-test-helpers.ts';
import { fixedReportEngine } from '../../test/fixed-report-engine.ts';
import { adminRoutes } from './index.ts';

let t: TestApp;
let admin: string;
let adminId: string;
const PASSWORD = 'trout-on-the-fly-42';

const idOf = async (email: string) =>
  (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const auditRows = (action: string) =>
  t.deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
const asAdmin = (method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, admin));

beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'boss@example.com' });
  t.deps.reportEngine = fixedReportEngine();
  admin = await newVerifiedUser(t, 'boss@example.com', PASSWORD, '192.0.2.70');
  adminId = await idOf('boss@example.com');
});
afterAll(() => t.close());

describe('the users list', () => {
  it('searches by the start of the address, its domain and the name, filters, sorts and pages', async () => {
    for (const [i, email] of [
      'ann@lake.example',
      'bob@river.example',
      'annie@river.example',
    ].entries())
      await newVerifiedUser(t, email, PASSWORD, `192.0.2.${71 + i}`);
    const list = async (query: string) =>
      body(await asAdmin('GET', `/api/admin/users?${query}`)) as Promise<{
        items: { email: string; role: string }[];
        total: number;
      }>;
    expect((await list('q=ann&sort=email&order=asc')).items.map((u) => u.email)).toEqual([
      'ann@lake.example',
      'annie@river.example',
    ]);
    expect((await list('q=@river&sort=email&order=asc')).items.map((u) => u.email)).toEqual([
      'annie@river.example',
      'bob@river.example',
    ]);
    expect((await list('q=100%25')).items).toEqual([]);
    expect((await list('role=admin')).items.map((u) => u.email)).toEqual(['boss@example.com']);
    const paged = await list('pageSize=2&page=2&sort=email&order=asc');
    expect(paged.total).toBe(4);
    expect(paged.items.map((u) => u.email)).toEqual(['bob@river.example', 'boss@example.com']);
    expect((await asAdmin('GET', '/api/admin/users?sort=password')).status).toBe(400);
  });
});

describe('user actions', () => {
  it('bans: the session ends at once, sign-in is refused with a clear message; unban lets them back', async () => {
    const cookie = await newVerifiedUser(t, 'banme@example.com', PASSWORD, '192.0.2.80');
    const id = await idOf('banme@example.com');
    expect((await validate(t, cookie)).valid).toBe(true);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const res = await asAdmin('POST', `/api/admin/users/${id}/ban`, {
      reason: 'Spam',
      expiresAt: until,
    });
    expect(res.status).toBe(200);
    expect((await validate(t, cookie)).valid).toBe(false);
    const refused = await signIn(t, 'banme@example.com', PASSWORD, '192.0.2.80');
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toMatch(/^This account is suspended until .+ UTC\./);
    const [row] = await auditRows('user.ban');
    expect(row).toMatchObject({ actorId: adminId, targetId: id, reason: 'Spam' });
    expect(row!.after).toMatchObject({ banned: true, banExpires: until, sessionsEnded: 1 });
    expect((await asAdmin('POST', `/api/admin/users/${id}/unban`)).status).toBe(200);
    expect((await signIn(t, 'banme@example.com', PASSWORD, '192.0.2.80')).status).toBe(200);
    expect(await auditRows('user.unban')).toHaveLength(1);
  });

  it('never leaves the site without an admin: no self-ban, no demoting or deleting the last admin', async () => {
    expect((await asAdmin('POST', `/api/admin/users/${adminId}/ban`, { reason: 'x' })).status).toBe(
      403,
    );
    const demote = await asAdmin('PUT', `/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(demote.status).toBe(403);
    expect((await body(demote)).error.message).toMatch(/without an administrator/);
    // better-auth's own endpoint obeys the same rule.
    const direct = await asAdmin('POST', '/api/auth/admin/set-role', {
      userId: adminId,
      role: 'user',
    });
    expect(direct.status).toBe(403);
    expect(
      (await t.deps.database.db.select().from(users).where(eq(users.id, adminId)))[0]!.role,
    ).toBe('admin');
    // With a second admin, the first may step down.
    const other = await idOf('ann@lake.example');
    expect((await asAdmin('PUT', `/api/admin/users/${other}/role`, { role: 'admin' })).status).toBe(
      200,
    );
    const [entry] = await auditRows('user.role_set');
    expect(entry).toMatchObject({ before: { role: 'user' }, after: { role: 'admin' } });
    expect((await asAdmin('PUT', `/api/admin/users/${other}/role`, { role: 'user' })).status).toBe(
      200,
    );
  });

  it('revokes one session or all, and resends verification to an unverified address only', async () => {
    const cookie = await newVerifiedUser(t, 'sessions@example.com', PASSWORD, '192.0.2.81');
    const id = await idOf('sessions@example.com');
    const [s] = await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, id));
    expect((await asAdmin('DELETE', `/api/admin/users/${id}/sessions/${s!.id}`)).status).toBe(200);
    expect((await validate(t, cookie)).valid).toBe(false);
    expect((await asAdmin('DELETE', `/api/admin/users/${id}/sessions`)).status).toBe(200);
    expect(await auditRows('user.session_revoke')).toHaveLength(1);
    expect(await auditRows('user.sessions_revoke')).toHaveLength(1);
    expect((await asAdmin('POST', `/api/admin/users/${id}/resend-verification`)).status).toBe(409);
    expect((await signUp(t, 'unverified@example.com', PASSWORD, '192.0.2.82')).status).toBe(200);
    const pending = await idOf('unverified@example.com');
    expect((await asAdmin('POST', `/api/admin/users/${pending}/resend-verification`)).status).toBe(
      200,
    );
    expect(await auditRows('user.verification_resend')).toHaveLength(1);
  });

  it('shows a user with plan, sessions and audit trail, and deletes completely', async () => {
    await newVerifiedUser(t, 'gone@example.com', PASSWORD, '192.0.2.83');
    const id = await idOf('gone@example.com');
    await asAdmin('PUT', `/api/admin/users/${id}/subscription`, { tier: 'founding' });
    const detail = await body(await asAdmin('GET', `/api/admin/users/${id}`));
    expect(detail).toMatchObject({ email: 'gone@example.com', tier: 'founding', role: 'user' });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({ action: 'subscription.set' });
    expect((await asAdmin('DELETE', `/api/admin/users/${id}`)).status).toBe(200);
    expect(await t.deps.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect((await asAdmin('GET', `/api/admin/users/${id}`)).status).toBe(404);
    const [entry] = await auditRows('user.delete');
    expect(entry).toMatchObject({ targetId: id, before: { email: 'gone@example.com' } });
    // better-auth's shortcut deletion (which would skip billing) is closed.
    expect((await asAdmin('POST', '/api/auth/admin/remove-user', { userId: adminId })).status).toBe(
      403,
    );
  });

  it("records changes made through better-auth's admin endpoints, without passwords", async () => {
    const id = await idOf('bob@river.example');
    const res = await asAdmin('POST', '/api/auth/admin/set-user-password', {
      userId: id,
      newPassword: 'a-brand-new-password-9',
    });
    expect(res.status).toBe(200);
    const [entry] = await auditRows('auth.set-user-password');
    expect(entry).toMatchObject({ actorId: adminId, targetId: id, after: { userId: id } });
    expect(JSON.stringify(entry)).not.toContain('a-brand-new-password-9');
  });
});

describe('dashboard stats', () => {
  it('counts users, sign-ups, reports, sessions and paid members from the daily counts', async () => {
    const stats = await body(await asAdmin('GET', '/api/admin/stats'));
    const total = (await t.deps.database.db.select().from(users)).length;
    expect(stats.totalUsers).toBe(total);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1).signups).toBeGreaterThanOrEqual(total);
    expect(stats.activeSessions).toBeGreaterThan(0);
    expect(typeof stats.month.reportsWritten).toBe('number');
  });
});

describe('AI settings key and sample', () => {
  it('stores the key encrypted, shows only its last 4, keeps it on later saves and rollbacks', async () => {
    const draft = { provider: 'built-in', model: 'm', apiKey: 'sk-secret-key-WXYZ' };
    const saved = await body(await asAdmin('PUT', '/api/admin/ai-settings', draft));
    expect(saved.apiKeyLast4).toBe('WXYZ');
    expect(JSON.stringify(saved)).not.toContain('sk-secret');
    const [row] = await t.deps.database.db
      .select()
      .from(aiSettings)
      .where(eq(aiSettings.version, saved.version));
    expect(row!.apiKeyCipher).toMatch(/^v1\./);
    expect(row!.apiKeyCipher).not.toContain('secret');
    const box = await t.deps.secretBox;
    expect(box.open(row!.apiKeyCipher!)).toBe('sk-secret-key-WXYZ');
    const next = await body(
      await asAdmin('PUT', '/api/admin/ai-settings', { provider: 'built-in' }),
    );
    expect(next.apiKeyLast4).toBe('WXYZ');
    const cleared = await body(
      await asAdmin('PUT', '/api/admin/ai-settings', { provider: 'built-in', clearApiKey: true }),
    );
    expect(cleared.apiKeyLast4).toBeNull();
    const back = await body(
      await asAdmin('POST', '/api/admin/ai-settings/rollback', { version: saved.version }),
    );
    expect(back.apiKeyLast4).toBe('WXYZ');
    const audit = JSON.stringify(await auditRows('ai_settings.save'));
    expect(audit).not.toContain('sk-secret');
  });

  it('writes a sample for the fixed spot without storing a report', async () => {
    const res = await asAdmin('POST', '/api/admin/ai-settings/sample', { provider: 'built-in' });
    expect(res.status).toBe(200);
    const sample = await body(res);
    expect(sample.writer).toBe('built-in');
    expect(sample.markdown.length).toBeGreaterThan(50);
    expect(sample.ms).toBeGreaterThanOrEqual(0);
    expect(await auditRows('ai_settings.sample')).toHaveLength(1);
  });
});

describe('style settings', () => {
  it('refuses colours under WCAG AA, saves readable ones into every page, resets', async () => {
    const bad = await asAdmin('PUT', '/api/admin/style-settings', {
      brandName: 'Bass Co',
      primaryColor: '#77aaff',
      accentColor: '#f6c453',
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.message).toMatch(/White text on primary buttons 2\.\d+:1/);
    const ok = await asAdmin('PUT', '/api/admin/style-settings', {
      brandName: 'Bass <Co>',
      primaryColor: '#1E3A8A',
      accentColor: '#fde68a',
    });
    expect(ok.status).toBe(200);
    expect(await body(ok)).toMatchObject({ brandName: 'Bass <Co>', primaryColor: '#1e3a8a' });
    expect(await auditRows('style.save')).toHaveLength(1);
    expect((await asAdmin('DELETE', '/api/admin/style-settings')).status).toBe(200);
    expect(await body(await t.request('/api/brand'))).toMatchObject({ isDefault: true });
  });

  it('re-encodes a logo as a small PNG and refuses files that are not what they claim', async () => {
    const big = await sharp({
      create: { width: 900, height: 300, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const upload = (bytes: Uint8Array, type: string) =>
      t.request('/api/admin/style-settings/logo', {
        method: 'PUT',
        headers: { origin: 'http://localhost', cookie: admin, 'content-type': type },
        body: bytes,
      });
    expect((await upload(new TextEncoder().encode('<svg/>'), 'image/png')).status).toBe(400);
    expect((await upload(big, 'image/gif')).status).toBe(415);
    const res = await upload(big, 'image/jpeg');
    expect(res.status).toBe(200);
    const { logoUrl } = await body(res);
    const logo = await t.request(logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 85]);
    expect(await auditRows('style.logo_set')).toHaveLength(1);
  });
});

describe('every admin action is audited', () => {
  it('each route that changes something has a test above that checks its audit row', () => {
    const changing = adminRoutes.routes
      .filter((r) => !['GET', 'ALL'].includes(r.method))
      .map((r) => `${r.method} ${r.path}`);
    expect(changing.sort()).toEqual(
      [
        // The blog's and moderation's audit rows are checked in routes/blog-pages.test.ts and
        // routes/community.test.ts; the preview renders markdown and changes nothing.
        'DELETE /api/admin/blog/posts/:id',
        'POST /api/admin/blog/images',
        'POST /api/admin/blog/posts',
        'POST /api/admin/blog/preview',
        'PUT /api/admin/blog/posts/:id',
        'POST /api/admin/moderation/actions',
        'DELETE /api/admin/style-settings',
        'DELETE /api/admin/users/:id',
        'DELETE /api/admin/users/:id/sessions',
        'DELETE /api/admin/users/:id/sessions/:sessionId',
        'POST /api/admin/ai-settings/rollback',
        'POST /api/admin/ai-settings/sample',
        'POST /api/admin/users/:id/ban',
        'POST /api/admin/users/:id/resend-verification',
        'POST /api/admin/users/:id/unban',
        'PUT /api/admin/ai-settings',
        'PUT /api/admin/style-settings',
        'PUT /api/admin/style-settings/logo',
        'PUT /api/admin/users/:id/role',
        'PUT /api/admin/users/:id/subscription',
        // Monitoring: portal.test.ts, scenarios.test.ts, monitoring-flow.test.ts and
        // monitoring-store.test.ts check these audit rows.
        'POST /api/admin/portal/mode',
        'PUT /api/admin/portal/features',
        'POST /api/admin/portal/sessions',
        'DELETE /api/admin/portal/sessions/:id',
        'POST /api/admin/monitoring/scenarios',
        'POST /api/admin/monitoring/alerts/clear',
        'POST /api/admin/monitoring/alerts/:id/acknowledge',
        'POST /api/admin/monitoring/baseline',
        // Regulations: routes/admin/regulations.test.ts checks create, update and delete rows.
        'POST /api/admin/regulations',
        'PUT /api/admin/regulations/:id',
        'DELETE /api/admin/regulations/:id',
        // Bite alerts: services/alerts/run-alert-check.test.ts checks the `alerts.run` row.
        'POST /api/admin/alerts/run',
      ].sort(),
    );
  });

  it('reads that reveal private data are recorded too (a report, a backup)', async () => {
    expect(
      (await asAdmin('GET', '/api/admin/reports/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const res = await asAdmin('GET', '/api/admin/backup');
    expect(res.status).toBe(200);
    // The most sensitive answer in the app carries the API's header set.
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="anglerscout-backup-/,
    );
    await res.arrayBuffer();
    expect(await auditRows('backup.download')).toHaveLength(1);
  });
});
