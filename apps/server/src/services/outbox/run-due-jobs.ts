import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { outboxJobs, type OutboxKind } from '../../db/schema/index.ts';

export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;
export type OutboxHandlers = Partial<Record<OutboxKind, OutboxHandler>>;

/** After this many failed attempts a job stays `failed` for an admin to look at. */
const MAX_ATTEMPTS = 8;
/**
 * Kinds retried until they succeed: a Stripe clean-up that gave up would leave a deleted member's
 * subscription charging them. Their attempts and last error stay visible on the admin outbox page.
 */
const RETRIED_UNTIL_DONE: readonly OutboxKind[] = ['billing'];
/** 5 s, 10 s, 20 s ... capped at one hour. */
const retryDelaySeconds = (attempts: number) => Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));

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
  const kinds = Object.keys(handlers) as OutboxKind[];
  if (kinds.length === 0) return 0;
  const due = db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(
      and(
        eq(outboxJobs.status, 'pending'),
        lte(outboxJobs.nextAttemptAt, sql`now()`),
        inArray(outboxJobs.kind, kinds),
      ),
    )
    .orderBy(outboxJobs.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const jobs = await db
    .update(outboxJobs)
    .set({
      attempts: sql`${outboxJobs.attempts} + 1`,
      nextAttemptAt: sql`now() + interval '5 minutes'`,
    })
    .where(inArray(outboxJobs.id, due))
    .returning({
      id: outboxJobs.id,
      kind: outboxJobs.kind,
      payload: outboxJobs.payload,
      attempts: outboxJobs.attempts,
      createdAt: outboxJobs.createdAt,
    });
  // Oldest first, so a sign-up's contact exists before the same user's sign-in stamp.
  jobs.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const job of jobs) {
    try {
      await handlers[job.kind]!(job.payload);
      // Once delivered, the message's text and link (a one-time credential) are not kept.
      await db
        .update(outboxJobs)
        .set({
          status: 'sent',
          doneAt: sql`now()`,
          lastError: null,
          payload: sql`${outboxJobs.payload} - 'text' - 'link'`,
        })
        .where(eq(outboxJobs.id, job.id));
    } catch (err) {
      const message = (err as Error).message?.slice(0, 500) ?? String(err);
      const failed = job.attempts >= MAX_ATTEMPTS && !RETRIED_UNTIL_DONE.includes(job.kind);
      logger.warn(
        { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
        failed ? 'outbox job failed for good' : 'outbox job failed; will retry',
      );
      await db
        .update(outboxJobs)
        .set({
          lastError: message,
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`,
        })
        .where(eq(outboxJobs.id, job.id));
    }
  }
  return jobs.length;
}
