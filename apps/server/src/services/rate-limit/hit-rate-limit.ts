import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export interface HitRateLimitOptions {
  db: Db;
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window stored in the database (one atomic upsert) and returns the
 * count so far. Shared by every process on the same database.
 */
export async function hitRateLimit({
  db,
  key,
  windowSeconds,
}: Omit<HitRateLimitOptions, 'limit'>): Promise<number> {
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  const list =
    (rows as unknown as { rows?: { count: number }[] }).rows ??
    (rows as unknown as { count: number }[]);
  return Number(list[0]?.count ?? 1);
}

/** Throws RATE_LIMITED (429) once the key has been hit more than `limit` times in the window. */
export async function enforceRateLimit(opts: HitRateLimitOptions): Promise<void> {
  const count = await hitRateLimit(opts);
  if (count > opts.limit) throw new AppError('RATE_LIMITED');
}
