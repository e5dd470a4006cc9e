import { sql } from 'drizzle-orm';
import {
  KEY_METRICS,
  METRIC_INFO,
  REPORTING_INTERVAL_MS,
  type MonitoredMetric,
  type TKeyMetric,
  type TMonitoringStatus,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { InProcessAlerts } from './in-process-alerts.ts';
import { healthOf, isAnomaly } from './alert-rules.ts';
import { listOpenAlerts } from './alerts.ts';
import { isMonitoredMetric, lastValues } from './metric-store.ts';
import { readPortalState } from './portal-state.ts';

interface LatestRow {
  metric_name: string;
  value: number;
  timestamp: string | Date;
  samples: string | number | null;
}

/**
 * Each process records its own values; the current value of a metric combines every process's
 * latest one: error rates (per minute) add up, the others are averaged weighted by their samples.
 */
function combineLatest(metric: MonitoredMetric, rows: { value: number; samples: number }[]) {
  if (metric === 'error_rate') return rows.reduce((a, r) => a + r.value, 0);
  const weight = rows.reduce((a, r) => a + r.samples, 0);
  return weight > 0
    ? rows.reduce((a, r) => a + r.value * r.samples, 0) / weight
    : rows.reduce((a, r) => a + r.value, 0) / rows.length;
}

/**
 * What the monitoring widget shows (health, activity, metrics, open alerts), for every process on
 * the database.
 */
export async function getMonitoringStatus({
  db,
  book,
}: {
  db: Db;
  book: InProcessAlerts;
}): Promise<TMonitoringStatus> {
  const state = await readPortalState({ db });
  const intervalMs = REPORTING_INTERVAL_MS[state.mode];
  // A value is current while its process's next one is not yet due (plus a little slack).
  const recentMs = intervalMs * 2 + 5000;
  const latest = await queryRows<LatestRow>(
    db,
    sql`
      select distinct on (metric_name, context->>'instance')
             metric_name, value, timestamp, context->>'samples' as samples
      from metrics where timestamp > now() - make_interval(secs => ${recentMs / 1000})
      order by metric_name, context->>'instance', timestamp desc`,
  );
  const byMetric = new Map<MonitoredMetric, { value: number; samples: number; at: Date }[]>();
  for (const r of latest) {
    if (!isMonitoredMetric(r.metric_name)) continue;
    byMetric.set(r.metric_name, [
      ...(byMetric.get(r.metric_name) ?? []),
      { value: Number(r.value), samples: Number(r.samples ?? 1), at: new Date(r.timestamp) },
    ]);
  }
  const history = await lastValues(db, KEY_METRICS);
  const keyMetrics: TKeyMetric[] = [];
  for (const name of KEY_METRICS) {
    const rows = byMetric.get(name);
    if (!rows) continue;
    keyMetrics.push({
      name,
      ...METRIC_INFO[name],
      value: combineLatest(name, rows),
      timestamp: new Date(Math.max(...rows.map((r) => r.at.getTime()))).toISOString(),
      anomaly: isAnomaly(history.get(name) ?? []),
    });
  }
  const [last] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select max(timestamp) as at from metrics`,
  );
  const alerts = await listOpenAlerts({ db, book });
  const lastUpdated = last?.at ? new Date(last.at) : null;
  return {
    mode: state.mode,
    active:
      state.features.includes('performanceMonitoring') &&
      lastUpdated !== null &&
      Date.now() - lastUpdated.getTime() < recentMs,
    health: healthOf(alerts),
    lastUpdated: lastUpdated?.toISOString() ?? null,
    activeMetricCount: byMetric.size,
    keyMetrics: keyMetrics.slice(0, 6),
    alerts,
    unacknowledgedCount: alerts.length,
    intervalMs,
  };
}
