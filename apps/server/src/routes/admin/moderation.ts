import { Hono } from 'hono';
import { ZModerateRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { listFlags, moderateContent } from '../../services/community/moderate-content.ts';

/** Community moderation: the queue of members' reports, and hide/remove/restore with a reason. */
export const adminModerationRoutes = new Hono<AppEnv>()
  .get('/api/admin/moderation/flags', async (c) =>
    c.json(await listFlags({ db: c.var.deps.database.db })),
  )
  .post('/api/admin/moderation/actions', async (c) => {
    const request = await parseBody(c, ZModerateRequest);
    await moderateContent({ db: c.var.deps.database.db, actor: adminActor(c), request });
    return c.json({ ok: true as const });
  });
