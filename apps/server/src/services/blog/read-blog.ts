import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { BlogCategory, TAdminBlogPost } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { blogImages, blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { toAdminBlogPost } from './blog-view.ts';

/** Every post, drafts and scheduled ones included, for the admin list (newest edit first). */
export async function listBlogPostsForAdmin(opts: {
  db: Db;
  now?: Date;
}): Promise<TAdminBlogPost[]> {
  const rows = await opts.db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt));
  return rows.map((r) => toAdminBlogPost(r, opts.now ?? new Date()));
}

export async function getBlogPostForAdmin(opts: { db: Db; id: string; now?: Date }) {
  const [row] = await opts.db.select().from(blogPosts).where(eq(blogPosts.id, opts.id));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such blog post.');
  return toAdminBlogPost(row, opts.now ?? new Date());
}

export interface PublicBlogPost {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  bodyHtml: string;
  coverImage: { id: string; width: number; height: number } | null;
  authorName: string;
  publishedAt: Date;
  updatedAt: Date;
}

const live = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now));

const publicColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  description: blogPosts.description,
  category: blogPosts.category,
  bodyHtml: blogPosts.bodyHtml,
  authorName: blogPosts.authorName,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  imageId: blogImages.id,
  imageWidth: blogImages.width,
  imageHeight: blogImages.height,
};

type PublicRow = {
  [K in keyof typeof publicColumns]: (typeof publicColumns)[K]['_']['data'] | null;
};

function toPublic(r: PublicRow): PublicBlogPost {
  return {
    slug: r.slug!,
    title: r.title!,
    description: r.description!,
    category: r.category as BlogCategory,
    bodyHtml: r.bodyHtml!,
    coverImage: r.imageId ? { id: r.imageId, width: r.imageWidth!, height: r.imageHeight! } : null,
    authorName: r.authorName!,
    publishedAt: r.publishedAt!,
    updatedAt: r.updatedAt!,
  };
}

/** Live posts (published, date passed), newest first; optionally one category. */
export async function listLiveBlogPosts(opts: {
  db: Db;
  now: Date;
  category?: BlogCategory;
  limit?: number;
}): Promise<PublicBlogPost[]> {
  const rows = await opts.db
    .select(publicColumns)
    .from(blogPosts)
    .leftJoin(blogImages, eq(blogImages.id, blogPosts.coverImageId))
    .where(and(live(opts.now), opts.category ? eq(blogPosts.category, opts.category) : sql`true`))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(opts.limit ?? 100);
  return rows.map(toPublic);
}

/** One live post by its slug; drafts and scheduled posts answer 404 like a missing one. */
export async function getLiveBlogPost(opts: {
  db: Db;
  slug: string;
  now: Date;
}): Promise<PublicBlogPost> {
  const [row] = await opts.db
    .select(publicColumns)
    .from(blogPosts)
    .leftJoin(blogImages, eq(blogImages.id, blogPosts.coverImageId))
    .where(and(eq(blogPosts.slug, opts.slug), live(opts.now)));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such blog post.');
  return toPublic(row);
}
