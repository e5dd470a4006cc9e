import { eq } from 'drizzle-orm';
import type { TAdminBlogPost, ZBlogPostInput } from '@anglerscout/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { blogImages, blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { isUniqueViolation } from '../../lib/primitives/database-errors.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { renderMarkdown } from '../content/render-markdown.ts';
import { toAdminBlogPost } from './blog-view.ts';

export interface SaveBlogPostOptions {
  db: Db;
  actor: AdminActor & { name: string };
  /** Absent to create a post */
  id?: string;
  input: z.output<typeof ZBlogPostInput>;
  now?: Date;
}

/**
 * Creates or updates a blog post: the markdown is kept for editing and rendered once, sanitised,
 * for readers. Publishing without a date publishes now; a future date schedules the post (it
 * stays off the blog, the feed and the sitemap until then). Audit-logged with the change.
 */
export async function saveBlogPost(opts: SaveBlogPostOptions): Promise<TAdminBlogPost> {
  const { db, input } = opts;
  const now = opts.now ?? new Date();
  const publishedAt =
    input.status === 'published' ? (input.publishedAt ? new Date(input.publishedAt) : now) : null;
  const values = {
    slug: input.slug,
    title: input.title,
    description: input.description,
    category: input.category,
    bodyMarkdown: input.body,
    bodyHtml: renderMarkdown(input.body),
    coverImageId: input.coverImageId ?? null,
    status: input.status,
    publishedAt,
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      if (values.coverImageId) {
        const [image] = await tx
          .select({ id: blogImages.id })
          .from(blogImages)
          .where(eq(blogImages.id, values.coverImageId));
        if (!image)
          throw new AppError('VALIDATION_INVALID_FORMAT', 'Unknown cover image.', {
            coverImageId: 'Upload the image again',
          });
      }
      let before: { status: string; publishedAt: Date | null } | undefined;
      let row: typeof blogPosts.$inferSelect | undefined;
      if (opts.id) {
        [before] = await tx
          .select({ status: blogPosts.status, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .where(eq(blogPosts.id, opts.id));
        if (!before) throw new AppError('RESOURCE_NOT_FOUND', 'No such blog post.');
        [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, opts.id)).returning();
      } else {
        [row] = await tx
          .insert(blogPosts)
          .values({
            ...values,
            authorId: opts.actor.id,
            authorName: opts.actor.name || 'AnglerScout',
          })
          .returning();
      }
      await recordAdminAction({
        db: tx,
        actor: opts.actor,
        action: opts.id ? 'blog_post.update' : 'blog_post.create',
        target: { type: 'blog_post', id: row!.id },
        before: before
          ? { status: before.status, publishedAt: before.publishedAt?.toISOString() ?? null }
          : null,
        after: {
          slug: row!.slug,
          status: row!.status,
          publishedAt: row!.publishedAt?.toISOString() ?? null,
        },
      });
      return toAdminBlogPost(row!, now);
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('RESOURCE_ALREADY_EXISTS', 'Another post already uses this address.', {
        slug: 'Choose another slug',
      });
    throw err;
  }
}

/** Deletes a blog post for good (audit-logged). */
export async function deleteBlogPost(opts: {
  db: Db;
  actor: AdminActor;
  id: string;
}): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, opts.id))
      .returning({ slug: blogPosts.slug, status: blogPosts.status });
    if (!gone) throw new AppError('RESOURCE_NOT_FOUND', 'No such blog post.');
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'blog_post.delete',
      target: { type: 'blog_post', id: opts.id },
      before: gone,
    });
  });
}
