import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODE_FEATURES, PORTAL_MESSAGES, PORTAL_FEATURES } from '@anglerscout/contracts';
import { eq } from 'drizzle-orm';
import { adminAuditLog, portalInstances } from '../../db/schema/index.ts';
import { createTestApp, body, secondProcess, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { switchPortalMode } from '../../services/monitoring/switch-portal-mode.ts';
import { readPortalState } from '../../services/monitoring/portal-state.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'portal-admin@example.com' });
  admin = await newVerifiedUser(t, 'portal-admin@example.com', undefined, '192.0.2.60');
});
afterAll(() => t.close());

const call = (method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, admin));
const errorOf = async (res: Response) =>
  (await body(res)).error as { code: string; message: string };
const switchTo = (mode: string) => call('POST', '/api/admin/portal/mode', { mode });
const actor = { id: 'test', email: 'portal-admin@example.com' };

describe('portal modes: one switch at a time, sessions for the current mode only', () => {
  it('starts in emergency mode with performance monitoring and state logging', async () => {
    const state = await body(await call('GET', '/api/admin/portal'));
    expect(state).toMatchObject({ mode: 'emergency', transition: null, sessions: [] });
    expect(state.features).toEqual(['performanceMonitoring', 'stateLogging']);
  });

  it('creates sessions only for the current mode and refuses to end an unknown one', async () => {
    const wrong = await call('POST', '/api/admin/portal/sessions', { mode: 'test' });
    expect(wrong.status).toBe(409);
    const message = (await errorOf(wrong)).message;
    expect(message).toBe('Cannot create session: portal is in emergency mode');
    expect(message).toBe(PORTAL_MESSAGES.cannotCreateSession('emergency'));

    const made = await call('POST', '/api/admin/portal/sessions', { mode: 'emergency' });
    expect(made.status).toBe(201);
    const session = await body(made);
    expect(session).toMatchObject({ mode: 'emergency', features: MODE_FEATURES.emergency });

    for (const id of ['0b8e4c52-5d3a-4d7e-9d8e-0a0b0c0d0e0f', 'not-a-uuid']) {
      const unknown = await call('DELETE', `/api/admin/portal/sessions/${id}`);
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).message).toBe('Session not found');
    }

    // A switch to test mode is invalid while an emergency session is open.
    const blocked = await switchTo('test');
    expect(blocked.status).toBe(409);
    expect((await errorOf(blocked)).message).toBe('Invalid mode switch');

    expect((await call('DELETE', `/api/admin/portal/sessions/${session.id}`)).status).toBe(200);
    const audited = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, session.id));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'portal.session_end',
      'portal.session_start',
    ]);
    const again = await call('DELETE', `/api/admin/portal/sessions/${session.id}`);
    expect((await errorOf(again)).message).toBe(PORTAL_MESSAGES.sessionNotFound);
  });

  it('switches: validate, apply the feature set, verify; the same mode again is invalid', async () => {
    const res = await switchTo('test');
    expect(res.status).toBe(200);
    const state = await body(res);
    expect(state.mode).toBe('test');
    expect(state.features).toEqual([...PORTAL_FEATURES]);
    expect(state.transition).toBeNull();
    expect(t.deps.monitoring.runtime.applied().mode).toBe('test');
    const same = await switchTo('test');
    expect((await errorOf(same)).message).toBe(PORTAL_MESSAGES.invalidSwitch);
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'portal.mode_switch'));
    expect(audit).toMatchObject({ before: { mode: 'emergency' }, after: { mode: 'test' } });
    expect((await switchTo('production')).status).toBe(200);
    expect((await switchTo('emergency')).status).toBe(200);
  });

  it('fails verification when a live process does not apply the mode, and keeps the old one', async () => {
    const db = t.deps.database.db;
    await db.insert(portalInstances).values({
      instanceId: 'stuck-process',
      mode: 'emergency',
      features: [...MODE_FEATURES.emergency],
    });
    try {
      const err = await switchPortalMode({
        db,
        target: 'production',
        actor,
        runtime: t.deps.monitoring.runtime,
        instanceId: t.deps.monitoring.instanceId,
        verifyTimeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(err).toMatchObject({
        code: 'STATE_SYNC_ERROR',
        message: 'Mode switch verification failed',
      });
      expect((await readPortalState({ db })).mode).toBe('emergency');
      expect((await readPortalState({ db })).transition).toBeNull();
      expect(t.deps.monitoring.runtime.applied().mode).toBe('emergency');
    } finally {
      await db.delete(portalInstances).where(eq(portalInstances.instanceId, 'stuck-process'));
    }
  });

  it('refuses a second switch, from another process, while one is under way', async () => {
    const db = t.deps.database.db;
    const other = secondProcess(t);
    // A live process that applies the new mode only after a while keeps the first switch open.
    await db.insert(portalInstances).values({
      instanceId: 'slow-process',
      mode: 'emergency',
      features: [...MODE_FEATURES.emergency],
    });
    try {
      const first = switchTo('production');
      for (let i = 0; !(await readPortalState({ db })).transition && i < 100; i++)
        await new Promise((r) => setTimeout(r, 10));
      const second = await other.request(
        '/api/admin/portal/mode',
        browserInit('POST', { mode: 'test' }, admin),
      );
      expect(second.status).toBe(409);
      expect((await errorOf(second)).message).toBe('Mode transition already in progress');
      await db
        .update(portalInstances)
        .set({ mode: 'production', seenAt: new Date() })
        .where(eq(portalInstances.instanceId, 'slow-process'));
      expect((await first).status).toBe(200);
      const seen = await body(
        await other.request('/api/admin/portal', browserInit('GET', undefined, admin)),
      );
      expect(seen.mode).toBe('production');
    } finally {
      await db.delete(portalInstances).where(eq(portalInstances.instanceId, 'slow-process'));
      await other.close();
    }
    expect((await switchTo('emergency')).status).toBe(200);
  });

  it('turns features of the mode off and on, never one outside the mode', async () => {
    const outside = await call('PUT', '/api/admin/portal/features', {
      features: { errorInjection: true },
    });
    expect(outside.status).toBe(400);
    const off = await call('PUT', '/api/admin/portal/features', {
      features: { performanceMonitoring: false },
    });
    expect((await body(off)).features).toEqual(['stateLogging']);
    const on = await call('PUT', '/api/admin/portal/features', {
      features: { performanceMonitoring: true },
    });
    expect((await body(on)).features).toEqual(['performanceMonitoring', 'stateLogging']);
    const audited = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'portal.features_set'));
    expect(audited.map((a) => a.after)).toEqual([
      { features: ['stateLogging'] },
      { features: ['performanceMonitoring', 'stateLogging'] },
    ]);
  });
});
