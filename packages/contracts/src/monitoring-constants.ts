import type { PortalMode } from './portal-constants.ts';

/**
 * The monitoring subsystem as data: recording intervals, metrics, alert thresholds, health states
 * and the validation page's targets and texts. Zod-free, so the web app's widgets can read it
 * without pulling zod.
 */
/**
 * Metrics are recorded every 30 s in emergency mode, 10 s in test, 60 s in production; 1000 points
 * are kept per metric and 100 alerts; the UI refreshes every 5 s and shows the last hour.
 */
export const REPORTING_INTERVAL_MS: Record<PortalMode, number> = {
  emergency: 30_000,
  test: 10_000,
  production: 60_000,
};
export const HISTORY_POINTS_PER_METRIC = 1000;
export const ALERTS_KEPT = 100;
export const MONITORING_REFRESH_MS = 5000;
export const DEFAULT_RANGE_MS = 60 * 60_000;
/**
 * The anomaly flag: the latest of the last 10 values (10 needed) is flagged when it is more than 2
 * standard deviations from their mean.
 */
export const ANOMALY_WINDOW = 10;
export const ANOMALY_SIGMAS = 2;

/** The metrics the server records at each reporting interval. */
export const MONITORED_METRICS = [
  'auth_latency',
  'verification_latency',
  'cache_hit_rate',
  'error_rate',
  'recovery_rate',
  'error_recovery_time',
  'recovery_failures',
  'state_transition_time',
  'cache_invalidation_rate',
  'test_scenario_progress',
] as const;
export type MonitoredMetric = (typeof MONITORED_METRICS)[number];

/** How metrics are displayed: ms, percent (a 0..1 ratio shown x100) or per minute. */
export const METRIC_UNITS = ['ms', 'percent', 'per_minute', 'count'] as const;
export type MetricUnit = (typeof METRIC_UNITS)[number];

export const METRIC_INFO: Record<MonitoredMetric, { label: string; unit: MetricUnit }> = {
  auth_latency: { label: 'Auth latency', unit: 'ms' },
  verification_latency: { label: 'Verification latency', unit: 'ms' },
  cache_hit_rate: { label: 'Cache hit rate', unit: 'percent' },
  error_rate: { label: 'Error rate', unit: 'per_minute' },
  recovery_rate: { label: 'Recovery rate', unit: 'percent' },
  error_recovery_time: { label: 'Error recovery time', unit: 'ms' },
  recovery_failures: { label: 'Recovery failures', unit: 'count' },
  state_transition_time: { label: 'State transition', unit: 'ms' },
  cache_invalidation_rate: { label: 'Cache invalidation rate', unit: 'percent' },
  test_scenario_progress: { label: 'Test scenario progress', unit: 'percent' },
};

/** The widget's up to 6 key metrics, in this order. */
export const KEY_METRICS: readonly MonitoredMetric[] = [
  'auth_latency',
  'verification_latency',
  'cache_hit_rate',
  'error_rate',
  'error_recovery_time',
  'state_transition_time',
];

/**
 * Alert triggers: latency, state transition time, error rate and recovery failure alert above
 * their threshold; cache hit rate and recovery rate below. Cache invalidation has no stated
 * direction: too many invalidations is the harm, so above.
 */
export const ALERT_DIRECTION: Partial<Record<MonitoredMetric, 'above' | 'below'>> = {
  auth_latency: 'above',
  verification_latency: 'above',
  state_transition_time: 'above',
  error_rate: 'above',
  recovery_failures: 'above',
  cache_invalidation_rate: 'above',
  cache_hit_rate: 'below',
  recovery_rate: 'below',
};

/**
 * Ratios measured on fewer lookups than this in one interval are recorded but raise no alert: a
 * cold cache after a start (3 hits in 7 lookups) says nothing about the cache's health.
 */
export const ALERT_MIN_SAMPLES: Partial<Record<MonitoredMetric, number>> = {
  cache_hit_rate: 20,
  cache_invalidation_rate: 20,
};

/** Alert thresholds by mode. Recovery rate and recovery time have none, so they never alert. */
export const ALERT_THRESHOLDS: Record<PortalMode, Partial<Record<MonitoredMetric, number>>> = {
  emergency: {
    auth_latency: 500,
    cache_hit_rate: 0.8,
    error_rate: 0.05,
    verification_latency: 5000,
    cache_invalidation_rate: 0.2,
    recovery_failures: 2,
    state_transition_time: 200,
  },
  test: {
    auth_latency: 300,
    cache_hit_rate: 0.85,
    error_rate: 0.02,
    verification_latency: 3000,
    cache_invalidation_rate: 0.15,
    recovery_failures: 3,
    state_transition_time: 150,
  },
  production: {
    auth_latency: 200,
    cache_hit_rate: 0.9,
    error_rate: 0.01,
    verification_latency: 2000,
    cache_invalidation_rate: 0.1,
    recovery_failures: 3,
    state_transition_time: 100,
  },
};

export const ALERT_SEVERITIES = ['info', 'warning', 'error', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
/** Relative deviation beyond the threshold above which each severity applies (10 %, 25 %, 50 %). */
export const SEVERITY_STEPS = { warning: 0.1, error: 0.25, critical: 0.5 } as const;

export const HEALTH_STATES = ['healthy', 'degraded', 'unhealthy'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

/** The texts of the validation page and the monitoring widget. */
export const MONITORING_TEXT = {
  validationFailed: (message: string) => `Validation failed: ${message}`,
  allPassed: 'All validation tests passed!',
  someFailed: 'Some validation tests failed. See details above.',
  loadError: 'Error loading monitoring data. Check console for details.',
  moreAlerts: (n: number) => `+${n} more alerts`,
} as const;

/**
 * The validation page's targets. Each current value is measured (the mean over the last hour), not
 * a fixed built-in number.
 */
export const VALIDATION_TARGETS = [
  { metric: 'auth_latency', label: 'Auth latency', direction: 'below', target: 200 },
  { metric: 'state_transition_time', label: 'State transition', direction: 'below', target: 100 },
  { metric: 'cache_hit_rate', label: 'Cache hit rate', direction: 'above', target: 0.9 },
  { metric: 'error_recovery_time', label: 'Error recovery', direction: 'below', target: 500 },
] as const satisfies readonly {
  metric: MonitoredMetric;
  label: string;
  direction: 'below' | 'above';
  target: number;
}[];
