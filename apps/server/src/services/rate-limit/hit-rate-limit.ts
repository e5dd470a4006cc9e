import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { rateLimited } from '../../lib/primitives/app-error.ts';

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
export async function hitRateLimit(opts: Omit<HitRateLimitOptions, 'limit'>): Promise<number> {
  return (await hitWindow(opts)).count;
}

/** One hit; the count so far and the seconds left in the window. */
async function hitWindow({
  db,
  key,
  windowSeconds,
}: Omit<HitRateLimitOptions, 'limit'>): Promise<{ count: number; secondsLeft: number }> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      secondsLeft: sql<number>`extract(epoch from ${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now())::float8`,
    });
  return { count: row?.count ?? 1, secondsLeft: Number(row?.secondsLeft ?? windowSeconds) };
}

/** Throws RATE_LIMITED (429) once the key has been hit more than `limit` times in the window. */
export async function enforceRateLimit(opts: HitRateLimitOptions): Promise<void> {
  const { count, secondsLeft } = await hitWindow(opts);
  if (count > opts.limit) throw rateLimited(Math.min(opts.windowSeconds, secondsLeft));
}
