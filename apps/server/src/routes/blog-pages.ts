import { Hono, type Context } from 'hono';
import { BLOG_CATEGORIES, ZBlogSlug, type BlogCategory } from '@anglerscout/contracts';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { getLiveBlogPost, listLiveBlogPosts } from '../services/blog/read-blog.ts';
import { readBlogImage } from '../services/blog/blog-images.ts';
import { blogListPage, blogNotFoundPage, blogPostPage } from '../views/blog-views.ts';
import { blogRss, sitemap } from '../views/feeds.ts';

/** The public origin for canonical links and feeds: the configured one, else this request's. */
const originOf = (c: Context<AppEnv>) =>
  (c.var.deps.env.BETTER_AUTH_URL ?? new URL(c.req.url).origin).replace(/\/$/, '');

const PAGE_CACHE = 'public, max-age=60';
const ZImageId = z.uuid();

/** The blog, its feed and the sitemap, rendered here so they paint with no app bundle at all. */
export const blogPageRoutes = new Hono<AppEnv>()
  .get('/blog', async (c) => {
    const raw = c.req.query('category');
    const category = BLOG_CATEGORIES.find((x) => x === raw) as BlogCategory | undefined;
    const posts = await listLiveBlogPosts({
      db: c.var.deps.database.db,
      now: new Date(),
      category,
    });
    c.header('Cache-Control', PAGE_CACHE);
    return c.html(blogListPage({ origin: originOf(c), posts, category }));
  })
  .get('/blog/rss.xml', async (c) => {
    const posts = await listLiveBlogPosts({
      db: c.var.deps.database.db,
      now: new Date(),
      limit: 50,
    });
    return c.body(blogRss(originOf(c), posts), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': PAGE_CACHE,
    });
  })
  .get('/sitemap.xml', async (c) => {
    const posts = await listLiveBlogPosts({
      db: c.var.deps.database.db,
      now: new Date(),
      limit: 5000,
    });
    return c.body(sitemap(originOf(c), posts), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': PAGE_CACHE,
    });
  })
  .get('/blog/images/:file', async (c) => {
    const id = /^(.+)\.webp$/.exec(c.req.param('file'))?.[1];
    const parsed = ZImageId.safeParse(id);
    if (!parsed.success) throw new AppError('RESOURCE_NOT_FOUND');
    const image = await readBlogImage({ db: c.var.deps.database.db, id: parsed.data });
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  })
  .get('/blog/:slug', async (c) => {
    const slug = ZBlogSlug.safeParse(c.req.param('slug'));
    const origin = originOf(c);
    try {
      if (!slug.success) throw new AppError('RESOURCE_NOT_FOUND');
      const post = await getLiveBlogPost({
        db: c.var.deps.database.db,
        slug: slug.data,
        now: new Date(),
      });
      c.header('Cache-Control', PAGE_CACHE);
      return c.html(blogPostPage({ origin, post }));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'RESOURCE_NOT_FOUND') throw err;
      return c.html(blogNotFoundPage(origin), 404);
    }
  });
