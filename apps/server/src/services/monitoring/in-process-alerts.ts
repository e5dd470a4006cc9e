import { ALERTS_KEPT, ALERT_SEVERITIES, type TAlert } from '@anglerscout/contracts';
import type { Metrics } from '../../observability/metrics.ts';

/**
 * This process's alerts: in full, the ones not stored in the database (not critical, not in
 * production mode), and, for deduplication, which metric has an open alert raised here (stored or
 * not).
 * At most 100 are kept, newest first.
 */
export function createInProcessAlerts(metrics: Metrics) {
  let local: TAlert[] = [];
  const openByMetric = new Map<string, TAlert>();
  const show = () => {
    for (const severity of ALERT_SEVERITIES)
      metrics.openAlerts.set(
        { severity },
        local.filter((a) => !a.acknowledged && a.severity === severity).length,
      );
  };
  return {
    /** The open alert this process raised for a metric, if any. */
    openFor: (metric: string) => openByMetric.get(metric),
    add(alert: TAlert) {
      openByMetric.set(alert.metricName, alert);
      if (!alert.stored) local = [alert, ...local].slice(0, ALERTS_KEPT);
      show();
    },
    /** Updates the open alert's latest value (a breach that goes on). */
    refresh(alert: TAlert, actualValue: number, timestamp: string) {
      alert.actualValue = actualValue;
      alert.timestamp = timestamp;
    },
    /** Forgets a stored alert that was acknowledged elsewhere. */
    forget(metric: string) {
      openByMetric.delete(metric);
    },
    openLocal: () => local.filter((a) => !a.acknowledged),
    /** Acknowledges a local alert; false when this process holds no such open alert. */
    acknowledge(id: string): boolean {
      const found = local.find((a) => a.id === id && !a.acknowledged);
      for (const [metric, open] of openByMetric) if (open.id === id) openByMetric.delete(metric);
      if (!found) return false;
      found.acknowledged = true;
      show();
      return true;
    },
    clear() {
      local = [];
      openByMetric.clear();
      show();
    },
  };
}
export type InProcessAlerts = ReturnType<typeof createInProcessAlerts>;
