import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxJobs } from '../../db/schema/index.ts';

export interface ListOutboxOptions {
  db: Db;
  kind?: 'email' | 'crm';
  limit: number;
}

/** The newest jobs first, for the admin outbox page. */
export async function listOutbox({ db, kind, limit }: ListOutboxOptions) {
  const rows = await db
    .select()
    .from(outboxJobs)
    .where(kind ? eq(outboxJobs.kind, kind) : undefined)
    .orderBy(desc(outboxJobs.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    doneAt: r.doneAt?.toISOString() ?? null,
    to: typeof r.payload.to === 'string' ? r.payload.to : null,
    subject: typeof r.payload.subject === 'string' ? r.payload.subject : null,
    // A link (verification, password reset) is a credential: shown only for messages kept here
    // because no relay is set up, never for mail that went (or goes) to its owner.
    link: r.status === 'kept' && typeof r.payload.link === 'string' ? r.payload.link : null,
    action: typeof r.payload.action === 'string' ? r.payload.action : null,
  }));
}
