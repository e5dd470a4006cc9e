import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';
import { performanceMetrics } from '../../../db/schema/index.ts';

export type PerformanceRow = typeof performanceMetrics.$inferInsert;

/** Rows written per statement, and the most held in memory while the database is slow. */
const BATCH = 500;
const MAX_HELD = 20_000;
export const VITALS_FLUSH_MS = 250;

/**
 * Beacons answer at once; their rows are written in batches a quarter second apart (one insert
 * for many beacons). Telemetry may lose the last quarter second if the process is killed; a
 * normal stop writes what is held. Rows beyond MAX_HELD are dropped (and counted in the log)
 * rather than letting a flood or a database outage fill memory.
 */
export function createVitalsWriter({ db, logger }: { db: Db; logger: Logger }) {
  let held: PerformanceRow[] = [];
  let dropped = 0;
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function writeHeld() {
    while (held.length > 0) {
      const batch = held.slice(0, BATCH);
      held = held.slice(BATCH);
      try {
        await db.insert(performanceMetrics).values(batch);
      } catch (err) {
        logger.warn({ err, rows: batch.length }, 'performance metrics not written');
      }
    }
    if (dropped > 0) {
      logger.warn({ dropped }, 'performance metrics dropped: more arrived than could be written');
      dropped = 0;
    }
  }

  const flush = (): Promise<void> =>
    (flushing ??= writeHeld().finally(() => {
      flushing = undefined;
    }));

  return {
    add(rows: PerformanceRow[]) {
      const room = MAX_HELD - held.length;
      if (rows.length > room) dropped += rows.length - Math.max(room, 0);
      if (room > 0) held.push(...rows.slice(0, room));
    },
    flush,
    start(): () => Promise<void> {
      timer = setInterval(() => void flush(), VITALS_FLUSH_MS);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await flush();
        await flush();
      };
    },
  };
}
export type VitalsWriter = ReturnType<typeof createVitalsWriter>;
