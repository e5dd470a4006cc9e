import type { TAdminBlogPost } from '@anglerscout/contracts';
import type { blogPosts } from '../../db/schema/index.ts';

export const blogImageUrl = (id: string) => `/blog/images/${id}.webp`;

/** draft, scheduled (published with a date still to come) or live. */
function blogState(row: Pick<typeof blogPosts.$inferSelect, 'status' | 'publishedAt'>, now: Date) {
  if (row.status !== 'published' || !row.publishedAt) return 'draft' as const;
  return row.publishedAt > now ? ('scheduled' as const) : ('live' as const);
}

export function toAdminBlogPost(row: typeof blogPosts.$inferSelect, now: Date): TAdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as TAdminBlogPost['category'],
    body: row.bodyMarkdown,
    coverImageId: row.coverImageId,
    coverImageUrl: row.coverImageId ? blogImageUrl(row.coverImageId) : null,
    status: row.status as TAdminBlogPost['status'],
    state: blogState(row, now),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    authorName: row.authorName,
  };
}
