import { Hono } from 'hono';
import {
  ZCreatePostRequest,
  ZCreateReplyRequest,
  ZFeedQuery,
  ZFlagRequest,
  ZPostId,
} from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireSession } from '../middleware/session-guards.ts';
import { parseBody, parseQuery, validate } from '../lib/http/parse-body.ts';
import { createPost } from '../services/community/create-post.ts';
import { getPost, listFeed } from '../services/community/list-feed.ts';
import { deleteOwnContent, replyToPost } from '../services/community/reply-to-post.ts';
import { flagContent } from '../services/community/moderate-content.ts';

/** The community: members only (the free plan includes it); every rule is enforced here. */
export const communityRoutes = new Hono<AppEnv>()
  .get('/api/community/posts', async (c) => {
    const { user } = await requireSession(c);
    const query = parseQuery(c, ZFeedQuery);
    return c.json(await listFeed({ db: c.var.deps.database.db, viewerId: user.id, query }));
  })
  .post('/api/community/posts', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const input = await parseBody(c, ZCreatePostRequest);
    const { deps } = c.var;
    const created = await createPost({
      db: deps.database.db,
      offlinePlaces: deps.providers.offlinePlaces,
      userId: user.id,
      input,
    });
    return c.json(created, 201);
  })
  .get('/api/community/posts/:id', async (c) => {
    const { user } = await requireSession(c);
    const id = validate(ZPostId, c.req.param('id'));
    return c.json(await getPost({ db: c.var.deps.database.db, viewerId: user.id, id }));
  })
  .delete('/api/community/posts/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const id = validate(ZPostId, c.req.param('id'));
    await deleteOwnContent({ db: c.var.deps.database.db, userId: user.id, targetType: 'post', id });
    return c.body(null, 204);
  })
  .post('/api/community/posts/:id/replies', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const postId = validate(ZPostId, c.req.param('id'));
    const { body } = await parseBody(c, ZCreateReplyRequest);
    const created = await replyToPost({
      db: c.var.deps.database.db,
      userId: user.id,
      postId,
      body,
    });
    return c.json(created, 201);
  })
  .delete('/api/community/replies/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const id = validate(ZPostId, c.req.param('id'));
    await deleteOwnContent({
      db: c.var.deps.database.db,
      userId: user.id,
      targetType: 'reply',
      id,
    });
    return c.body(null, 204);
  })
  .post('/api/community/flags', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const input = await parseBody(c, ZFlagRequest);
    await flagContent({ db: c.var.deps.database.db, userId: user.id, ...input });
    return c.json({ ok: true as const }, 201);
  });
