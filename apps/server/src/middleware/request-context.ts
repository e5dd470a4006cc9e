import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { redactUrl } from '../logger.ts';
import { clientIp } from '../lib/http/client-ip.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { errorHandler } from './error-handler.ts';
import { buildApiSecurityHeaders, buildSecurityHeaders } from './security-headers.ts';

/** A request id a client or proxy may send us (anything else is replaced). */
export const INCOMING_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics']);

/** Paths answered with JSON or text by the API (the stricter header set applies). */
function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/metrics';
}

/**
 * Everything every request needs, in one middleware (each layer of the chain costs a promise
 * hop; measured: six no-op layers cost a fifth of a hello-world's throughput):
 * a request id, a lazily built child logger, the trusted client IP, the shutdown gate, security
 * headers (the document set for pages, the stricter API set for /api), the duration metric and
 * an access-log line.
 */
export function requestContext(
  deps: AppDeps,
  opts: { secure: boolean },
): MiddlewareHandler<AppEnv> {
  const frameOrigins = deps.env.CONTACT_FORM_URL ? [new URL(deps.env.CONTACT_FORM_URL).origin] : [];
  const documentHeaders = Object.entries(buildSecurityHeaders(opts.secure, frameOrigins));
  const apiHeaders = Object.entries(buildApiSecurityHeaders(opts.secure));
  const { logger, metrics, lifecycle, env } = deps;
  // The access line is written by a sibling logger without redaction: its fields are fixed and safe
  // by construction (method, the path with tokens stripped, status, time, the request id), and
  // pino's redaction re-parses its 14 paths on every call (15 KB of garbage per request measured
  // under the report-list load). Logging it this way also spares the per-request child logger,
  // which is now built only when a handler logs something itself.
  const accessLog = logger.child({}, { redact: [] });
  return async (c, next) => {
    const start = performance.now();
    const path = c.req.path;
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    // The child logger is built on first use: most requests on hot paths never log.
    let child: Logger | undefined;
    const log = new Proxy({} as Logger, {
      get: (_t, key) => Reflect.get((child ??= logger.child({ requestId })), key),
    });
    c.set('requestId', requestId);
    c.set('log', log);
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, env.TRUST_PROXY_HOPS));
    // Set before the handler: headers added to a finished response cost a full Response object.
    const headers = isApiPath(path) ? apiHeaders : documentHeaders;
    c.header('X-Request-Id', requestId);
    for (const [name, value] of headers) c.header(name, value);
    try {
      if (lifecycle.shuttingDown) {
        c.header('Connection', 'close');
        c.res = await errorHandler(new AppError('SYSTEM_MAINTENANCE'), c);
        return;
      }
      await next();
      // Handlers that return a Response of their own (static files, the auth library) bypass the
      // prepared headers; fill in what is missing. Only those paths pay for reading the headers
      // of a finished response (it makes @hono/node-server build a full Response object).
      if (
        (!isApiPath(path) || path.startsWith('/api/auth/')) &&
        !c.res.headers.has('content-security-policy')
      ) {
        c.res.headers.set('X-Request-Id', requestId);
        for (const [name, value] of headers) c.res.headers.set(name, value);
      }
    } finally {
      const ms = performance.now() - start;
      const status = c.res.status;
      metrics.httpDuration.observe(
        { method: c.req.method, route: c.req.routePath || 'unmatched', status: String(status) },
        ms / 1000,
      );
      if (!QUIET_PATHS.has(path))
        accessLog.info(
          {
            requestId,
            method: c.req.method,
            url: redactUrl(path),
            status,
            ms: Math.round(ms * 10) / 10,
          },
          'request',
        );
      else if (logger.isLevelEnabled('debug'))
        accessLog.debug(
          { requestId, method: c.req.method, url: path, status, ms: Math.round(ms * 10) / 10 },
          'request',
        );
    }
  };
}
