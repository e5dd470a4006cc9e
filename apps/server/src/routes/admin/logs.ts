import { Hono } from 'hono';
import { ZAppLogsQuery, type TAppLogsResponse } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { APP_LOGS_KEPT, listAppLogs } from '../../services/logs/app-log-store.ts';

/** Warnings and errors from browsers and the server, newest first (50 unless asked). */
export const adminLogsRoutes = new Hono<AppEnv>().get('/api/admin/logs', async (c) => {
  const query = parseQuery(c, ZAppLogsQuery);
  const items = await listAppLogs({ db: c.var.deps.database.db, query });
  return c.json({ items, kept: APP_LOGS_KEPT } satisfies TAppLogsResponse);
});
