import { and, count, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { TAdminStats } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { dailyCounts, sessions, subscriptions } from '../../db/schema/index.ts';

const DAYS = 30;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The admin dashboard's figures. Users, sign-ups, reports, outside-data calls and model tokens are
 * read from daily_counts (kept by triggers and by the code that spends them), so the cost does not
 * grow with the users or reports tables; sessions and paid members are index range counts.
 */
export async function getAdminStats({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<TAdminStats> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const since = new Date(now.getTime() - (DAYS - 1) * 86_400_000);
  const from = isoDay(since < monthStart ? since : monthStart);
  const [totals] = await db
    .select({ n: sql<number>`coalesce(sum(${dailyCounts.n}), 0)::bigint` })
    .from(dailyCounts)
    .where(eq(dailyCounts.metric, 'users'));
  const recent = await db
    .select({ metric: dailyCounts.metric, day: dailyCounts.day, n: dailyCounts.n })
    .from(dailyCounts)
    .where(
      and(
        inArray(dailyCounts.metric, ['signups', 'reports', 'provider_calls', 'model_tokens']),
        gte(dailyCounts.day, from),
      ),
    );
  const [active] = await db
    .select({ n: count() })
    .from(sessions)
    .where(gt(sessions.expiresAt, now));
  const [paid] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.tier, 'free'),
        or(isNull(subscriptions.expiresAt), gt(subscriptions.expiresAt, now)),
      ),
    );
  const monthDay = isoDay(monthStart);
  const monthSum = (metric: string) =>
    recent
      .filter((r) => r.metric === metric && r.day >= monthDay)
      .reduce((s, r) => s + Number(r.n), 0);
  const on = (metric: string, day: string) =>
    Number(recent.find((r) => r.metric === metric && r.day === day)?.n ?? 0);
  const daily = Array.from({ length: DAYS }, (_, i) => {
    const day = isoDay(new Date(since.getTime() + i * 86_400_000));
    return { day, signups: on('signups', day), reports: on('reports', day) };
  });
  return {
    totalUsers: Number(totals?.n ?? 0),
    activeSessions: active?.n ?? 0,
    paidMembers: paid?.n ?? 0,
    month: {
      start: monthStart.toISOString(),
      reportsWritten: monthSum('reports'),
      providerCalls: monthSum('provider_calls'),
      modelTokens: monthSum('model_tokens'),
    },
    daily,
  };
}
