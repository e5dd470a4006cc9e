import { and, eq, sql } from 'drizzle-orm';
import { COMMUNITY_RULES, type TFlagQueue, type TModerateRequest } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { communityFlags, communityPosts, communityReplies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { isUniqueViolation } from '../../lib/primitives/database-errors.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { enforceRateLimit } from '../rate-limit/hit-rate-limit.ts';

const tableFor = (type: 'post' | 'reply') => (type === 'post' ? communityPosts : communityReplies);

/** A member reports a post or reply to the moderators (once per item; rate-limited). */
export async function flagContent(opts: {
  db: Db;
  userId: string;
  targetType: 'post' | 'reply';
  targetId: string;
  reason: string;
}): Promise<void> {
  const { db } = opts;
  await enforceRateLimit({
    db,
    key: `community-flag:${opts.userId}`,
    limit: COMMUNITY_RULES.flagsPerHour,
    windowSeconds: 3600,
  });
  const table = tableFor(opts.targetType);
  const [target] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, opts.targetId), eq(table.status, 'visible')));
  if (!target) throw new AppError('RESOURCE_NOT_FOUND', 'Nothing to report here.');
  try {
    await db.insert(communityFlags).values({
      userId: opts.userId,
      targetType: opts.targetType,
      targetId: opts.targetId,
      reason: opts.reason,
    });
  } catch (err) {
    // Reporting the same thing twice is not an error for the member: it is already queued.
    if (!isUniqueViolation(err)) throw err;
  }
}

/**
 * An admin hides (restorable), removes (the text is deleted for good) or restores a post or
 * reply, with a reason; the change, its open reports' resolution and the audit entry land in one
 * transaction. Hidden and removed posts leave the feed, post pages and reports' local intel.
 */
export async function moderateContent(opts: {
  db: Db;
  actor: AdminActor;
  request: TModerateRequest;
}): Promise<void> {
  const { request: r } = opts;
  const table = tableFor(r.targetType);
  await opts.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, r.targetId))
      .for('update');
    if (!before) throw new AppError('RESOURCE_NOT_FOUND', 'No such post or reply.');
    if (before.status === 'removed')
      throw new AppError('BUSINESS_RULE_VIOLATION', 'Removed content cannot be changed.');
    const status = r.action === 'restore' ? 'visible' : r.action === 'hide' ? 'hidden' : 'removed';
    await tx
      .update(table)
      .set({
        status,
        moderationReason: r.action === 'restore' ? null : r.reason,
        ...(status === 'removed' ? { bodyMarkdown: '', bodyHtml: '' } : {}),
        ...(status === 'removed' && r.targetType === 'post' ? { title: 'Removed' } : {}),
      })
      .where(eq(table.id, r.targetId));
    // A hidden item stays in the queue (under review, restorable); remove and restore settle it.
    if (r.action !== 'hide')
      await tx
        .update(communityFlags)
        .set({ resolved: true })
        .where(
          and(eq(communityFlags.targetType, r.targetType), eq(communityFlags.targetId, r.targetId)),
        );
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: `${r.targetType}.${r.action}`,
      target: { type: r.targetType, id: r.targetId },
      before: { status: before.status },
      after: { status },
      reason: r.reason,
    });
  });
}

/** Open reports, grouped by what they are about, oldest first. */
export async function listFlags(opts: { db: Db }): Promise<TFlagQueue> {
  const rows = await executeRows<{
    target_type: 'post' | 'reply';
    target_id: string;
    post_id: string | null;
    excerpt: string | null;
    author_name: string | null;
    status: 'visible' | 'hidden' | 'removed' | null;
    reasons: string[];
    flag_count: number;
    first_at: Date | string;
  }>(
    opts.db,
    sql`select f.target_type, f.target_id,
        coalesce(p.id, r.post_id) as post_id,
        left(coalesce(p.title || ': ' || p.body_markdown, r.body_markdown), 240) as excerpt,
        u.name as author_name, coalesce(p.status, r.status) as status,
        array_agg(f.reason order by f.created_at) as reasons, count(*)::int as flag_count,
        min(f.created_at) as first_at
      from community_flags f
      left join community_posts p on f.target_type = 'post' and p.id = f.target_id
      left join community_replies r on f.target_type = 'reply' and r.id = f.target_id
      left join users u on u.id = coalesce(p.user_id, r.user_id)
      where f.resolved = false
      group by f.target_type, f.target_id, p.id, r.post_id, p.title, p.body_markdown, r.body_markdown, u.name, p.status, r.status
      order by min(f.created_at) limit 200`,
  );
  return {
    items: rows
      .filter((r) => r.post_id !== null && r.status !== null)
      .map((r) => ({
        targetType: r.target_type,
        targetId: r.target_id,
        postId: r.post_id!,
        excerpt: r.excerpt ?? '',
        authorName: r.author_name?.trim() || 'Member',
        status: r.status!,
        reasons: r.reasons,
        flagCount: r.flag_count,
        firstFlaggedAt: new Date(r.first_at).toISOString(),
      })),
  };
}
