/**
 * The portal-mode and monitoring subsystem as data: modes, features, thresholds, messages and
 * targets. Zod-free, so the web app's beacon code and widgets can read it without pulling zod.
 */
export const PORTAL_MODES = ['emergency', 'test', 'production'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];
export const DEFAULT_PORTAL_MODE: PortalMode = 'emergency';

export const PORTAL_FEATURES = [
  'errorInjection',
  'performanceMonitoring',
  'stateLogging',
  'cacheControl',
] as const;
export type PortalFeature = (typeof PORTAL_FEATURES)[number];

/** Test mode enables every feature; the others only performance monitoring and state logging. */
export const MODE_FEATURES: Record<PortalMode, readonly PortalFeature[]> = {
  emergency: ['performanceMonitoring', 'stateLogging'],
  test: PORTAL_FEATURES,
  production: ['performanceMonitoring', 'stateLogging'],
};

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
export type MetricUnit = 'ms' | 'percent' | 'per_minute' | 'count';

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

export const SCENARIO_TYPES = ['error', 'cache', 'performance', 'state'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
/** A test scenario of each type runs only while this portal feature is enabled. */
export const SCENARIO_FEATURE: Record<ScenarioType, PortalFeature> = {
  error: 'errorInjection',
  cache: 'cacheControl',
  performance: 'performanceMonitoring',
  state: 'stateLogging',
};
export const LOAD_PROFILES = ['light', 'normal', 'heavy'] as const;
export type LoadProfile = (typeof LOAD_PROFILES)[number];

/** The portal's error messages, worded exactly as users and tests see them. */
export const PORTAL_MESSAGES = {
  transitionInProgress: 'Mode transition already in progress',
  cannotCreateSession: (mode: string) => `Cannot create session: portal is in ${mode} mode`,
  sessionNotFound: 'Session not found',
  invalidSwitch: 'Invalid mode switch',
  verificationFailed: 'Mode switch verification failed',
  testModeOnly: 'Test scenarios can only be executed in test mode',
  scenarioRunning: (id: string) => `Scenario with ID ${id} is already running`,
  featureDisabled: {
    errorInjection: 'Error injection is not enabled',
    cacheControl: 'Cache control is not enabled',
    performanceMonitoring: 'Performance monitoring is not enabled',
    stateLogging: 'State logging is not enabled',
  } satisfies Record<PortalFeature, string>,
  unknownScenarioType: 'Unknown scenario type',
} as const;

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

/** Web vitals and page timings the web app sends to POST /api/vitals. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
export const CUSTOM_TIMINGS = ['page_load', 'route_transition'] as const;
export const PERFORMANCE_METRICS = [...WEB_VITALS, ...CUSTOM_TIMINGS] as const;
export type PerformanceMetricName = (typeof PERFORMANCE_METRICS)[number];

/** Web-vital ratings: good up to the first number, poor above the second (CLS has no unit). */
export const VITAL_THRESHOLDS: Record<WebVital, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
  FID: [100, 300],
};
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: PerformanceMetricName, value: number): VitalRating | null {
  const limits = (VITAL_THRESHOLDS as Partial<Record<string, readonly [number, number]>>)[name];
  if (!limits) return null;
  if (value <= limits[0]) return 'good';
  return value > limits[1] ? 'poor' : 'needs-improvement';
}

/** The telemetry buffer: sent when it holds 10 entries, or every 5 seconds. */
export const BEACON_BUFFER_ENTRIES = 10;
export const BEACON_FLUSH_MS = 5000;
export const VITALS_PATH = '/api/vitals';

export const PERFORMANCE_RANGES = {
  '1h': 3_600_000,
  '6h': 21_600_000,
  '24h': 86_400_000,
  '7d': 604_800_000,
} as const;
export type PerformanceRange = keyof typeof PERFORMANCE_RANGES;
