import { z } from 'zod';
import {
  ALERT_SEVERITIES,
  HEALTH_STATES,
  METRIC_UNITS,
  MONITORED_METRICS,
} from './monitoring-constants.ts';
import {
  LOAD_PROFILES,
  PORTAL_FEATURES,
  PORTAL_MODES,
  SCENARIO_TYPES,
} from './portal-constants.ts';
import { oneLineText } from './validation.ts';

export const ZPortalMode = z.enum(PORTAL_MODES);

/** POST /api/admin/portal/mode */
export const ZSwitchModeRequest = z.object({ mode: ZPortalMode });

/** PUT /api/admin/portal/features: switch features of the current mode's set off or on again. */
export const ZSetFeaturesRequest = z.object({
  features: z.partialRecord(z.enum(PORTAL_FEATURES), z.boolean()),
});

/** POST /api/admin/portal/sessions */
export const ZStartSessionRequest = z.object({ mode: ZPortalMode });

export const ZPortalSession = z.object({
  id: z.string(),
  mode: ZPortalMode,
  startTime: z.string(),
  features: z.array(z.enum(PORTAL_FEATURES)),
  startedBy: z.string().nullable(),
});
export type TPortalSession = z.infer<typeof ZPortalSession>;

export const ZPortalState = z.object({
  mode: ZPortalMode,
  features: z.array(z.enum(PORTAL_FEATURES)),
  transition: z.object({ target: ZPortalMode, startedAt: z.string() }).nullable(),
  changedAt: z.string(),
  instances: z.array(z.object({ id: z.string(), mode: ZPortalMode, seenAt: z.string() })),
  sessions: z.array(ZPortalSession),
});
export type TPortalState = z.infer<typeof ZPortalState>;

/** Scenario ids: one line of letters, digits, dot, dash or underscore. */
export const ZScenarioId = oneLineText()
  .min(1, 'Give the scenario an id.')
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dot, dash or underscore.');

/** POST /api/admin/monitoring/scenarios: the server checks the type ('Unknown scenario type'). */
export const ZRunScenarioRequest = z.object({
  id: ZScenarioId,
  type: oneLineText().max(40),
  config: z.record(z.string(), z.unknown()).default({}),
});
export type TRunScenarioRequest = z.input<typeof ZRunScenarioRequest>;

export const FAULT_CODES = ['timeout', '429', '500', '502', '503', '504'] as const;
export const FAULT_SOURCES = [
  'open-meteo-forecast',
  'open-meteo-marine',
  'usgs-water',
  'noaa-coops',
] as const;

/** Error scenario: errorCode, delay (0), retryAttempts (3), plus which source, how many faults. */
export const ZErrorScenarioConfig = z.object({
  errorCode: z.enum(FAULT_CODES).default('503'),
  delay: z.number().int().min(0).max(10_000).default(0),
  retryAttempts: z.number().int().min(0).max(10).default(3),
  source: z.enum(FAULT_SOURCES).default('open-meteo-forecast'),
  /** How many attempts at the source fail before it answers again. */
  failures: z.number().int().min(1).max(20).default(3),
});
export const ZCacheScenarioConfig = z.object({
  cachePattern: oneLineText()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9:.*_-]+$/, 'A key pattern: letters, digits, : . _ - and * as wildcard.'),
  loadProfile: z.enum(LOAD_PROFILES).default('normal'),
});
export const ZPerformanceScenarioConfig = z.object({
  loadProfile: z.enum(LOAD_PROFILES).default('normal'),
});
export const ZStateScenarioConfig = z.object({
  recoveryPath: z.enum(['automatic', 'manual']).default('automatic'),
});

export const ZScenario = z.object({
  id: z.string(),
  type: z.enum(SCENARIO_TYPES),
  config: z.record(z.string(), z.unknown()),
  status: z.enum(['running', 'passed', 'failed', 'interrupted']),
  phase: z.string(),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TScenario = z.infer<typeof ZScenario>;
export type TScenarioStatus = TScenario['status'];
/** GET /api/admin/monitoring/scenarios */
export const ZScenarioList = z.object({ items: z.array(ZScenario) });

const ZMetricName = z.enum(MONITORED_METRICS);
const ZMetricUnit = z.enum(METRIC_UNITS);
export const ZMetricPoint = z.object({
  value: z.number(),
  timestamp: z.string(),
  mode: ZPortalMode,
});
export type TMetricPoint = z.infer<typeof ZMetricPoint>;

export const ZKeyMetric = z.object({
  name: ZMetricName,
  label: z.string(),
  unit: ZMetricUnit,
  value: z.number(),
  timestamp: z.string(),
  anomaly: z.boolean(),
});
export type TKeyMetric = z.infer<typeof ZKeyMetric>;

export const ZAlert = z.object({
  id: z.string(),
  metricName: ZMetricName,
  threshold: z.number(),
  actualValue: z.number(),
  timestamp: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  acknowledged: z.boolean(),
  mode: ZPortalMode,
  stored: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlert>;
/** POST /api/admin/monitoring/alerts/clear */
export const ZAlertsCleared = z.object({ cleared: z.number() });

/** GET /api/admin/monitoring/status: what the widget shows. */
export const ZMonitoringStatus = z.object({
  mode: ZPortalMode,
  active: z.boolean(),
  health: z.enum(HEALTH_STATES),
  lastUpdated: z.string().nullable(),
  activeMetricCount: z.number(),
  keyMetrics: z.array(ZKeyMetric),
  alerts: z.array(ZAlert),
  unacknowledgedCount: z.number(),
  intervalMs: z.number(),
});
export type TMonitoringStatus = z.infer<typeof ZMonitoringStatus>;

export const ZMetricHistoryQuery = z.object({
  names: oneLineText().max(400).optional(),
  range: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(7 * 86_400_000)
    .default(3_600_000),
  mode: ZPortalMode.optional(),
});

export const ZMetricSeries = z.object({
  name: ZMetricName,
  label: z.string(),
  unit: ZMetricUnit,
  points: z.array(ZMetricPoint),
  anomaly: z.boolean(),
});
export type TMetricSeries = z.infer<typeof ZMetricSeries>;
/** GET /api/admin/monitoring/metrics */
export const ZMetricHistory = z.object({ series: z.array(ZMetricSeries) });

export const ZBaseline = z.object({
  authLatency: z.number(),
  cacheHitRate: z.number(),
  errorRecoveryTime: z.number(),
  stateTransitionTime: z.number(),
  errorRate: z.number(),
  recoveryRate: z.number(),
  mode: ZPortalMode,
  timestamp: z.string(),
});
export type TBaseline = z.infer<typeof ZBaseline>;
/** GET /api/admin/monitoring/baseline (null until one is recorded) and its POST */
export const ZBaselineState = z.object({ baseline: ZBaseline.nullable() });
export const ZBaselineSaved = z.object({ baseline: ZBaseline });

export const ZValidationResult = z.object({
  metric: ZMetricName,
  label: z.string(),
  direction: z.enum(['below', 'above']),
  target: z.number(),
  current: z.number().nullable(),
  samples: z.number(),
  passed: z.boolean(),
});
export type TValidationResult = z.infer<typeof ZValidationResult>;

export const ZValidationRun = z.object({
  results: z.array(ZValidationResult),
  passed: z.boolean(),
  measuredFrom: z.string(),
  measuredTo: z.string(),
});
export type TValidationRun = z.infer<typeof ZValidationRun>;
