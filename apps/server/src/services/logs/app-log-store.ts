import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAppLogEntry, ZAppLogsQuery } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { appLogs, type AppLogLevel, type AppLogSource } from '../../db/schema/index.ts';
import { redactText, redactValue } from './redact.ts';
import { likePrefix } from '../../lib/primitives/like-pattern.ts';

/**
 * The log keeps the newest 1000 entries of each source: browsers (which anyone can send) and the
 * server's own errors are trimmed apart, so no number of client entries can push out a server error.
 */
export const APP_LOGS_KEPT = 1000;

export interface NewAppLog {
  source: AppLogSource;
  level: AppLogLevel;
  message: string;
  data?: Record<string, unknown> | null;
  url?: string | null;
  route?: string | null;
  userAgent?: string | null;
  userId?: string | null;
  requestId?: string | null;
  clientTime?: Date | null;
}

const pathOf = (url: string | null | undefined) => {
  if (!url) return null;
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return null;
  }
};

/** Stores one entry (redacted) and drops what falls beyond the newest APP_LOGS_KEPT of its source. */
export async function recordAppLog({ db, entry }: { db: Db; entry: NewAppLog }): Promise<void> {
  const url = entry.url ? redactText(entry.url) : null;
  const data = entry.data ? redactValue(entry.data) : null;
  const [row] = await db
    .insert(appLogs)
    .values({
      source: entry.source,
      level: entry.level,
      message: redactText(entry.message),
      data: data && typeof data === 'object' ? (data as Record<string, unknown>) : null,
      url,
      route: entry.route ?? pathOf(url),
      userAgent: entry.userAgent ? redactText(entry.userAgent.slice(0, 500)) : null,
      userId: entry.userId ?? null,
      requestId: entry.requestId ?? null,
      clientTime: entry.clientTime ?? null,
    })
    .returning({ id: appLogs.id });
  // Ids only grow, so nothing at or below (newest id - kept) can be among the newest 1,000 of
  // any source: only then is there anything to look for. The source's 1,001st newest id, if
  // there is one, is where its trim starts (the table holds at most 2,000 rows).
  if (!row || row.id <= APP_LOGS_KEPT) return;
  const cutoff = db
    .select({ id: appLogs.id })
    .from(appLogs)
    .where(eq(appLogs.source, entry.source))
    .orderBy(desc(appLogs.id))
    .offset(APP_LOGS_KEPT)
    .limit(1);
  await db
    .delete(appLogs)
    .where(and(eq(appLogs.source, entry.source), lte(appLogs.id, sql`(${cutoff})`)));
}

export async function listAppLogs({
  db,
  query,
}: {
  db: Db;
  query: z.output<typeof ZAppLogsQuery>;
}): Promise<TAppLogEntry[]> {
  const where: SQL[] = [];
  if (query.level) where.push(eq(appLogs.level, query.level));
  if (query.source) where.push(eq(appLogs.source, query.source));
  if (query.route) where.push(like(appLogs.route, likePrefix(query.route)));
  if (query.user) where.push(eq(appLogs.userId, query.user));
  if (query.from) where.push(gte(appLogs.createdAt, new Date(query.from)));
  if (query.to) where.push(lte(appLogs.createdAt, new Date(query.to)));
  const rows = await db
    .select()
    .from(appLogs)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(appLogs.id))
    .limit(query.limit);
  return rows.map((r) => ({
    ...r,
    clientTime: r.clientTime?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
