import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { isLocalRequest } from '../lib/http/client-ip.ts';
import type { PerClientQueue } from '../lib/primitives/per-client-queue.ts';
import { GATE_STUCK_AFTER_MS } from '../services/auth/password-gate.ts';

/** The liveness answer, the same whether it is given ahead of the chain (liveness.ts) or by the route. */
export const livenessBody = (uptimeSeconds = Math.round(process.uptime())) => ({
  status: 'ok' as const,
  uptimeSeconds,
});

export interface HealthRoutesOptions {
  passwordGate: PerClientQueue;
}

/**
 * Liveness, readiness and Prometheus metrics. Ready means the process can do its work: the
 * database answers within 2 s, and password requests are moving (a gate where requests have
 * waited 30 s without any finishing is stuck: sign-in would answer nobody).
 */
export function createHealthRoutes({ passwordGate }: HealthRoutesOptions) {
  return new Hono<AppEnv>()
    .get('/api/health', (c) => c.json(livenessBody()))
    .get('/api/ready', async (c) => {
      try {
        await c.var.deps.database.ping(2000);
      } catch {
        throw new AppError('DATABASE_CONNECTION_ERROR', 'The database is not reachable.');
      }
      const gate = passwordGate.state();
      if (gate.stalledMs > GATE_STUCK_AFTER_MS)
        throw new AppError(
          'SYSTEM_MAINTENANCE',
          `Sign-in is stuck: ${gate.waiting} requests have waited ${Math.round(gate.stalledMs / 1000)} s.`,
        );
      return c.json({ status: 'ready', database: c.var.deps.database.kind });
    })
    .get('/metrics', async (c) => {
      const { registry } = c.var.deps.metrics;
      const { METRICS_TOKEN: token, TRUST_PROXY_HOPS: hops } = c.var.deps.env;
      if (token && c.req.header('authorization') !== `Bearer ${token}`)
        throw new AppError('AUTH_UNAUTHORIZED');
      // Without a token, metrics (routes, timings, counts) are for the machine itself only.
      if (!token && !isLocalRequest(c, hops))
        throw new AppError(
          'AUTH_FORBIDDEN',
          'Metrics are served on loopback only; set METRICS_TOKEN to read them from elsewhere.',
        );
      return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
    });
}
