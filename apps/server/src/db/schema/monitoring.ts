import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Metric record: one row per metric per reporting interval per server
 * process (`context.instance` names it). At most 1,000 rows are kept per metric.
 */
export const metrics = pgTable(
  'metrics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    metricName: text('metric_name').notNull(),
    value: doublePrecision('value').notNull(),
    portalMode: text('portal_mode').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('metrics_name_time_idx').on(t.metricName, t.timestamp)],
);

/**
 * Alert: stored in production mode or when critical; the others
 * live in the memory of the process that raised them. At most 100 are kept.
 */
export const alerts = pgTable(
  'alerts',
  {
    alertId: uuid('alert_id').primaryKey(),
    metricName: text('metric_name').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    actualValue: doublePrecision('actual_value').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    severity: text('severity').notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    portalMode: text('portal_mode').notNull(),
    acknowledgedBy: text('acknowledged_by'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('alerts_open_idx').on(t.acknowledged, t.timestamp)],
);

/** Baseline metrics: the averages of the collected values per mode (0 if none). */
export const baselineMetrics = pgTable(
  'baseline_metrics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    authLatency: doublePrecision('auth_latency').notNull(),
    cacheHitRate: doublePrecision('cache_hit_rate').notNull(),
    errorRecoveryTime: doublePrecision('error_recovery_time').notNull(),
    stateTransitionTime: doublePrecision('state_transition_time').notNull(),
    errorRate: doublePrecision('error_rate').notNull(),
    recoveryRate: doublePrecision('recovery_rate').notNull(),
    portalMode: text('portal_mode').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('baseline_metrics_mode_time_idx').on(t.portalMode, t.timestamp)],
);

/**
 * Performance metric row: web vitals and page timings from real visits.
 * No personal data beyond the user id (from the session) and a random per-visit id.
 */
export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    metricUnit: text('metric_unit').notNull(),
    /** web_vital or custom */
    metricType: text('metric_type').notNull(),
    userId: text('user_id'),
    sessionId: text('session_id').notNull(),
    route: text('route').notNull(),
    /** Browser family and major version only. */
    userAgent: text('user_agent').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('performance_metrics_time_idx').on(t.timestamp),
    index('performance_metrics_route_idx').on(t.route, t.metricName, t.timestamp),
  ],
);

/**
 * The portal's mode, one row (id 1) shared by every server process. A switch claims the row
 * (`transition_id`) so a second switch, from any process, is refused while one is under way.
 */
export const portalState = pgTable('portal_state', {
  id: integer('id').primaryKey(),
  mode: text('mode').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  transitionId: uuid('transition_id'),
  transitionTarget: text('transition_target'),
  transitionStartedAt: timestamp('transition_started_at', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: text('changed_by'),
});

/** Portal session: id, mode, start time, features; ended ones are kept a day. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mode: text('mode').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    features: jsonb('features').$type<string[]>().notNull(),
    startedBy: text('started_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('portal_sessions_open_idx').on(t.endedAt, t.mode)],
);

/**
 * Each running server process, its heartbeat and the mode it has applied: a switch is verified
 * once every live process reports the new mode.
 */
export const portalInstances = pgTable('portal_instances', {
  instanceId: text('instance_id').primaryKey(),
  mode: text('mode').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Test scenario: one row per id; a running id cannot start again. */
export const testScenarios = pgTable(
  'test_scenarios',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    phase: text('phase').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    instanceId: text('instance_id').notNull(),
    startedBy: text('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('test_scenarios_started_idx').on(t.startedAt)],
);
