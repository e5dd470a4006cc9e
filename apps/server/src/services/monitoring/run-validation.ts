import { and, eq, gte } from 'drizzle-orm';
import {
  DEFAULT_RANGE_MS,
  VALIDATION_TARGETS,
  type TValidationResult,
  type TValidationRun,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { metrics } from '../../db/schema/index.ts';

/**
 * The validation page's run on measured values, not fixed built-in numbers: each target's current
 * value is the mean of the last hour's recorded values, weighted by their samples. Nothing measured
 * fails the check.
 */
export async function runValidation({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<TValidationRun> {
  const from = new Date(now.getTime() - DEFAULT_RANGE_MS);
  const results: TValidationResult[] = [];
  for (const target of VALIDATION_TARGETS) {
    const rows = await db
      .select({ value: metrics.value, context: metrics.context })
      .from(metrics)
      .where(and(eq(metrics.metricName, target.metric), gte(metrics.timestamp, from)));
    let weight = 0;
    let sum = 0;
    for (const r of rows) {
      const samples = Number(r.context.samples ?? 1) || 1;
      weight += samples;
      sum += r.value * samples;
    }
    const current = weight > 0 ? sum / weight : null;
    results.push({
      ...target,
      current,
      samples: weight,
      passed:
        current !== null &&
        (target.direction === 'below' ? current < target.target : current > target.target),
    });
  }
  return {
    results,
    passed: results.every((r) => r.passed),
    measuredFrom: from.toISOString(),
    measuredTo: now.toISOString(),
  };
}
