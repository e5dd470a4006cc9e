import type { DbOrTx } from '../../db/client.ts';
import { outboxJobs, type OutboxKind } from '../../db/schema/index.ts';

export interface EnqueueJobOptions {
  db: DbOrTx;
  kind: OutboxKind;
  userId?: string | null;
  payload: Record<string, unknown>;
  /** Stored, not sent: an e-mail kept in the outbox (and the log) because no SMTP server is set. */
  keep?: boolean;
}

export async function enqueueJob({
  db,
  kind,
  userId,
  payload,
  keep,
}: EnqueueJobOptions): Promise<string> {
  const [row] = await db
    .insert(outboxJobs)
    .values({
      kind,
      userId: userId ?? null,
      payload,
      ...(keep ? { status: 'kept' as const, doneAt: new Date() } : {}),
    })
    .returning({ id: outboxJobs.id });
  return row!.id;
}
