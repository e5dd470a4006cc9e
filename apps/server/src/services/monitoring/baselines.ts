import { and, avg, desc, eq, type SQL } from 'drizzle-orm';
import type { PortalMode, TBaseline } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { baselineMetrics, metrics } from '../../db/schema/index.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';

const BASELINE_METRICS = {
  authLatency: 'auth_latency',
  cacheHitRate: 'cache_hit_rate',
  errorRecoveryTime: 'error_recovery_time',
  stateTransitionTime: 'state_transition_time',
  errorRate: 'error_rate',
  recoveryRate: 'recovery_rate',
} as const;

const toBaseline = (r: typeof baselineMetrics.$inferSelect): TBaseline => ({
  authLatency: r.authLatency,
  cacheHitRate: r.cacheHitRate,
  errorRecoveryTime: r.errorRecoveryTime,
  stateTransitionTime: r.stateTransitionTime,
  errorRate: r.errorRate,
  recoveryRate: r.recoveryRate,
  mode: r.portalMode as PortalMode,
  timestamp: r.timestamp.toISOString(),
});

/**
 * A baseline holds, per mode, the average of each metric's collected values
 * (the history kept, at most 1,000 points each), or 0 where none were collected.
 */
export async function captureBaseline({
  db,
  mode,
  actor,
}: {
  db: Db;
  mode: PortalMode;
  actor: AdminActor;
}): Promise<TBaseline> {
  const averages = await Promise.all(
    Object.entries(BASELINE_METRICS).map(async ([field, metric]) => {
      const [row] = await db
        .select({ mean: avg(metrics.value) })
        .from(metrics)
        .where(and(eq(metrics.metricName, metric), eq(metrics.portalMode, mode)));
      return [field, row?.mean === null || row?.mean === undefined ? 0 : Number(row.mean)] as const;
    }),
  );
  const values = Object.fromEntries(averages) as Record<keyof typeof BASELINE_METRICS, number>;
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(baselineMetrics)
      .values({ ...values, portalMode: mode })
      .returning();
    await recordAdminAction({
      db: tx,
      actor,
      action: 'baseline.capture',
      target: { type: 'baseline', id: String(made!.id) },
      after: { ...values, mode },
    });
    return made!;
  });
  return toBaseline(row);
}

/** The latest baseline, optionally for one mode. */
export async function latestBaseline({ db, mode }: { db: Db; mode?: PortalMode }) {
  const where: SQL | undefined = mode ? eq(baselineMetrics.portalMode, mode) : undefined;
  const [row] = await db
    .select()
    .from(baselineMetrics)
    .where(where)
    .orderBy(desc(baselineMetrics.timestamp))
    .limit(1);
  return row ? toBaseline(row) : null;
}
