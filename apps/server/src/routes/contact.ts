import { Hono } from 'hono';
import {
  ZContactMessagesQuery,
  ZContactRequest,
  type TContactMessagesResponse,
} from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseBody, parseQuery } from '../lib/parse-body.ts';
import { requireAdmin } from '../auth/session-guards.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { createContactMessage } from '../services/contact/create-contact-message.ts';
import { listContactMessages } from '../services/contact/list-contact-messages.ts';

export const contactRoutes = new Hono<AppEnv>()
  .post('/api/contact', async (c) => {
    const { database, env } = c.var.deps;
    await enforceRateLimit({
      db: database.db,
      key: `contact:${c.var.clientIp}`,
      limit: env.CONTACT_RATE_LIMIT,
      windowSeconds: 3600,
    });
    const input = await parseBody(c, ZContactRequest);
    const result = await createContactMessage({
      db: database.db,
      input,
      clientIp: c.var.clientIp,
      userAgent: c.req.header('user-agent'),
    });
    if (result.stored) c.var.log.info({ contactId: result.id }, 'contact message stored');
    return c.json({ ok: true as const });
  })
  .get('/api/admin/contact-messages', async (c) => {
    await requireAdmin(c);
    const { limit } = parseQuery(c, ZContactMessagesQuery);
    const items = await listContactMessages({ db: c.var.deps.database.db, limit });
    return c.json({ items } satisfies TContactMessagesResponse);
  });
