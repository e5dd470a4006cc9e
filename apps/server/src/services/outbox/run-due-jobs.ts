import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { OutboxKind } from '../../db/schema/index.ts';

export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;
export type OutboxHandlers = Partial<Record<OutboxKind, OutboxHandler>>;

/** After this many failed attempts a job stays `failed` for an admin to look at. */
export const MAX_ATTEMPTS = 8;
/** 5 s, 10 s, 20 s ... capped at one hour. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));

type ClaimedJob = {
  id: string;
  kind: OutboxKind;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: string;
};

export interface RunDueJobsOptions {
  db: Db;
  handlers: OutboxHandlers;
  logger: Logger;
  limit?: number;
}

/**
 * Claims due jobs (skipping rows another process holds), runs each handler and records the
 * outcome. A claimed job's next attempt is pushed out first, so a process that dies mid-job
 * leaves it to be retried rather than lost.
 */
export async function runDueJobs({
  db,
  handlers,
  logger,
  limit = 10,
}: RunDueJobsOptions): Promise<number> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const result = await db.execute<ClaimedJob>(sql`
    update outbox_jobs set attempts = attempts + 1, next_attempt_at = now() + interval '5 minutes'
    where id in (
      select id from outbox_jobs
      where status = 'pending' and next_attempt_at <= now() and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})
      order by next_attempt_at limit ${limit} for update skip locked)
    returning id, kind, payload, attempts, created_at`);
  const jobs =
    (result as unknown as { rows?: ClaimedJob[] }).rows ?? (result as unknown as ClaimedJob[]);
  // Oldest first, so a sign-up's contact exists before the same user's sign-in stamp.
  jobs.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  for (const job of jobs) {
    try {
      await handlers[job.kind]!(job.payload);
      // Once delivered, the message's text and link (a one-time credential) are not kept.
      await db.execute(
        sql`update outbox_jobs set status = 'sent', done_at = now(), last_error = null,
              payload = payload - 'text' - 'link' where id = ${job.id}`,
      );
    } catch (err) {
      const message = (err as Error).message?.slice(0, 500) ?? String(err);
      const failed = job.attempts >= MAX_ATTEMPTS;
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
        failed ? 'outbox job failed for good' : 'outbox job failed; will retry',
      );
      await db.execute(sql`
        update outbox_jobs set last_error = ${message},
          status = ${failed ? 'failed' : 'pending'},
          next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})
        where id = ${job.id}`);
    }
  }
  return jobs.length;
}
