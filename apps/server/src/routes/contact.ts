import { Hono } from 'hono';
import { ZContactRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseBody } from '../lib/http/parse-body.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { createContactMessage } from '../services/contact/create-contact-message.ts';

export const contactRoutes = new Hono<AppEnv>().post('/api/contact', async (c) => {
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
});
