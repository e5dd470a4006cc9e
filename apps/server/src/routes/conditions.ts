import { Hono } from 'hono';
import { ZConditionsQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireSession } from '../auth/session-guards.ts';
import { parseQuery } from '../lib/parse-body.ts';
import { getConditionsJson } from '../services/conditions/cached-conditions.ts';

export const conditionsRoutes = new Hono<AppEnv>().get('/api/conditions', async (c) => {
  await requireSession(c);
  const query = parseQuery(c, ZConditionsQuery);
  const json = await getConditionsJson(c.var.deps, query);
  return c.body(json, 200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, max-age=60' });
});
