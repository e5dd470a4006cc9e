import { z } from 'zod';
import { freeText, oneLineText } from './validation.ts';

export const BLOG_CATEGORIES = ['tactics', 'species', 'conditions', 'gear', 'news'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_CATEGORY_LABELS: Record<BlogCategory, string> = {
  tactics: 'Tactics',
  species: 'Species',
  conditions: 'Conditions & Science',
  gear: 'Gear',
  news: 'News',
};

export const ZBlogSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens')
  .max(80);

export const ZBlogPostInput = z.object({
  slug: ZBlogSlug,
  title: oneLineText().trim().min(3, 'Title is required').max(140),
  description: oneLineText().trim().min(10, 'Write a one-line summary').max(300),
  category: z.enum(BLOG_CATEGORIES, { error: 'Choose a category' }),
  body: freeText().max(100_000),
  coverImageId: z.uuid().nullable().optional(),
  /** published with a future date is scheduled */
  status: z.enum(['draft', 'published']),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TBlogPostInput = z.input<typeof ZBlogPostInput>;

export const ZBlogPostId = z.uuid('Invalid post id');

export const ZBlogPreviewRequest = z.object({ body: freeText().max(100_000) });
export const ZBlogPreview = z.object({ html: z.string() });

export const ZAdminBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(BLOG_CATEGORIES),
  body: z.string(),
  coverImageId: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  status: z.enum(['draft', 'published']),
  /** draft, scheduled (published with a future date) or live */
  state: z.enum(['draft', 'scheduled', 'live']),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  authorName: z.string(),
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;
export const ZAdminBlogList = z.object({ items: z.array(ZAdminBlogPost) });
