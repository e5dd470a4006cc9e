import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  HISTORY_POINTS_PER_METRIC,
  METRIC_INFO,
  MONITORED_METRICS,
  type MonitoredMetric,
  type PortalMode,
  type TMetricSeries,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { metrics } from '../../db/schema/index.ts';
import type { IntervalValue } from './interval-reader.ts';
import { isAnomaly } from './alert-rules.ts';

export const isMonitoredMetric = (name: string): name is MonitoredMetric =>
  (MONITORED_METRICS as readonly string[]).includes(name);

/** Writes one interval's values and keeps the newest 1,000 points of each metric. */
export async function recordMetricValues(opts: {
  db: Db;
  values: IntervalValue[];
  mode: PortalMode;
  instanceId: string;
  at?: Date;
}): Promise<void> {
  const { db, values } = opts;
  if (values.length === 0) return;
  const timestamp = opts.at ?? new Date();
  await db.insert(metrics).values(
    values.map((v) => ({
      metricName: v.name,
      value: v.value,
      portalMode: opts.mode,
      timestamp,
      context: { ...v.context, instance: opts.instanceId },
    })),
  );
  // Each metric's 1,000th newest point is found through the (metric_name, timestamp) index;
  // anything older goes. No scan of the whole history on every interval.
  const names = sql.join(
    values.map((v) => sql`(${v.name})`),
    sql`, `,
  );
  await db.execute(sql`
    delete from metrics m using (
      select n.name, (select timestamp from metrics where metric_name = n.name
                      order by timestamp desc offset ${HISTORY_POINTS_PER_METRIC - 1} limit 1) as cutoff
      from (values ${names}) as n(name)
    ) c
    where m.metric_name = c.name and m.timestamp < c.cutoff`);
}

export interface MetricHistoryOptions {
  db: Db;
  names: MonitoredMetric[];
  from: Date;
  mode?: PortalMode;
}

/** Metrics by a list of names, a time range and an optional mode, oldest first. */
export async function getMetricHistory(opts: MetricHistoryOptions): Promise<TMetricSeries[]> {
  const where: SQL[] = [inArray(metrics.metricName, opts.names), gte(metrics.timestamp, opts.from)];
  if (opts.mode) where.push(eq(metrics.portalMode, opts.mode));
  const rows = await opts.db
    .select()
    .from(metrics)
    .where(and(...where))
    .orderBy(asc(metrics.timestamp));
  return opts.names.map((name) => {
    const points = rows
      .filter((r) => r.metricName === name)
      .map((r) => ({
        value: r.value,
        timestamp: r.timestamp.toISOString(),
        mode: r.portalMode as PortalMode,
      }));
    return {
      name,
      ...METRIC_INFO[name],
      points,
      anomaly: isAnomaly(points.map((p) => p.value)),
    };
  });
}

/** The last 10 values of each metric, oldest first (for the anomaly flag). */
export async function lastValues(db: Db, names: readonly MonitoredMetric[]) {
  const rows = await queryRows<{ metric_name: string; value: number }>(
    db,
    sql`
    select metric_name, value from (
      select metric_name, value, timestamp, id,
             row_number() over (partition by metric_name order by timestamp desc, id desc) as n
      from metrics where metric_name in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )})
    ) recent where n <= 10 order by timestamp asc, id asc`,
  );
  const out = new Map<string, number[]>();
  for (const r of rows)
    out.set(r.metric_name, [...(out.get(r.metric_name) ?? []), Number(r.value)]);
  return out;
}
