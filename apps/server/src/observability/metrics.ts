import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Sampling interval of the event-loop lag histogram (prom-client's default, set explicitly). The
 * nodejs_eventloop_lag_* figures are intervals between samples, so an idle loop reads about this
 * much (measured: min 9.1 ms, mean 10.1 ms at rest): a stall is the maximum minus this interval.
 */
export const EVENT_LOOP_SAMPLE_MS = 10;

/** One registry per app instance so tests can build many apps without name clashes. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Cache lookups by cache name and result (hit, miss, stale)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  /**
   * Errors the web app reports (POST /api/log at error level; uncaught errors, rejections and
   * rendering errors). Counted here so monitoring can read an error rate without the log table.
   */
  const clientErrors = new Counter({
    name: 'client_errors_total',
    help: 'Errors reported by the web app, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  return {
    registry,
    httpDuration,
    cacheLookups,
    clientErrors,
    ...createMonitoringMetrics(registry),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 3, 5, 10];

/** The signals behind the monitoring subsystem (alerts, baselines), exported for Prometheus too. */
function createMonitoringMetrics(registry: Registry) {
  return {
    /** Sign-in requests and session checks, measured by the server. */
    authLatency: new Histogram({
      name: 'auth_latency_seconds',
      help: 'Sign-in and session-check latency, by kind',
      labelNames: ['kind'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    /** The verify_user_credentials session check (POST /api/session/validate). */
    verificationLatency: new Histogram({
      name: 'verification_latency_seconds',
      help: 'Session verification latency (POST /api/session/validate)',
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    /** Route transitions the web app reports by beacon. */
    stateTransition: new Histogram({
      name: 'state_transition_seconds',
      help: 'Route transition time reported by the web app',
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    outsideAttempts: new Counter({
      name: 'outside_data_attempts_total',
      help: 'Attempts at outside data sources, by source and outcome',
      labelNames: ['source', 'outcome'] as const,
      registers: [registry],
    }),
    outsideFailedCalls: new Counter({
      name: 'outside_data_failed_calls_total',
      help: 'Outside-data calls that failed after their retries, by source',
      labelNames: ['source'] as const,
      registers: [registry],
    }),
    outsideRecovery: new Histogram({
      name: 'outside_data_recovery_seconds',
      help: 'Time from the first failed attempt at a source to its next success',
      labelNames: ['source'] as const,
      buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    cacheInvalidations: new Counter({
      name: 'cache_invalidations_total',
      help: 'Outside-data cache entries invalidated, by source',
      labelNames: ['cache'] as const,
      registers: [registry],
    }),
    /** The latest value this process recorded for each monitored metric. */
    monitoredValue: new Gauge({
      name: 'monitoring_metric_value',
      help: 'Latest recorded value of each monitored metric (ms, ratio or per minute)',
      labelNames: ['metric'] as const,
      registers: [registry],
    }),
    portalMode: new Gauge({
      name: 'portal_mode',
      help: 'The portal mode this process has applied (1 for the current one)',
      labelNames: ['mode'] as const,
      registers: [registry],
    }),
    openAlerts: new Gauge({
      name: 'monitoring_open_alerts',
      help: 'Unacknowledged alerts this process knows of, by severity',
      labelNames: ['severity'] as const,
      registers: [registry],
    }),
  };
}
