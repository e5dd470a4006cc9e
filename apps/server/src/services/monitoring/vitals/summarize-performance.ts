import { sql } from 'drizzle-orm';
import {
  PERFORMANCE_METRICS,
  PERFORMANCE_RANGES,
  rateVital,
  VITAL_THRESHOLDS,
  type PerformanceMetricName,
  type PerformanceRange,
  type TPerformanceSummary,
  type TRoutePerformance,
} from '@anglerscout/contracts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/** Trend buckets: about a dozen to two dozen points per range. */
const BUCKET_MS: Record<PerformanceRange, number> = {
  '1h': 5 * 60_000,
  '6h': 15 * 60_000,
  '24h': 60 * 60_000,
  '7d': 6 * 60 * 60_000,
};

const RATING_RANK = { good: 0, 'needs-improvement': 1, poor: 2 } as const;

const isMetricName = (name: string): name is PerformanceMetricName =>
  (PERFORMANCE_METRICS as readonly string[]).includes(name);

/**
 * The performance dashboard: the 75th percentile (the figure web vitals are judged by) per route
 * and metric over a time range, rated good, needs improvement or poor by each vital's thresholds,
 * worst routes first; and each metric's p75 over time. Computed by PostgreSQL (percentile_cont).
 */
export async function summarizePerformance(opts: {
  db: Db;
  range: PerformanceRange;
  now?: Date;
}): Promise<TPerformanceSummary> {
  const to = opts.now ?? new Date();
  const from = new Date(to.getTime() - PERFORMANCE_RANGES[opts.range]);
  const bucketMs = BUCKET_MS[opts.range];
  const perRoute = await queryRows<{
    route: string;
    metric_name: string;
    p75: number;
    samples: number;
  }>(
    opts.db,
    sql`
      select route, metric_name,
             percentile_cont(0.75) within group (order by metric_value) as p75,
             count(*)::int as samples
      from performance_metrics
      where timestamp >= ${from.toISOString()} and timestamp <= ${to.toISOString()}
      group by route, metric_name`,
  );
  const routes = new Map<string, TRoutePerformance>();
  let totalSamples = 0;
  for (const r of perRoute) {
    if (!isMetricName(r.metric_name)) continue;
    const p75 = Number(r.p75);
    const rating = rateVital(r.metric_name, p75);
    const entry = routes.get(r.route) ?? { route: r.route, worst: 0, metrics: [] };
    entry.metrics.push({ name: r.metric_name, p75, samples: Number(r.samples), rating });
    if (rating) entry.worst = Math.max(entry.worst, RATING_RANK[rating]);
    totalSamples += Number(r.samples);
    routes.set(r.route, entry);
  }
  const order = (name: PerformanceMetricName) => PERFORMANCE_METRICS.indexOf(name);
  const sorted = [...routes.values()]
    .map((r) => ({ ...r, metrics: r.metrics.sort((a, b) => order(a.name) - order(b.name)) }))
    .sort(
      (a, b) =>
        b.worst - a.worst || worstRatio(b) - worstRatio(a) || a.route.localeCompare(b.route),
    );
  const trendRows = await queryRows<{
    bucket: number;
    metric_name: string;
    p75: number;
    samples: number;
  }>(
    opts.db,
    sql`
      select floor(extract(epoch from timestamp) * 1000 / ${bucketMs})::bigint as bucket, metric_name,
             percentile_cont(0.75) within group (order by metric_value) as p75,
             count(*)::int as samples
      from performance_metrics
      where timestamp >= ${from.toISOString()} and timestamp <= ${to.toISOString()}
      group by bucket, metric_name order by bucket`,
  );
  return {
    range: opts.range,
    from: from.toISOString(),
    to: to.toISOString(),
    bucketMs,
    routes: sorted,
    trend: trendRows
      .filter((r) => isMetricName(r.metric_name))
      .map((r) => ({
        at: new Date(Number(r.bucket) * bucketMs).toISOString(),
        name: r.metric_name as PerformanceMetricName,
        p75: Number(r.p75),
        samples: Number(r.samples),
      })),
    totalSamples,
  };
}

/** Among routes of equal rating, the one furthest towards its poor thresholds comes first. */
function worstRatio(route: TRoutePerformance): number {
  const limits: Partial<Record<string, readonly [number, number]>> = VITAL_THRESHOLDS;
  return Math.max(0, ...route.metrics.map((m) => m.p75 / (limits[m.name]?.[1] ?? Infinity)));
}
