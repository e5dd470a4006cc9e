import { z } from 'zod';
import type {
  AlertSeverity,
  HealthState,
  MetricUnit,
  MonitoredMetric,
} from './monitoring-constants.ts';
import {
  LOAD_PROFILES,
  PORTAL_FEATURES,
  PORTAL_MODES,
  type PortalFeature,
  type PortalMode,
  type ScenarioType,
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

export interface TPortalSession {
  id: string;
  mode: PortalMode;
  startTime: string;
  features: PortalFeature[];
  startedBy: string | null;
}

export interface TPortalState {
  mode: PortalMode;
  features: PortalFeature[];
  /** A switch under way (by any process), or null. */
  transition: { target: PortalMode; startedAt: string } | null;
  changedAt: string;
  /** Server processes seen in the last few seconds and the mode each has applied. */
  instances: { id: string; mode: PortalMode; seenAt: string }[];
  sessions: TPortalSession[];
}

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

export type TScenarioStatus = 'running' | 'passed' | 'failed' | 'interrupted';

export interface TScenario {
  id: string;
  type: ScenarioType;
  config: Record<string, unknown>;
  status: TScenarioStatus;
  /** start, run, validate, cleanup, done */
  phase: string;
  /** What was measured and what was checked, per type. */
  result: Record<string, unknown> | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface TMetricPoint {
  value: number;
  timestamp: string;
  mode: PortalMode;
}

export interface TKeyMetric {
  name: MonitoredMetric;
  label: string;
  unit: MetricUnit;
  value: number;
  timestamp: string;
  /** The latest value lies more than 2 standard deviations from the mean of the last 10. */
  anomaly: boolean;
}

export interface TAlert {
  id: string;
  metricName: MonitoredMetric;
  threshold: number;
  actualValue: number;
  timestamp: string;
  severity: AlertSeverity;
  acknowledged: boolean;
  mode: PortalMode;
  /** Stored in the alerts table (production mode or critical); otherwise held by one process. */
  stored: boolean;
}

/** GET /api/admin/monitoring/status: what the widget shows. */
export interface TMonitoringStatus {
  mode: PortalMode;
  active: boolean;
  health: HealthState;
  lastUpdated: string | null;
  activeMetricCount: number;
  keyMetrics: TKeyMetric[];
  /** Unacknowledged alerts, newest first. */
  alerts: TAlert[];
  unacknowledgedCount: number;
  intervalMs: number;
}

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

export interface TMetricSeries {
  name: MonitoredMetric;
  label: string;
  unit: MetricUnit;
  points: TMetricPoint[];
  anomaly: boolean;
}

export interface TBaseline {
  authLatency: number;
  cacheHitRate: number;
  errorRecoveryTime: number;
  stateTransitionTime: number;
  errorRate: number;
  recoveryRate: number;
  mode: PortalMode;
  timestamp: string;
}

export interface TValidationResult {
  metric: MonitoredMetric;
  label: string;
  direction: 'below' | 'above';
  target: number;
  /** Measured over the last hour; null when nothing was measured. */
  current: number | null;
  samples: number;
  passed: boolean;
}

export interface TValidationRun {
  results: TValidationResult[];
  passed: boolean;
  measuredFrom: string;
  measuredTo: string;
}
