import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  return { registry, httpDuration, cacheLookups, clientErrors };
}
export type Metrics = ReturnType<typeof createMetrics>;
