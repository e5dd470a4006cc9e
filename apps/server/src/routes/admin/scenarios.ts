import { Hono } from 'hono';
import { ZRunScenarioRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { listScenarios, startScenario } from '../../services/monitoring/scenarios/run-scenario.ts';

/**
 * Test scenarios (test mode only, each type only while its feature is on); each runs on in the
 * background.
 */
export const adminScenarioRoutes = new Hono<AppEnv>()
  .get('/api/admin/monitoring/scenarios', async (c) =>
    c.json({ items: await listScenarios({ db: c.var.deps.database.db }) }),
  )
  .post('/api/admin/monitoring/scenarios', async (c) => {
    const request = await parseBody(c, ZRunScenarioRequest);
    const { database, logger, providers, science, monitoring } = c.var.deps;
    const ctx = await c.var.auth.$context;
    const scenario = await startScenario({
      ctx: {
        db: database.db,
        logger,
        providers,
        science,
        probe: monitoring.probe,
        selfUrl: monitoring.selfUrl(),
        sessionCookie: { name: ctx.authCookies.sessionToken.name, secret: ctx.secret },
      },
      tracker: monitoring.scenarios,
      instanceId: monitoring.instanceId,
      request,
      actor: adminActor(c),
    });
    return c.json(scenario, 202);
  });
