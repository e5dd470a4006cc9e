import { Hono } from 'hono';
import { ZContactMessagesQuery, type TContactMessagesResponse } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { listContactMessages } from '../../services/contact/list-contact-messages.ts';

/** What visitors sent through /contact, newest first. */
export const adminContactMessagesRoutes = new Hono<AppEnv>().get(
  '/api/admin/contact-messages',
  async (c) => {
    const { limit } = parseQuery(c, ZContactMessagesQuery);
    const items = await listContactMessages({ db: c.var.deps.database.db, limit });
    return c.json({ items } satisfies TContactMessagesResponse);
  },
);
