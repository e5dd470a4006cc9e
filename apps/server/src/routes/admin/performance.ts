import { Hono } from 'hono';
import { ZPerformanceQuery } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { summarizePerformance } from '../../services/monitoring/vitals/summarize-performance.ts';

/** The performance dashboard: p75 of real visits' vitals per route, and their trend. */
export const adminPerformanceRoutes = new Hono<AppEnv>().get(
  '/api/admin/performance',
  async (c) => {
    const { range } = parseQuery(c, ZPerformanceQuery);
    const { database, monitoring } = c.var.deps;
    // What arrived in the last quarter second is written first, so a fresh visit shows.
    await monitoring.vitals.flush();
    return c.json(await summarizePerformance({ db: database.db, range }));
  },
);
