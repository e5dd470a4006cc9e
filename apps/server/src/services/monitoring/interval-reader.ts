import type { MonitoredMetric } from '@anglerscout/contracts';
import type { Metrics } from '../../observability/metrics.ts';
import type { OutsideDataProbe } from '../../providers/shared/outside-data-probe.ts';

/** One metric's value for a reporting interval, with what it was computed from. */
export interface IntervalValue {
  name: MonitoredMetric;
  value: number;
  /** `samples` weighs this process's value when several processes' values are combined. */
  context: { samples: number } & Record<string, unknown>;
}

interface Totals {
  auth: { sum: number; count: number };
  verification: { sum: number; count: number };
  transition: { sum: number; count: number };
  hits: number;
  misses: number;
  stale: number;
  invalidations: number;
  server5xx: number;
  clientErrors: number;
}

/** The answer cache of whole Conditions answers is ours, not the outside-data cache. */
const NOT_OUTSIDE_DATA = new Set(['conditions']);

type Values = Awaited<ReturnType<Metrics['authLatency']['get']>>['values'];
const sumOf = (values: Values, metricName: string) =>
  values.filter((v) => v.metricName === metricName).reduce((a, v) => a + v.value, 0);

async function totals(m: Metrics): Promise<Totals> {
  const [auth, verification, transition, lookups, invalidations, http, client] = await Promise.all([
    m.authLatency.get(),
    m.verificationLatency.get(),
    m.stateTransition.get(),
    m.cacheLookups.get(),
    m.cacheInvalidations.get(),
    m.httpDuration.get(),
    m.clientErrors.get(),
  ]);
  const timing = (values: Values, name: string) => ({
    sum: sumOf(values, `${name}_sum`),
    count: sumOf(values, `${name}_count`),
  });
  const lookup = (result: string) =>
    lookups.values
      .filter((v) => v.labels.result === result && !NOT_OUTSIDE_DATA.has(String(v.labels.cache)))
      .reduce((a, v) => a + v.value, 0);
  return {
    auth: timing(auth.values, 'auth_latency_seconds'),
    verification: timing(verification.values, 'verification_latency_seconds'),
    transition: timing(transition.values, 'state_transition_seconds'),
    hits: lookup('hit'),
    misses: lookup('miss'),
    stale: lookup('stale'),
    invalidations: invalidations.values.reduce((a, v) => a + v.value, 0),
    server5xx: http.values
      .filter(
        (v) =>
          v.metricName === 'http_request_duration_seconds_count' &&
          String(v.labels.status).startsWith('5'),
      )
      .reduce((a, v) => a + v.value, 0),
    clientErrors: client.values.reduce((a, v) => a + v.value, 0),
  };
}

const meanMs = (now: { sum: number; count: number }, before: { sum: number; count: number }) => {
  const count = now.count - before.count;
  return count > 0 ? { value: ((now.sum - before.sum) / count) * 1000, count } : null;
};

/**
 * Turns this process's counters (prom-client, read as deltas) and the outside-data probe into the
 * monitored metrics of one reporting interval. A metric with nothing to measure in the interval
 * (no sign-ins, no cache lookups) is left out rather than recorded as 0; the error rate is always
 * recorded.
 */
export function createIntervalReader(metrics: Metrics, probe: OutsideDataProbe) {
  let previous: Totals | undefined;
  let previousAt = Date.now();
  return {
    /** Starts the first interval from the counters as they are now. */
    async prime(): Promise<void> {
      previous = await totals(metrics);
      previousAt = Date.now();
      probe.drain();
    },
    async read(): Promise<IntervalValue[]> {
      const now = await totals(metrics);
      const at = Date.now();
      const before = previous ?? now;
      const minutes = Math.max(at - previousAt, 1) / 60_000;
      previous = now;
      previousAt = at;
      const outside = probe.drain();
      const out: IntervalValue[] = [];
      const add = (name: MonitoredMetric, value: number, context: IntervalValue['context']) =>
        out.push({ name, value, context });

      const auth = meanMs(now.auth, before.auth);
      if (auth) add('auth_latency', auth.value, { samples: auth.count });
      const verification = meanMs(now.verification, before.verification);
      if (verification)
        add('verification_latency', verification.value, { samples: verification.count });
      const transition = meanMs(now.transition, before.transition);
      if (transition) add('state_transition_time', transition.value, { samples: transition.count });

      const hits = now.hits - before.hits;
      const lookups = hits + now.misses - before.misses + now.stale - before.stale;
      if (lookups > 0) add('cache_hit_rate', hits / lookups, { samples: lookups, hits });
      const invalidated = now.invalidations - before.invalidations;
      if (lookups + invalidated > 0)
        add('cache_invalidation_rate', invalidated / (lookups + invalidated), {
          samples: lookups + invalidated,
          invalidated,
        });

      const server5xx = now.server5xx - before.server5xx;
      const client = now.clientErrors - before.clientErrors;
      add('error_rate', (server5xx + client + outside.failedCalls) / minutes, {
        samples: 1,
        server5xx,
        client,
        outsideData: outside.failedCalls,
        minutes: Math.round(minutes * 1000) / 1000,
      });

      const recovered = outside.recoveriesMs.length;
      if (recovered + outside.openEpisodes > 0) {
        add('recovery_rate', recovered / (recovered + outside.openEpisodes), {
          samples: recovered + outside.openEpisodes,
          recovered,
          stillFailing: outside.openEpisodes,
        });
        add('recovery_failures', outside.maxEpisodeFailures, { samples: 1 });
      }
      if (recovered > 0)
        add('error_recovery_time', outside.recoveriesMs.reduce((a, b) => a + b, 0) / recovered, {
          samples: recovered,
        });
      return out;
    },
  };
}
