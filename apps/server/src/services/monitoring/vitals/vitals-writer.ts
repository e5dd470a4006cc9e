import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client.ts';

export interface PerformanceRow {
  metricName: string;
  metricValue: number;
  metricUnit: string;
  metricType: 'web_vital' | 'custom';
  userId: string | null;
  sessionId: string;
  route: string;
  userAgent: string;
  metadata: Record<string, unknown>;
  timestamp: Date;
}

/** Rows written per statement, and the most held in memory while the database is slow. */
const BATCH = 2000;
const MAX_HELD = 20_000;
const VITALS_FLUSH_MS = 250;

/**
 * One statement and one parameter per batch: the rows travel as a JSON array that PostgreSQL
 * unpacks (jsonb_to_recordset), instead of eleven bound parameters per row for the driver to
 * encode and the server to parse (measured on PGlite: the difference between keeping up with
 * a thousand beacons a second and falling behind).
 */
function insertRows(db: Db, rows: PerformanceRow[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      metric_name: r.metricName,
      metric_value: r.metricValue,
      metric_unit: r.metricUnit,
      metric_type: r.metricType,
      user_id: r.userId,
      session_id: r.sessionId,
      route: r.route,
      user_agent: r.userAgent,
      metadata: r.metadata,
      timestamp: r.timestamp.toISOString(),
    })),
  );
  return db.execute(sql`
    insert into performance_metrics (metric_name, metric_value, metric_unit, metric_type, user_id,
                                     session_id, route, user_agent, metadata, timestamp)
    select metric_name, metric_value, metric_unit, metric_type, user_id, session_id, route,
           user_agent, metadata, timestamp
    from jsonb_to_recordset(${json}::jsonb) as r(metric_name text, metric_value float8,
      metric_unit text, metric_type text, user_id text, session_id text, route text,
      user_agent text, metadata jsonb, timestamp timestamptz)`);
}

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
        await insertRows(db, batch);
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
