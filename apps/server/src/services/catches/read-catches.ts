import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { TCatch, TCatchList } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { catches, communityPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { toCatchView } from './catch-view.ts';

const columns = { c: catches, postId: communityPosts.id };

/** The member's catches, newest first, one page at a time (keyset on the catch time). */
export async function listCatches(opts: {
  db: Db;
  userId: string;
  species?: string;
  before?: string;
  limit: number;
}): Promise<TCatchList> {
  const where: SQL[] = [eq(catches.userId, opts.userId)];
  if (opts.species) where.push(eq(catches.species, opts.species));
  if (opts.before) where.push(lt(catches.caughtAt, new Date(opts.before)));
  const rows = await opts.db
    .select(columns)
    .from(catches)
    .leftJoin(communityPosts, eq(communityPosts.catchId, catches.id))
    .where(and(...where))
    .orderBy(desc(catches.caughtAt))
    .limit(opts.limit + 1);
  const items = rows.slice(0, opts.limit).map((r) => toCatchView(r.c, r.postId));
  return {
    items,
    nextBefore: rows.length > opts.limit ? (items.at(-1)?.caughtAt ?? null) : null,
  };
}

/** One of the member's own catches; anyone else's answers 404. */
export async function getCatch(opts: { db: Db; userId: string; id: string }): Promise<TCatch> {
  const [row] = await opts.db
    .select(columns)
    .from(catches)
    .leftJoin(communityPosts, eq(communityPosts.catchId, catches.id))
    .where(and(eq(catches.id, opts.id), eq(catches.userId, opts.userId)));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such catch.');
  return toCatchView(row.c, row.postId);
}

/** Deletes a catch, and with it its shared post and that post's replies. */
export async function deleteCatch(opts: { db: Db; userId: string; id: string }): Promise<void> {
  const deleted = await opts.db
    .delete(catches)
    .where(and(eq(catches.id, opts.id), eq(catches.userId, opts.userId)))
    .returning({ id: catches.id });
  if (deleted.length === 0) throw new AppError('RESOURCE_NOT_FOUND', 'No such catch.');
}
