import { Hono } from 'hono';
import { ZOutboxQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseQuery } from '../lib/parse-body.ts';
import { requireAdmin } from '../auth/session-guards.ts';
import { listOutbox } from '../services/outbox/list-outbox.ts';

export const outboxRoutes = new Hono<AppEnv>().get('/api/admin/outbox', async (c) => {
  await requireAdmin(c);
  const query = parseQuery(c, ZOutboxQuery);
  const items = await listOutbox({
    db: c.var.deps.database.db,
    kind: query.kind,
    limit: query.limit,
  });
  return c.json({ items, smtp: Boolean(c.var.deps.env.SMTP_URL) });
});
