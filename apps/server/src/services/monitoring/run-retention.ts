import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { INSTANCE_LIVE_MS } from './portal-state.ts';

/** How long the monitoring tables keep what is not capped at write time. */
const RETENTION = {
  performanceDays: 7,
  performanceRows: 200_000,
  endedSessionDays: 7,
  instanceHours: 1,
  scenarios: 50,
  baselinesPerMode: 100,
} as const;

/**
 * Keeps the monitoring tables bounded (metrics and alerts are capped as they are written):
 * performance rows older than a week or beyond the newest 200,000, ended portal sessions after a
 * week, processes gone for an hour, the newest 50 scenarios and 100 baselines per mode. A
 * scenario left running by a process that is gone is marked interrupted.
 */
export async function runRetention({ db }: { db: Db }): Promise<void> {
  const statements = [
    sql`delete from performance_metrics
        where timestamp < now() - make_interval(days => ${RETENTION.performanceDays})`,
    sql`delete from performance_metrics where id < (
          select id from performance_metrics order by id desc offset ${RETENTION.performanceRows} limit 1)`,
    sql`delete from portal_sessions
        where ended_at < now() - make_interval(days => ${RETENTION.endedSessionDays})`,
    sql`delete from portal_instances
        where seen_at < now() - make_interval(hours => ${RETENTION.instanceHours})`,
    sql`update test_scenarios set status = 'interrupted', phase = 'done', finished_at = now(),
               error = 'The server process running it stopped.'
        where status = 'running' and not exists (
          select 1 from portal_instances i
          where i.instance_id = test_scenarios.instance_id
            and i.seen_at > now() - make_interval(secs => ${INSTANCE_LIVE_MS / 1000}))`,
    sql`delete from test_scenarios where status <> 'running' and id not in (
          select id from test_scenarios order by started_at desc limit ${RETENTION.scenarios})`,
    sql`delete from baseline_metrics b using (
          select id, row_number() over (partition by portal_mode order by timestamp desc) as n
          from baseline_metrics) ranked
        where b.id = ranked.id and ranked.n > ${RETENTION.baselinesPerMode}`,
  ];
  for (const statement of statements) await db.execute(statement);
}
