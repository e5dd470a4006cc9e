import { Hono } from 'hono';
import { ZConditionsQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember } from '../middleware/session-guards.ts';
import { parseQuery } from '../lib/http/parse-body.ts';

export const conditionsRoutes = new Hono<AppEnv>().get('/api/conditions', async (c) => {
  await requireMember(c);
  const query = parseQuery(c, ZConditionsQuery);
  const answer = await c.var.deps.conditions.answer(query);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'private, no-store',
    vary: 'accept-encoding',
  };
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    return c.body(answer.gzip as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-encoding': 'gzip',
    });
  }
  return c.body(answer.json, 200, headers);
});
