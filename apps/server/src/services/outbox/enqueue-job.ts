import type { Db } from '../../db/client.ts';
import { outboxJobs, type OutboxKind } from '../../db/schema/index.ts';

export interface EnqueueJobOptions {
  db: Db;
  kind: OutboxKind;
  userId?: string | null;
  payload: Record<string, unknown>;
  /** Stored already done (e.g. an e-mail written to the log because no SMTP server is set). */
  done?: boolean;
}

export async function enqueueJob({
  db,
  kind,
  userId,
  payload,
  done,
}: EnqueueJobOptions): Promise<string> {
  const [row] = await db
    .insert(outboxJobs)
    .values({
      kind,
      userId: userId ?? null,
      payload,
      ...(done ? { status: 'sent' as const, doneAt: new Date() } : {}),
    })
    .returning({ id: outboxJobs.id });
  return row!.id;
}
