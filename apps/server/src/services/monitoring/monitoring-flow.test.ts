import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TAlert, TMonitoringStatus, TScenario } from '@anglerscout/contracts';
import { adminAuditLog, alerts } from '../../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';

// The end-to-end chain on the server: test mode, an error scenario against the weather
// source, the metrics move, alerts of the right severity, health, acknowledgement, cleanup.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, ADMIN_EMAILS: 'flow-admin@example.com' });
  admin = await newVerifiedUser(t, 'flow-admin@example.com', undefined, '192.0.2.62');
});
afterAll(() => t.close());

const call = (method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, admin));
const status = async (): Promise<TMonitoringStatus> =>
  body(await call('GET', '/api/admin/monitoring/status'));

describe('an error scenario against the weather source, through alerts to health', () => {
  let raised: TAlert[] = [];

  it('runs the scenario in test mode; the weather source fails four times, then recovers', async () => {
    expect((await call('POST', '/api/admin/portal/mode', { mode: 'test' })).status).toBe(200);
    await t.deps.monitoring.recordNow(); // a quiet interval first: nothing failing
    expect((await status()).health).toBe('healthy');
    const started = await call('POST', '/api/admin/monitoring/scenarios', {
      id: 'flow-weather',
      type: 'error',
      config: { errorCode: '502', failures: 4, retryAttempts: 4 },
    });
    expect(started.status).toBe(202);
    let done: TScenario | undefined;
    for (let i = 0; i < 100 && done?.status !== 'passed'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = (await body(await call('GET', '/api/admin/monitoring/scenarios'))).items[0];
    }
    expect(done).toMatchObject({ status: 'passed', result: { failedCalls: 4, recovered: true } });
  });

  it('moves the error rate and the recovery metrics at the next interval', async () => {
    raised = await t.deps.monitoring.recordNow();
    const res = await call(
      'GET',
      '/api/admin/monitoring/metrics?names=error_rate,recovery_failures,recovery_rate,error_recovery_time',
    );
    const series = (await body(res)).series as { name: string; points: { value: number }[] }[];
    const last = (name: string) => series.find((s) => s.name === name)!.points.at(-1)!.value;
    expect(last('error_rate')).toBeGreaterThan(0);
    expect(series.find((s) => s.name === 'error_rate')!.points[0]!.value).toBe(0);
    expect(last('recovery_failures')).toBe(4);
    expect(last('recovery_rate')).toBe(1);
    expect(last('error_recovery_time')).toBeGreaterThanOrEqual(0);
    const prom = await (await t.request('/metrics', {}, '127.0.0.1')).text();
    expect(prom).toContain(
      'outside_data_attempts_total{source="open-meteo-forecast",outcome="failed"} 4',
    );
    expect(prom).toMatch(/monitoring_metric_value\{metric="recovery_failures"\} 4/);
    expect(prom).toContain('portal_mode{mode="test"} 1');
  });

  it('raises alerts of the severity the test-mode thresholds give, stored only when critical', async () => {
    const byMetric = Object.fromEntries(raised.map((a) => [a.metricName, a]));
    // Test mode: error rate 0.02/min (any failed call is far past it), recovery failure 3 (4 is 33 % over).
    expect(byMetric.error_rate).toMatchObject({
      severity: 'critical',
      threshold: 0.02,
      stored: true,
    });
    expect(byMetric.recovery_failures).toMatchObject({
      severity: 'error',
      threshold: 3,
      actualValue: 4,
      stored: false,
    });
    const stored = await t.deps.database.db.select().from(alerts);
    expect(stored.map((a) => a.metricName)).toEqual(['error_rate']);
    const now = await status();
    expect(now.health).toBe('unhealthy');
    expect(now.unacknowledgedCount).toBe(2);
    expect(now.active).toBe(true);
    expect(now.keyMetrics.map((m) => m.name)).toContain('error_rate');
  });

  it('goes degraded, then healthy, as the alerts are acknowledged', async () => {
    const byMetric = Object.fromEntries(raised.map((a) => [a.metricName, a]));
    const ack = (id: string) => call('POST', `/api/admin/monitoring/alerts/${id}/acknowledge`);
    expect((await ack(byMetric.error_rate!.id)).status).toBe(200);
    expect((await status()).health).toBe('degraded');
    const [row] = await t.deps.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.alertId, byMetric.error_rate!.id));
    expect(row).toMatchObject({ acknowledged: true, acknowledgedBy: 'flow-admin@example.com' });
    expect((await ack(byMetric.recovery_failures!.id)).status).toBe(200);
    expect((await status()).health).toBe('healthy');
    expect((await ack(byMetric.recovery_failures!.id)).status).toBe(404);
    const audited = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'alert.acknowledge'));
    expect(audited.map((a) => a.targetId).sort()).toEqual(
      [byMetric.error_rate!.id, byMetric.recovery_failures!.id].sort(),
    );
  });

  it('is quiet again at the next interval: the source answers, nothing is raised', async () => {
    expect(t.deps.monitoring.probe.armed()).toEqual([]);
    expect(await t.deps.monitoring.recordNow()).toEqual([]);
    expect((await status()).health).toBe('healthy');
  });

  it('stores every alert in production mode, and updates an open one instead of repeating it', async () => {
    expect((await call('POST', '/api/admin/portal/mode', { mode: 'production' })).status).toBe(200);
    // Auth latency 250 ms against production's 200 ms: 25 % over is a warning, still stored.
    await t.deps.monitoring.recordNow(); // the admin's own session checks go into this interval
    t.deps.metrics.authLatency.observe({ kind: 'sign_in' }, 0.25);
    const [first] = await t.deps.monitoring.recordNow();
    expect(first).toMatchObject({ metricName: 'auth_latency', severity: 'warning', stored: true });
    t.deps.metrics.authLatency.observe({ kind: 'sign_in' }, 0.24);
    expect(await t.deps.monitoring.recordNow()).toEqual([]);
    const [row] = await t.deps.database.db
      .select()
      .from(alerts)
      .where(eq(alerts.alertId, first!.id));
    expect(row!.actualValue).toBeCloseTo(240, 5);
    const cleared = await body(await call('POST', '/api/admin/monitoring/alerts/clear'));
    expect(cleared.cleared).toBe(1);
    const [clearAudit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'alert.clear'));
    expect(clearAudit?.after).toEqual({ cleared: 1 });
    expect((await status()).unacknowledgedCount).toBe(0);
    expect((await call('POST', '/api/admin/portal/mode', { mode: 'emergency' })).status).toBe(200);
  });
});
