import { Hono } from 'hono';
import { ZOutboxQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { listOutbox } from '../../services/outbox/list-outbox.ts';

/** Outgoing mail and CRM jobs, newest first, with what happened to each. */
export const adminOutboxRoutes = new Hono<AppEnv>().get('/api/admin/outbox', async (c) => {
  const query = parseQuery(c, ZOutboxQuery);
  const items = await listOutbox({
    db: c.var.deps.database.db,
    kind: query.kind,
    limit: query.limit,
  });
  return c.json({ items, smtp: Boolean(c.var.deps.env.SMTP_URL) });
});
