import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/app-error.ts';

/** The liveness answer, the same whether it is given ahead of the chain (liveness.ts) or by the route. */
export const livenessBody = () => ({
  status: 'ok' as const,
  uptimeSeconds: Math.round(process.uptime()),
});

export const healthRoutes = new Hono<AppEnv>()
  .get('/api/health', (c) => c.json(livenessBody()))
  .get('/api/ready', async (c) => {
    try {
      await c.var.deps.database.ping(2000);
    } catch {
      throw new AppError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.');
    }
    return c.json({ status: 'ready', database: c.var.deps.database.kind });
  })
  .get('/metrics', async (c) => {
    const { registry } = c.var.deps.metrics;
    const token = c.var.deps.env.METRICS_TOKEN;
    if (token && c.req.header('authorization') !== `Bearer ${token}`)
      throw new AppError('AUTH_UNAUTHORIZED');
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
