import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import { REPORTING_INTERVAL_MS, type PortalMode } from '@anglerscout/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { testScenarios } from '../../db/schema/index.ts';
import type { Lifecycle } from '../../lib/primitives/lifecycle.ts';
import type { Metrics } from '../../observability/metrics.ts';
import type { OutsideDataProbe } from '../../providers/shared/outside-data-probe.ts';
import { createInProcessAlerts } from './in-process-alerts.ts';
import { raiseAlerts } from './alerts.ts';
import { createIntervalReader } from './interval-reader.ts';
import { recordMetricValues } from './metric-store.ts';
import { createPortalRuntime, syncPortalState } from './portal-state.ts';
import { runRetention } from './run-retention.ts';
import { createScenarioTracker } from './scenarios/scenario-tracker.ts';
import { createVitalsWriter } from './vitals/vitals-writer.ts';

const MONITORING_TICK_MS = 1000;
/** How often a process reports itself alive when nothing changed (live = seen in the last 5 s). */
const HEARTBEAT_MS = 2000;
const RETENTION_EVERY_MS = 10 * 60_000;

export interface CreateMonitoringOptions {
  db: Db;
  metrics: Metrics;
  logger: Logger;
  probe: OutsideDataProbe;
}

/**
 * The monitoring subsystem of one server process: the mode it has applied, its alerts, its
 * running scenarios, the vitals writer and the signals it observes. start() runs its loop: every
 * second it follows the shared portal state and reports itself alive; at the mode's reporting
 * interval it records the metrics and raises alerts; every ten minutes it trims the tables.
 */
export function createMonitoring(opts: CreateMonitoringOptions) {
  const { db, metrics, logger, probe } = opts;
  const instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const runtime = createPortalRuntime(metrics);
  const book = createInProcessAlerts(metrics);
  const reader = createIntervalReader(metrics, probe);
  const scenarios = createScenarioTracker();
  const vitals = createVitalsWriter({ db, logger });
  let selfUrl: string | undefined;

  async function recordNow() {
    const { mode } = runtime.applied();
    const values = await reader.read();
    const progress = scenarios.progress();
    if (mode === 'test' && progress !== null)
      values.push({ name: 'test_scenario_progress', value: progress, context: { samples: 1 } });
    await recordMetricValues({ db, values, mode, instanceId });
    for (const v of values) metrics.monitoredValue.set({ metric: v.name }, v.value);
    return raiseAlerts({ db, book, mode, values });
  }

  return {
    instanceId,
    probe,
    runtime,
    book,
    scenarios,
    vitals,
    selfUrl: () => selfUrl,
    /** The loopback address this process serves on (performance and state scenarios call it). */
    listening(url: string) {
      selfUrl = url;
    },
    /** Records one interval now (tests; the loop does it at the mode's interval). */
    recordNow,
    /** Signals are observed only while the mode's performance monitoring is on. */
    observe: {
      auth: (kind: 'sign_in' | 'session_check', ms: number) =>
        runtime.has('performanceMonitoring') && metrics.authLatency.observe({ kind }, ms / 1000),
      verification: (ms: number) =>
        runtime.has('performanceMonitoring') && metrics.verificationLatency.observe(ms / 1000),
      transition: (ms: number) =>
        runtime.has('performanceMonitoring') && metrics.stateTransition.observe(ms / 1000),
    },
    start(lifecycle: Lifecycle): void {
      const stopVitals = vitals.start();
      let busy = false;
      let mode: PortalMode | undefined;
      let recordingBefore = false;
      let nextRecordAt = 0;
      let nextRetentionAt = Date.now() + RETENTION_EVERY_MS;
      let nextHeartbeatAt = 0;
      const tick = async () => {
        if (busy || lifecycle.shuttingDown) return;
        busy = true;
        try {
          const now = Date.now();
          const heartbeat = now >= nextHeartbeatAt;
          if (heartbeat) nextHeartbeatAt = now + HEARTBEAT_MS;
          const state = await syncPortalState({ db, runtime, instanceId, heartbeat });
          const interval = REPORTING_INTERVAL_MS[state.mode];
          const recording = runtime.has('performanceMonitoring');
          if (state.mode === 'test' && mode !== 'test') scenarios.reset();
          if (!recording) {
            recordingBefore = false;
          } else if (!recordingBefore) {
            // Recording starts (or resumes): what happened while it was off is not counted.
            await reader.prime();
            recordingBefore = true;
            nextRecordAt = now + interval;
          } else if (state.mode !== mode) {
            // A new mode reports at its own interval; the interval under way is not thrown away.
            nextRecordAt = Math.min(nextRecordAt, now + interval);
          } else if (now >= nextRecordAt) {
            nextRecordAt = now + interval;
            await recordNow();
          }
          mode = state.mode;
          if (now >= nextRetentionAt) {
            nextRetentionAt = now + RETENTION_EVERY_MS;
            await runRetention({ db });
          }
        } catch (err) {
          logger.warn({ err }, 'monitoring tick failed');
        } finally {
          busy = false;
        }
      };
      void tick();
      const timer = setInterval(() => void tick(), MONITORING_TICK_MS);
      timer.unref();
      lifecycle.onStop(async () => {
        clearInterval(timer);
        await Promise.race([scenarios.settle(), new Promise((r) => setTimeout(r, 5000))]);
        probe.disarmAll();
        await db
          .update(testScenarios)
          .set({
            status: 'interrupted',
            phase: 'done',
            finishedAt: new Date(),
            error: 'The server stopped.',
          })
          .where(and(eq(testScenarios.instanceId, instanceId), eq(testScenarios.status, 'running')))
          .catch(() => undefined);
        await stopVitals();
      });
    },
  };
}
export type Monitoring = ReturnType<typeof createMonitoring>;
