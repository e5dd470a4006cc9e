import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export type CountedMetric = 'provider_calls' | 'model_tokens';

/**
 * Adds to today's (UTC) count of a metric the code spends (outside-data loads, model tokens); the
 * admin dashboard sums them per month. Signups, users and reports are counted by triggers.
 */
export async function bumpDailyCount(opts: {
  db: DbOrTx;
  metric: CountedMetric;
  by?: number;
}): Promise<void> {
  await opts.db.execute(sql`select bump_daily_count(${opts.metric}, now(), ${opts.by ?? 1})`);
}
