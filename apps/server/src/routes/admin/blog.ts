import { Hono } from 'hono';
import { ZBlogPostId, ZBlogPostInput, ZBlogPreviewRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor, currentAdmin } from '../../middleware/session-guards.ts';
import { parseBody, validate } from '../../lib/http/parse-body.ts';
import { readImageUpload } from '../../lib/http/read-upload.ts';
import { renderMarkdown } from '../../services/content/render-markdown.ts';
import { deleteBlogPost, saveBlogPost } from '../../services/blog/save-blog-post.ts';
import { getBlogPostForAdmin, listBlogPostsForAdmin } from '../../services/blog/read-blog.ts';
import { saveBlogImage } from '../../services/blog/blog-images.ts';

/** Blog administration (admins only), behind the admin guard. */
export const adminBlogRoutes = new Hono<AppEnv>()
  .get('/api/admin/blog/posts', async (c) =>
    c.json({ items: await listBlogPostsForAdmin({ db: c.var.deps.database.db }) }),
  )
  .get('/api/admin/blog/posts/:id', async (c) => {
    const id = validate(ZBlogPostId, c.req.param('id'));
    return c.json(await getBlogPostForAdmin({ db: c.var.deps.database.db, id }));
  })
  .post('/api/admin/blog/posts', async (c) => {
    const input = await parseBody(c, ZBlogPostInput);
    const actor = { ...adminActor(c), name: currentAdmin(c).user.name };
    return c.json(await saveBlogPost({ db: c.var.deps.database.db, actor, input }), 201);
  })
  .put('/api/admin/blog/posts/:id', async (c) => {
    const id = validate(ZBlogPostId, c.req.param('id'));
    const input = await parseBody(c, ZBlogPostInput);
    const actor = { ...adminActor(c), name: currentAdmin(c).user.name };
    return c.json(await saveBlogPost({ db: c.var.deps.database.db, actor, id, input }));
  })
  .delete('/api/admin/blog/posts/:id', async (c) => {
    const id = validate(ZBlogPostId, c.req.param('id'));
    await deleteBlogPost({ db: c.var.deps.database.db, actor: adminActor(c), id });
    return c.body(null, 204);
  })
  // The editor's live preview: the exact sanitised HTML readers will get.
  .post('/api/admin/blog/preview', async (c) => {
    const { body } = await parseBody(c, ZBlogPreviewRequest);
    return c.json({ html: renderMarkdown(body) });
  })
  .post('/api/admin/blog/images', async (c) => {
    const bytes = await readImageUpload(c);
    const image = await saveBlogImage({ db: c.var.deps.database.db, actor: adminActor(c), bytes });
    return c.json(image, 201);
  });
