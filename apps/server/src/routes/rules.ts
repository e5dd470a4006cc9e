import { Hono } from 'hono';
import { ZSpotRulesQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireMember } from '../middleware/session-guards.ts';
import { parseQuery } from '../lib/http/parse-body.ts';
import { rulesForSpot } from '../services/regulations/rules-for-spot.ts';

/** Where the rules are for a spot and what is closed there today (the Conditions page). */
export const rulesRoutes = new Hono<AppEnv>().get('/api/rules', async (c) => {
  await requireMember(c);
  const { lat, lon, habitat } = parseQuery(c, ZSpotRulesQuery);
  const { database, science } = c.var.deps;
  return c.json(await rulesForSpot({ db: database.db, science, lat, lon, habitat }));
});
