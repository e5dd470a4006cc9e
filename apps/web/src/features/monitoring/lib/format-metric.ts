import {
  METRIC_INFO,
  type AlertSeverity,
  type HealthState,
  type MetricUnit,
  type MonitoredMetric,
} from '@anglerscout/contracts';

/** Metrics read as ms, as percent, or per minute for the error rate. */
export function formatMetric(value: number, unit: MetricUnit): string {
  switch (unit) {
    case 'ms':
      return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US')} ms`;
    case 'percent':
      return `${(value * 100).toFixed(1)}%`;
    case 'per_minute':
      return `${value < 10 ? value.toFixed(2) : Math.round(value)}/min`;
    case 'count':
      return String(Math.round(value));
  }
}

export const formatMetricOf = (name: MonitoredMetric, value: number) =>
  formatMetric(value, METRIC_INFO[name].unit);

export const HEALTH_STYLE: Record<HealthState, { dot: string; text: string; label: string }> = {
  healthy: { dot: 'bg-emerald-500', text: 'text-emerald-800', label: 'Healthy' },
  degraded: { dot: 'bg-amber-500', text: 'text-amber-800', label: 'Degraded' },
  unhealthy: { dot: 'bg-red-600', text: 'text-red-800', label: 'Unhealthy' },
};

export const SEVERITY_STYLE: Record<AlertSeverity, string> = {
  info: 'bg-slate-100 text-slate-800',
  warning: 'bg-amber-100 text-amber-900',
  error: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-100 text-red-900',
};

export const clockTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
