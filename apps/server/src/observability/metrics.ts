import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Sampling interval of the event-loop lag histogram (prom-client's default, set explicitly). The
 * nodejs_eventloop_lag_* figures are intervals between samples, so an idle loop reads about this
 * much (measured: min 9.1 ms, mean 10.1 ms at rest): a stall is the maximum minus this interval.
 */
export const EVENT_LOOP_SAMPLE_MS = 10;

/**
 * Metric constructors bound to one registry. The label names are inferred as literal types, so
 * `inc({ source })` with a wrong label fails to compile.
 */
function metricsOn(registry: Registry) {
  const registers = [registry];
  return {
    counter: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Counter<L>({ name, help, labelNames, registers }),
    gauge: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Gauge<L>({ name, help, labelNames, registers }),
    histogram: <L extends string>(
      name: string,
      help: string,
      buckets: number[],
      labelNames: readonly L[] = [],
    ) => new Histogram<L>({ name, help, labelNames, buckets, registers }),
  };
}

/**
 * A counter without labels for the hottest path: counted in a plain number and handed to the
 * registry when it is read (a prom-client `inc` validates and hashes its labels on every call).
 */
function tally(registry: Registry, name: string, help: string): { add: () => void } {
  let n = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(n);
    },
  });
  return {
    add: () => {
      n += 1;
    },
  };
}

/** One registry per app instance so tests can build many apps without name clashes. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const { counter, histogram } = metricsOn(registry);
  return {
    registry,
    httpDuration: histogram(
      'http_request_duration_seconds',
      'HTTP request duration by method, route pattern and status (liveness probes are counted apart)',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ['method', 'route', 'status'],
    ),
    /**
     * Liveness probes answered ahead of the chain (liveness.ts). They are not request durations:
     * a balancer's probe every few seconds, answered in microseconds, would pull the latency
     * percentiles and the error rate of real traffic towards zero (decision 009).
     */
    livenessProbes: tally(
      registry,
      'http_liveness_probes_total',
      'Liveness probes (GET /api/health) answered ahead of the middleware chain',
    ),
    cacheLookups: counter(
      'cache_lookups_total',
      'Cache lookups by cache name and result (hit, miss, stale)',
      ['cache', 'result'],
    ),
    /**
     * Errors the web app reports (POST /api/log at error level; uncaught errors, rejections and
     * rendering errors). Counted here so monitoring can read an error rate without the log table.
     */
    clientErrors: counter('client_errors_total', 'Errors reported by the web app, by kind', [
      'kind',
    ]),
    /** Stored reports whose structure or conditions could not be read (see stored-report.ts). */
    unreadableReports: counter(
      'stored_report_unreadable_total',
      'Stored reports whose structure or conditions snapshot failed to parse, by part',
      ['part'],
    ),
    /** The bite-alert check's progress: saved spots checked, by outcome (sent, skipped, failed). */
    alertSpotsChecked: counter(
      'alert_spots_checked_total',
      'Saved spots the bite-alert check has checked, by outcome',
      ['outcome'],
    ),
    ...createMonitoringMetrics(registry),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 3, 5, 10];

/** The signals behind the monitoring subsystem (alerts, baselines), exported for Prometheus too. */
function createMonitoringMetrics(registry: Registry) {
  const { counter, gauge, histogram } = metricsOn(registry);
  return {
    /** Sign-in requests and session checks, measured by the server. */
    authLatency: histogram(
      'auth_latency_seconds',
      'Sign-in and session-check latency, by kind',
      LATENCY_BUCKETS,
      ['kind'],
    ),
    /** The verify_user_credentials session check (POST /api/session/validate). */
    verificationLatency: histogram(
      'verification_latency_seconds',
      'Session verification latency (POST /api/session/validate)',
      LATENCY_BUCKETS,
    ),
    /** Route transitions the web app reports by beacon. */
    stateTransition: histogram(
      'state_transition_seconds',
      'Route transition time reported by the web app',
      LATENCY_BUCKETS,
    ),
    outsideAttempts: counter(
      'outside_data_attempts_total',
      'Attempts at outside data sources, by source and outcome',
      ['source', 'outcome'],
    ),
    outsideFailedCalls: counter(
      'outside_data_failed_calls_total',
      'Outside-data calls that failed after their retries, by source',
      ['source'],
    ),
    outsideRecovery: histogram(
      'outside_data_recovery_seconds',
      'Time from the first failed attempt at a source to its next success',
      [0.1, 0.5, 1, 2, 5, 10, 30, 60, 300],
      ['source'],
    ),
    cacheInvalidations: counter(
      'cache_invalidations_total',
      'Outside-data cache entries invalidated, by source',
      ['cache'],
    ),
    /** The latest value this process recorded for each monitored metric. */
    monitoredValue: gauge(
      'monitoring_metric_value',
      'Latest recorded value of each monitored metric (ms, ratio or per minute)',
      ['metric'],
    ),
    portalMode: gauge(
      'portal_mode',
      'The portal mode this process has applied (1 for the current one)',
      ['mode'],
    ),
    openAlerts: gauge(
      'monitoring_open_alerts',
      'Unacknowledged alerts this process knows of, by severity',
      ['severity'],
    ),
  };
}
