import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reportUsage } from '../../db/schema/index.ts';

/** A report being written renews its reservation this often ... */
const RESERVATION_HEARTBEAT_MS = 2000;
/** ... so a pending reservation silent this long belongs to a request that died (a crash). */
export const RESERVATION_STALE_SECONDS = 10;

/** SQL true when a pending reservation has gone quiet. */
export const reservationIsStale = () =>
  sql<boolean>`${reportUsage.heartbeatAt} < now() - make_interval(secs => ${RESERVATION_STALE_SECONDS})`;

/** Keeps a reservation alive while its report is written; returns the stop function. */
export function keepReservationAlive(db: Db, usageId: string): () => void {
  const timer = setInterval(() => {
    void db
      .update(reportUsage)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(reportUsage.id, usageId))
      .catch(() => {});
  }, RESERVATION_HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
