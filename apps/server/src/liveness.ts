import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppDeps } from './app-env.ts';
import { buildApiSecurityHeaders } from './middleware/security-headers.ts';
import { INCOMING_REQUEST_ID } from './middleware/request-context.ts';
import { livenessBody } from './routes/health.ts';

export const LIVENESS_PATH = '/api/health';

interface NodeBindings {
  incoming?: { url?: string; headers?: Record<string, string | string[] | undefined> };
}

/**
 * Answers `GET /api/health` ahead of the middleware chain. A liveness probe needs none of it (no
 * session, body, client address or timeout), and every async layer costs a promise hop: through
 * the chain a trivial route reaches about 60% of a bare Hono hello-world here, answered at the
 * front about 85%. What liveness still honours: the request id, the API security headers, a
 * count of probes (`http_liveness_probes_total`; not the request-duration histogram, whose
 * percentiles and error rate are about real traffic), and shutdown (while draining, the chain
 * answers 503 so balancers stop sending). Any other method, a query string or HEAD goes through the chain to the same handler.
 */
export function answerLivenessFirst<A extends Pick<Hono, 'fetch'>>(
  app: A,
  deps: AppDeps,
  opts: { secure: boolean },
): A {
  const securityHeaders = buildApiSecurityHeaders(opts.secure);
  const chain = app.fetch;
  const { lifecycle, metrics } = deps;
  // The body changes once a second (its uptime): serialised once per second, not per probe.
  let cached = { at: -1, json: '' };
  const body = () => {
    const at = Math.round(process.uptime());
    if (cached.at !== at) cached = { at, json: JSON.stringify(livenessBody(at)) };
    return cached.json;
  };
  app.fetch = (request: Request, env?: unknown, executionCtx?: unknown) => {
    // Under @hono/node-server the raw Node request is at hand: reading it avoids building the
    // full Request object that `request.headers` would create.
    const given = (env as NodeBindings | undefined)?.incoming;
    const node = given?.url !== undefined && given.headers ? given : undefined;
    const rawPath = node ? node.url! : pathOf(request.url);
    if (rawPath !== LIVENESS_PATH || request.method !== 'GET' || lifecycle.shuttingDown) {
      return chain(request, env, executionCtx as never);
    }
    const sent = node ? node.headers!['x-request-id'] : request.headers.get('x-request-id');
    const incoming = typeof sent === 'string' ? sent : undefined;
    metrics.livenessProbes.add();
    return new Response(body(), {
      headers: {
        'content-type': 'application/json',
        'x-request-id': incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID(),
        ...securityHeaders,
      },
    });
  };
  return app;
}

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  return start === -1 ? '/' : url.slice(start);
}
