import { Hono } from 'hono';
import { ZOutlookQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember } from '../middleware/session-guards.ts';
import { parseQuery } from '../lib/http/parse-body.ts';
import { assertKnownSpecies } from '../services/spots/known-species.ts';

/** The next days at a spot, ranked by score (members only; cached like the conditions). */
export const outlookRoutes = new Hono<AppEnv>().get('/api/outlook', async (c) => {
  await requireMember(c);
  const query = parseQuery(c, ZOutlookQuery);
  assertKnownSpecies(query.species);
  const answer = await c.var.deps.outlook.answer(query);
  c.header('cache-control', 'private, no-store');
  return c.json(answer);
});
