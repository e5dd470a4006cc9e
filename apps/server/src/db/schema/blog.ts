import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { bytea } from './community.ts';

/** Images for blog posts, re-encoded without metadata; public, served with a long cache life. */
export const blogImages = pgTable('blog_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Blog posts, written in markdown by admins; `body_html` is the sanitised rendering served to
 * readers. A post is public once `published_at` has passed (so a future date schedules it) and
 * while it is not a draft. The author is kept as `author_id` (not `user_id`): a post belongs to
 * the site and outlives its author's account.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    coverImageId: uuid('cover_image_id').references(() => blogImages.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.status, t.publishedAt),
  ],
);
