import {
  ALERT_DIRECTION,
  ALERT_THRESHOLDS,
  ANOMALY_SIGMAS,
  ANOMALY_WINDOW,
  SEVERITY_STEPS,
  type AlertSeverity,
  type HealthState,
  type MonitoredMetric,
  type PortalMode,
} from '@anglerscout/contracts';

export interface Breach {
  severity: AlertSeverity;
  threshold: number;
  /** How far past the threshold, relative to it (0.3 = 30 % worse). */
  deviation: number;
}

/**
 * A metric alerts when it is past its mode's threshold in its direction;
 * the severity follows the relative deviation (over 10 % warning, over 25 % error, over 50 %
 * critical, otherwise info). Null when the metric is within bounds or has no threshold.
 */
export function evaluateThreshold(
  metric: MonitoredMetric,
  value: number,
  mode: PortalMode,
): Breach | null {
  const threshold = ALERT_THRESHOLDS[mode][metric];
  const direction = ALERT_DIRECTION[metric];
  if (threshold === undefined || direction === undefined) return null;
  const past = direction === 'above' ? value > threshold : value < threshold;
  if (!past) return null;
  // Rounded to 1e-9 so decimal thresholds meet their boundaries exactly (0.8 - 0.72 is not 0.08).
  const deviation =
    threshold === 0
      ? Infinity
      : Math.round((Math.abs(value - threshold) / Math.abs(threshold)) * 1e9) / 1e9;
  return { severity: severityFor(deviation), threshold, deviation };
}

function severityFor(deviation: number): AlertSeverity {
  if (deviation > SEVERITY_STEPS.critical) return 'critical';
  if (deviation > SEVERITY_STEPS.error) return 'error';
  if (deviation > SEVERITY_STEPS.warning) return 'warning';
  return 'info';
}

const SEVERITY_RANK: Record<AlertSeverity, number> = { info: 0, warning: 1, error: 2, critical: 3 };
export const severityRank = (s: AlertSeverity) => SEVERITY_RANK[s];

/**
 * Unhealthy if any unacknowledged alert is critical, degraded if any is an
 * error or a warning, otherwise healthy (info alerts do not count).
 */
export function healthOf(
  alerts: { severity: AlertSeverity; acknowledged: boolean }[],
): HealthState {
  const open = alerts.filter((a) => !a.acknowledged);
  if (open.some((a) => a.severity === 'critical')) return 'unhealthy';
  if (open.some((a) => a.severity === 'error' || a.severity === 'warning')) return 'degraded';
  return 'healthy';
}

/**
 * The latest of the last 10 values (oldest first; at least 10 needed) is an
 * anomaly if it lies more than 2 standard deviations (of those 10) from their mean.
 */
export function isAnomaly(valuesOldestFirst: readonly number[]): boolean {
  if (valuesOldestFirst.length < ANOMALY_WINDOW) return false;
  const window = valuesOldestFirst.slice(-ANOMALY_WINDOW);
  const mean = window.reduce((a, b) => a + b, 0) / window.length;
  const variance = window.reduce((a, b) => a + (b - mean) ** 2, 0) / window.length;
  const sd = Math.sqrt(variance);
  const latest = window.at(-1)!;
  return sd > 0 && Math.abs(latest - mean) > ANOMALY_SIGMAS * sd;
}
