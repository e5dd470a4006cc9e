import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PORTAL_MESSAGES, type TScenario } from '@anglerscout/contracts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { startHttpServer } from '../../http-server.ts';

let t: TestApp;
let admin: string;
let closeHttp: () => void;
beforeAll(async () => {
  t = await createTestApp({
    ...AUTH_ENV,
    ADMIN_EMAILS: 'scenario-admin@example.com',
    PROVIDER_RETRY_BACKOFF_MS: '0',
  });
  admin = await newVerifiedUser(t, 'scenario-admin@example.com', undefined, '192.0.2.61');
  // Performance and state scenarios call this process's own endpoints over loopback.
  const running = await startHttpServer(t.app, t.deps, 0, '127.0.0.1');
  closeHttp = () => running.server.close();
});
afterAll(async () => {
  closeHttp();
  await t.close();
});

const call = (method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, admin));
const messageOf = async (res: Response) => (await body(res)).error.message as string;
const run = (id: string, type: string, config: Record<string, unknown> = {}) =>
  call('POST', '/api/admin/monitoring/scenarios', { id, type, config });

async function finished(id: string): Promise<TScenario> {
  for (let i = 0; i < 300; i++) {
    const { items } = (await body(await call('GET', '/api/admin/monitoring/scenarios'))) as {
      items: TScenario[];
    };
    const found = items.find((s) => s.id === id);
    if (found && found.status !== 'running') return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`scenario ${id} did not finish`);
}

describe('test scenarios: test mode only, each type with its feature, an id once', () => {
  it('run only in test mode', async () => {
    const res = await run('too-early', 'error');
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe('Test scenarios can only be executed in test mode');
    expect((await call('POST', '/api/admin/portal/mode', { mode: 'test' })).status).toBe(200);
  });

  it('refuse an unknown type and a type whose feature is off', async () => {
    const unknown = await run('what', 'chaos');
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toBe('Unknown scenario type');
    const features = {
      errorInjection: false,
      cacheControl: false,
      performanceMonitoring: false,
      stateLogging: false,
    };
    expect((await call('PUT', '/api/admin/portal/features', { features })).status).toBe(200);
    const expected = {
      error: 'Error injection is not enabled',
      cache: 'Cache control is not enabled',
      performance: 'Performance monitoring is not enabled',
      state: 'State logging is not enabled',
    };
    for (const [type, message] of Object.entries(expected)) {
      const res = await run(`off-${type}`, type, { cachePattern: 'x' });
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe(message);
    }
    const on = Object.fromEntries(Object.keys(features).map((f) => [f, true]));
    expect((await call('PUT', '/api/admin/portal/features', { features: on })).status).toBe(200);
  });

  it('never run the same id twice at once', async () => {
    const first = await run('twice', 'error', { failures: 2, delay: 300, retryAttempts: 3 });
    expect(first.status).toBe(202);
    const second = await run('twice', 'error');
    expect(second.status).toBe(409);
    const message = await messageOf(second);
    expect(message).toBe(PORTAL_MESSAGES.scenarioRunning('twice'));
    expect(message).toBe('Scenario with ID twice is already running');
    expect((await finished('twice')).status).toBe('passed');
    // Once finished, the id may run again.
    expect((await run('twice', 'error', { failures: 1 })).status).toBe(202);
    await finished('twice');
  });

  it('error: real faults at the weather source, recovery, cleanup restores the source', async () => {
    const res = await run('weather-503', 'error', {
      errorCode: '503',
      failures: 3,
      retryAttempts: 3,
    });
    expect(res.status).toBe(202);
    const done = await finished('weather-503');
    expect(done.status).toBe('passed');
    expect(done.result).toMatchObject({
      source: 'open-meteo-forecast',
      recovered: true,
      failedCalls: 3,
      cleanup: { faultsDisarmed: true, sourceAnswers: true },
    });
    const calls = done.result!.calls as { ok: boolean; error?: string }[];
    expect(calls.map((c) => c.ok)).toEqual([false, false, false, true]);
    expect(calls[0]!.error).toContain('HTTP 503 (injected fault)');
    expect(t.deps.monitoring.probe.armed()).toEqual([]);
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, 'weather-503'));
    expect(audit).toMatchObject({
      action: 'scenario.run',
      actorEmail: 'scenario-admin@example.com',
      after: { type: 'error', config: { errorCode: '503', failures: 3, retryAttempts: 3 } },
    });
  });

  it('error: fails when the source does not recover within the retry attempts, and still cleans up', async () => {
    await run('no-recovery', 'error', {
      errorCode: 'timeout',
      delay: 10,
      failures: 5,
      retryAttempts: 1,
    });
    const done = await finished('no-recovery');
    expect(done.status).toBe('failed');
    expect(done.result).toMatchObject({ recovered: false, failedCalls: 2 });
    expect((done.result!.calls as { error: string }[])[0]!.error).toContain(
      'no answer within 10 ms',
    );
    // Cleanup disarmed the three faults left, so the source answers again.
    expect(done.result!.cleanup).toEqual({ faultsDisarmed: true, sourceAnswers: true });
    expect(t.deps.monitoring.probe.armed()).toEqual([]);
  });

  it('cache: invalidates by pattern and only the matching keys are fetched again', async () => {
    await run('cache-forecast', 'cache', { cachePattern: 'forecast:*', loadProfile: 'light' });
    const done = await finished('cache-forecast');
    expect(done.status).toBe('passed');
    expect(done.result).toMatchObject({ keys: 8, expectedReloads: 4, reloads: 4 });
    expect(Number(done.result!.invalidated)).toBeGreaterThanOrEqual(4);
    await run('cache-nothing', 'cache', { cachePattern: 'nothing:*', loadProfile: 'light' });
    const none = await finished('cache-nothing');
    expect(none.status).toBe('failed');
    expect(none.result!.checks).toContain('The pattern matched no cache entry');
  });

  it('performance: drives load at our own endpoints over HTTP', async () => {
    await run('perf-light', 'performance', { loadProfile: 'light' });
    const done = await finished('perf-light');
    expect(done.status).toBe('passed');
    expect(Number(done.result!.requests)).toBeGreaterThan(20);
    expect(done.result!.failed).toBe(0);
    expect(Object.keys(done.result!.statuses as object)).toEqual(['200']);
  });

  it.each(['automatic', 'manual'])(
    'state: expires a session, takes the %s recovery path, deletes the stand-in',
    async (path) => {
      await run(`state-${path}`, 'state', { recoveryPath: path });
      const done = await finished(`state-${path}`);
      expect(done.status).toBe('passed');
      expect(done.result).toMatchObject({
        before: { status: 200 },
        verifiedAfter: { valid: false },
        after: { status: 401, code: 'AUTH_UNAUTHORIZED' },
        cleanup: { standInDeleted: true },
      });
      if (path === 'automatic') expect(done.result!.recovered).toEqual({ status: 200, code: null });
    },
  );

  it('reject a bad config with the field named', async () => {
    const res = await run('bad-config', 'error', { errorCode: '418' });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(/^config\.errorCode/);
    const { items } = await body(await call('GET', '/api/admin/monitoring/scenarios'));
    expect(items.map((s: TScenario) => s.id)).not.toContain('bad-config');
  });
});
