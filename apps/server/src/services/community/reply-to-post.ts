import { and, eq } from 'drizzle-orm';
import { COMMUNITY_RULES } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { communityPosts, communityReplies } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { renderMarkdown } from '../content/render-markdown.ts';
import { enforceRateLimit } from '../rate-limit/hit-rate-limit.ts';

/** Adds a reply to a visible post; rate-limited per member. */
export async function replyToPost(opts: {
  db: Db;
  userId: string;
  postId: string;
  body: string;
}): Promise<{ id: string }> {
  const { db } = opts;
  await enforceRateLimit({
    db,
    key: `community-reply:${opts.userId}`,
    limit: COMMUNITY_RULES.repliesPerHour,
    windowSeconds: 3600,
  });
  const [post] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, opts.postId), eq(communityPosts.status, 'visible')));
  if (!post) throw new AppError('RESOURCE_NOT_FOUND', 'This post does not exist or was removed.');
  const [row] = await db
    .insert(communityReplies)
    .values({
      postId: opts.postId,
      userId: opts.userId,
      bodyMarkdown: opts.body,
      bodyHtml: renderMarkdown(opts.body),
    })
    .returning({ id: communityReplies.id });
  return { id: row!.id };
}

/** Deletes the member's own post (and its replies) or reply. */
export async function deleteOwnContent(opts: {
  db: Db;
  userId: string;
  targetType: 'post' | 'reply';
  id: string;
}): Promise<void> {
  const table = opts.targetType === 'post' ? communityPosts : communityReplies;
  const gone = await opts.db
    .delete(table)
    .where(and(eq(table.id, opts.id), eq(table.userId, opts.userId)))
    .returning({ id: table.id });
  if (gone.length === 0)
    throw new AppError('RESOURCE_NOT_FOUND', 'Nothing of yours to delete here.');
}
