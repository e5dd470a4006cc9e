import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { redactUrl } from '../logger.ts';
import { clientIp } from '../lib/client-ip.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/** Request id, a child logger, the trusted client IP, an access-log line and the duration metric. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    // The child logger is built on first use: most requests on hot paths never log.
    let child: Logger | undefined;
    const log = new Proxy({} as Logger, { get: (_t, key) => Reflect.get((child ??= deps.logger.child({ requestId })), key) });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, deps.env.TRUST_PROXY_HOPS));
    // Set before the handler: headers added to a finished response cost a full Response object.
    c.header('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const ms = performance.now() - start;
      const route = c.req.routePath || 'unmatched';
      deps.metrics.httpDuration.observe({ method: c.req.method, route, status: String(c.res.status) }, ms / 1000);
      const entry = { method: c.req.method, url: redactUrl(c.req.path), status: c.res.status, ms: Math.round(ms * 10) / 10 };
      if (!QUIET_PATHS.has(c.req.path)) log.info(entry, 'request');
      else if (deps.logger.isLevelEnabled('debug')) log.debug(entry, 'request');
    }
  };
}
