import { desc } from 'drizzle-orm';
import type { TContactMessage } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** The newest contact messages first, for the admin inbox (sender's address and agent stay in the table). */
export async function listContactMessages({
  db,
  limit,
}: {
  db: Db;
  limit: number;
}): Promise<TContactMessage[]> {
  const rows = await db
    .select({
      id: contactMessages.id,
      fullName: contactMessages.fullName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
