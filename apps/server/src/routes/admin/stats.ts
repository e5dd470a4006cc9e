import { Hono } from 'hono';
import { ZAuditQuery, type TAuditResponse } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { getAdminStats } from '../../services/admin/get-admin-stats.ts';
import { listAdminActions } from '../../services/audit/record-admin-action.ts';

/** The dashboard's figures and the audit log. */
export const adminStatsRoutes = new Hono<AppEnv>()
  .get('/api/admin/stats', async (c) => {
    return c.json(await getAdminStats({ db: c.var.deps.database.db }));
  })
  .get('/api/admin/audit', async (c) => {
    const q = parseQuery(c, ZAuditQuery);
    const items = await listAdminActions({
      db: c.var.deps.database.db,
      action: q.action,
      actorEmail: q.actor,
      targetId: q.target,
      before: q.before ? new Date(q.before) : undefined,
      limit: q.limit,
    });
    return c.json({ items } satisfies TAuditResponse);
  });
