import { Hono } from 'hono';
import { ZCatchId, ZCreateCatchRequest, ZListCatchesQuery } from '@anglerscout/contracts';
import { oneLineText } from '@anglerscout/contracts';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { requireSession } from '../middleware/session-guards.ts';
import { parseBody, parseQuery, validate } from '../lib/http/parse-body.ts';
import { readImageUpload } from '../lib/http/read-upload.ts';
import { createCatch } from '../services/catches/create-catch.ts';
import { deleteCatch, getCatch, listCatches } from '../services/catches/read-catches.ts';
import { catchStats } from '../services/catches/catch-stats.ts';
import { readCatchPhoto, saveCatchPhoto } from '../services/catches/catch-photos.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';

const PHOTOS_PER_HOUR = 60;
const ZStatsQuery = z.object({ species: oneLineText().trim().max(60).optional() });

/** The member's own catch log (private) and photo uploads. */
export const catchRoutes = new Hono<AppEnv>()
  .post('/api/catches', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const input = await parseBody(c, ZCreateCatchRequest);
    const { deps } = c.var;
    const created = await createCatch({
      db: deps.database.db,
      providers: deps.providers,
      science: deps.science,
      userId: user.id,
      input,
    });
    return c.json(created, 201);
  })
  .get('/api/catches', async (c) => {
    const { user } = await requireSession(c);
    const query = parseQuery(c, ZListCatchesQuery);
    return c.json(await listCatches({ db: c.var.deps.database.db, userId: user.id, ...query }));
  })
  .get('/api/catches/stats', async (c) => {
    const { user } = await requireSession(c);
    const { species } = parseQuery(c, ZStatsQuery);
    return c.json(await catchStats({ db: c.var.deps.database.db, userId: user.id, species }));
  })
  .get('/api/catches/:id', async (c) => {
    const { user } = await requireSession(c);
    const id = validate(ZCatchId, c.req.param('id'));
    return c.json(await getCatch({ db: c.var.deps.database.db, userId: user.id, id }));
  })
  .delete('/api/catches/:id', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const id = validate(ZCatchId, c.req.param('id'));
    await deleteCatch({ db: c.var.deps.database.db, userId: user.id, id });
    return c.body(null, 204);
  })
  .post('/api/photos', async (c) => {
    const { user } = await requireSession(c, { fresh: true });
    const db = c.var.deps.database.db;
    await enforceRateLimit({
      db,
      key: `photo:${user.id}`,
      limit: PHOTOS_PER_HOUR,
      windowSeconds: 3600,
    });
    const bytes = await readImageUpload(c);
    return c.json(await saveCatchPhoto({ db, userId: user.id, bytes }), 201);
  })
  .get('/api/photos/:id', async (c) => {
    const { user } = await requireSession(c);
    const id = validate(ZCatchId, c.req.param('id'));
    const photo = await readCatchPhoto({ db: c.var.deps.database.db, viewerId: user.id, id });
    return c.body(new Uint8Array(photo.bytes), 200, {
      'Content-Type': photo.contentType,
      // Private: whether a photo may be seen depends on who asks and on the post's state.
      'Cache-Control': 'private, max-age=300',
    });
  });
