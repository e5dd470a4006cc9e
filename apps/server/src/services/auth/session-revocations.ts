import { gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionRevocations } from '../../db/schema/index.ts';
import { COOKIE_CACHE_SECONDS } from './auth-limits.ts';

/** How often each process reads new revocations: the longest another process may lag. */
export const REVOCATION_POLL_MS = 1000;
/** A revocation matters while a cookie cache minted before it can still be presented. */
const KEEP_MS = (COOKIE_CACHE_SECONDS + 60) * 1000;
/** Rows older than this are deleted from the table (by whichever process gets there). */
const TABLE_KEEP_SECONDS = 600;

/**
 * Sessions ended anywhere (every process, every path: a trigger records each deleted session
 * row), known in memory so that reads served from better-auth's signed cookie cache can refuse a
 * revoked session without a database round trip per request. The process that ended a session
 * refreshes at once; the others within REVOCATION_POLL_MS.
 */
export function createRevocationRegistry(db: Db, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const revoked = new Map<string, number>();
  let lastId = 0;
  let loaded = false;
  let refreshing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastPrune = 0;
  let stopped = false;

  async function read(): Promise<void> {
    const rows = await db
      .select({ id: sessionRevocations.id, sessionId: sessionRevocations.sessionId })
      .from(sessionRevocations)
      .where(
        loaded
          ? gt(sessionRevocations.id, lastId)
          : gt(sessionRevocations.revokedAt, sql`now() - make_interval(secs => ${KEEP_MS / 1000})`),
      )
      .orderBy(sessionRevocations.id)
      .limit(5000);
    const at = now();
    for (const row of rows) {
      revoked.set(row.sessionId, at);
      lastId = Math.max(lastId, row.id);
    }
    loaded = true;
    if (rows.length === 5000) return read();
    for (const [id, seen] of revoked) if (at - seen > KEEP_MS) revoked.delete(id);
    if (at - lastPrune > 60_000) {
      lastPrune = at;
      await db
        .delete(sessionRevocations)
        .where(
          lt(
            sessionRevocations.revokedAt,
            sql`now() - make_interval(secs => ${TABLE_KEEP_SECONDS})`,
          ),
        );
    }
  }

  /** Reads the revocations recorded since the last read (one read at a time). */
  function refresh(): Promise<void> {
    refreshing ??= read().finally(() => (refreshing = undefined));
    return refreshing;
  }

  return {
    refresh,
    isRevoked: (sessionId: string) => revoked.has(sessionId),
    start() {
      const tick = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          refresh()
            .catch(() => {})
            .finally(tick);
        }, REVOCATION_POLL_MS);
        timer.unref();
      };
      tick();
      return refresh();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export type RevocationRegistry = ReturnType<typeof createRevocationRegistry>;
