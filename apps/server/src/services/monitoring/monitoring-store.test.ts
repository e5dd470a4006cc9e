import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  adminAuditLog,
  alerts,
  metrics,
  performanceMetrics,
  portalInstances,
  testScenarios,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../db/query-rows.ts';
import { createInProcessAlerts } from './in-process-alerts.ts';
import { raiseAlerts } from './alerts.ts';
import { captureBaseline, latestBaseline } from './baselines.ts';
import { recordMetricValues } from './metric-store.ts';
import { runRetention } from './run-retention.ts';
import { runValidation } from './run-validation.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const db = () => t.deps.database.db;
const actor = { id: 'store-test', email: 'store@example.com' };
const record = (
  name: Parameters<typeof recordMetricValues>[0]['values'][number]['name'],
  values: number[],
  mode: 'test' | 'production' = 'test',
  samples = 1,
) =>
  Promise.all(
    values.map((value, i) =>
      recordMetricValues({
        db: db(),
        values: [{ name, value, context: { samples } }],
        mode,
        instanceId: 'store-test',
        at: new Date(Date.now() - (values.length - i) * 1000),
      }),
    ),
  );

describe('baselines: per-mode averages of the collected values', () => {
  it('are the averages of the collected values per mode, 0 where none were collected', async () => {
    await record('auth_latency', [100, 200, 300]);
    await record('cache_hit_rate', [0.5, 1]);
    await record('auth_latency', [900], 'production');
    const test = await captureBaseline({ db: db(), mode: 'test', actor });
    expect(test).toMatchObject({
      authLatency: 200,
      cacheHitRate: 0.75,
      errorRecoveryTime: 0,
      stateTransitionTime: 0,
      errorRate: 0,
      recoveryRate: 0,
      mode: 'test',
    });
    expect((await captureBaseline({ db: db(), mode: 'production', actor })).authLatency).toBe(900);
    expect((await latestBaseline({ db: db(), mode: 'test' }))?.authLatency).toBe(200);
    expect((await latestBaseline({ db: db() }))?.mode).toBe('production');
    expect(await latestBaseline({ db: db(), mode: 'emergency' })).toBeNull();
    const audited = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'baseline.capture'));
    expect(audited.map((a) => a.after?.mode)).toEqual(['test', 'production']);
  });
});

describe('validation run (measured values)', () => {
  it('weighs the last hour by samples and fails what is over target or not measured', async () => {
    await db().delete(metrics);
    await record('auth_latency', [150], 'test', 3);
    await record('auth_latency', [250], 'test', 1); // (150*3 + 250) / 4 = 175 < 200
    await record('cache_hit_rate', [0.85]); // not above 0.9
    await record('error_recovery_time', [420]);
    const run = await runValidation({ db: db() });
    const by = Object.fromEntries(run.results.map((r) => [r.metric, r]));
    expect(by.auth_latency).toMatchObject({ current: 175, samples: 4, passed: true, target: 200 });
    expect(by.cache_hit_rate).toMatchObject({ current: 0.85, passed: false });
    expect(by.error_recovery_time).toMatchObject({ current: 420, passed: true });
    expect(by.state_transition_time).toMatchObject({ current: null, samples: 0, passed: false });
    expect(run.passed).toBe(false);
    await record('cache_hit_rate', [0.99, 0.99, 0.99]);
    await record('state_transition_time', [60]);
    expect((await runValidation({ db: db() })).passed).toBe(true);
  });
});

describe('stored alerts across processes', () => {
  it('updates the open alert another process (or this one before a restart) stored', async () => {
    const [first] = await raiseAlerts({
      db: db(),
      book: createInProcessAlerts(t.deps.metrics),
      mode: 'test',
      values: [{ name: 'error_rate', value: 5 }],
    });
    expect(first).toMatchObject({ severity: 'critical', stored: true });
    const other = createInProcessAlerts(t.deps.metrics);
    const again = { db: db(), book: other, mode: 'test' as const };
    expect(await raiseAlerts({ ...again, values: [{ name: 'error_rate', value: 6 }] })).toEqual([]);
    const rows = await db().select().from(alerts).where(eq(alerts.metricName, 'error_rate'));
    expect(rows.map((r) => [r.alertId, r.actualValue])).toEqual([[first!.id, 6]]);
    // Not stored (an error in test mode): each process keeps its own.
    const local = await raiseAlerts({
      ...again,
      values: [{ name: 'recovery_failures', value: 4 }],
    });
    expect(local).toMatchObject([{ severity: 'error', stored: false }]);
  });
});

describe('alerts on too few samples', () => {
  it('a cache hit rate over a handful of lookups raises nothing; over enough, it alerts', async () => {
    const book = createInProcessAlerts(t.deps.metrics);
    const low = (samples: number) =>
      raiseAlerts({
        db: db(),
        book,
        mode: 'emergency',
        values: [{ name: 'cache_hit_rate', value: 0.43, context: { samples } }],
      });
    expect(await low(7)).toEqual([]);
    expect(await low(40)).toMatchObject([{ metricName: 'cache_hit_rate', severity: 'error' }]);
  });
});

describe('bounded tables', () => {
  it('keeps the newest 1,000 points per metric', async () => {
    await db().delete(metrics);
    await db()
      .insert(metrics)
      .values(
        Array.from({ length: 1003 }, (_, i) => ({
          metricName: 'error_rate',
          value: i,
          portalMode: 'test',
          timestamp: new Date(Date.now() - (1003 - i) * 1000),
        })),
      );
    await recordMetricValues({
      db: db(),
      values: [{ name: 'error_rate', value: 5000, context: { samples: 1 } }],
      mode: 'test',
      instanceId: 'cap',
    });
    const rows = await db()
      .select({ value: metrics.value })
      .from(metrics)
      .where(eq(metrics.metricName, 'error_rate'));
    expect(rows).toHaveLength(1000);
    expect(Math.min(...rows.map((r) => r.value))).toBe(4); // 0..3 were the oldest
  });

  it('drops old performance rows and marks scenarios of a vanished process interrupted', async () => {
    const base = {
      metricValue: 1,
      metricUnit: 'ms',
      metricType: 'web_vital',
      sessionId: 'x',
      route: '/',
      userAgent: 'Other',
    };
    await db()
      .insert(performanceMetrics)
      .values([
        { ...base, metricName: 'LCP', timestamp: new Date(Date.now() - 8 * 86_400_000) },
        { ...base, metricName: 'FCP' },
      ]);
    await db()
      .insert(portalInstances)
      .values({
        instanceId: 'gone',
        mode: 'test',
        features: [],
        seenAt: new Date(Date.now() - 60_000),
      });
    await db().insert(testScenarios).values({
      id: 'orphan',
      type: 'error',
      config: {},
      status: 'running',
      phase: 'run',
      instanceId: 'gone',
    });
    await runRetention({ db: db() });
    const left = await db()
      .select({ name: performanceMetrics.metricName })
      .from(performanceMetrics);
    expect(left.map((r) => r.name)).toEqual(['FCP']);
    const [orphan] = await db().select().from(testScenarios).where(eq(testScenarios.id, 'orphan'));
    expect(orphan).toMatchObject({ status: 'interrupted', phase: 'done' });
    const [gone] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from portal_instances where instance_id = 'gone'`,
    );
    expect(gone?.n).toBe(1); // an hour must pass before a gone process is forgotten
  });
});
