import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppDeps } from './app-env.ts';
import { buildApiSecurityHeaders } from './middleware/security-headers.ts';
import { INCOMING_REQUEST_ID } from './middleware/request-context.ts';
import { livenessBody } from './routes/health.ts';

export const LIVENESS_PATH = '/api/health';

/** An app whose liveness probes can also be answered before the HTTP adapter (http-server.ts). */
export interface LivenessFront {
  /** Answers a probe on the raw Node request and response; false for anything else. */
  answerProbeFirst: (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * Answers `GET /api/health` ahead of the middleware chain. A liveness probe needs none of it (no
 * session, body, client address or timeout), and every async layer costs a promise hop: through
 * the chain a trivial route reaches about 60% of a bare Hono hello-world here. Two front doors:
 * - `answerProbeFirst`, for the HTTP server: the probe is answered on the raw Node request and
 *   response, before the adapter builds a fetch Request and reads back a Response (half of the
 *   cost of a hello-world);
 * - `app.fetch`, for everything that calls the app as a fetch handler (tests, other adapters).
 *
 * What liveness still honours: the request id, the API security headers, a count of probes
 * (`http_liveness_probes_total`; not the request-duration histogram, whose percentiles and error
 * rate are about real traffic), and shutdown (while draining, the chain answers 503 so balancers
 * stop sending). Any other method, a query string or HEAD goes through the chain to the same
 * handler.
 */
export function answerLivenessFirst<A extends Pick<Hono, 'fetch'>>(
  app: A,
  deps: AppDeps,
  opts: { secure: boolean },
): A & LivenessFront {
  const securityHeaders = buildApiSecurityHeaders(opts.secure);
  const chain = app.fetch;
  const { lifecycle, metrics } = deps;
  // The body changes once a second (its uptime): serialised once per second, not per probe.
  let cached = { at: -1, json: '', length: '' };
  const body = () => {
    const at = Math.round(process.uptime());
    if (cached.at !== at) {
      const json = JSON.stringify(livenessBody(at));
      cached = { at, json, length: String(Buffer.byteLength(json)) };
    }
    return cached;
  };
  const takes = (method: string | undefined, path: string | undefined) =>
    path === LIVENESS_PATH && method === 'GET' && !lifecycle.shuttingDown;
  const requestId = (sent: string | string[] | null | undefined) =>
    typeof sent === 'string' && INCOMING_REQUEST_ID.test(sent) ? sent : randomUUID();

  const front = app as A & LivenessFront;
  front.answerProbeFirst = (req, res) => {
    if (!takes(req.method, req.url)) return false;
    metrics.livenessProbes.add();
    const { json, length } = body();
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': length,
      'x-request-id': requestId(req.headers['x-request-id']),
      ...securityHeaders,
    });
    res.end(json);
    return true;
  };
  front.fetch = (request: Request, env?: unknown, executionCtx?: unknown) => {
    // Under @hono/node-server the raw Node request is at hand: reading it avoids building the
    // full Request object that `request.headers` would create.
    const given = (env as Partial<HttpBindings> | undefined)?.incoming;
    const node = given?.url !== undefined && given.headers ? given : undefined;
    const rawPath = node ? node.url! : pathOf(request.url);
    if (!takes(request.method, rawPath)) return chain(request, env, executionCtx as never);
    metrics.livenessProbes.add();
    return new Response(body().json, {
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId(
          node ? node.headers!['x-request-id'] : request.headers.get('x-request-id'),
        ),
        ...securityHeaders,
      },
    });
  };
  return front;
}

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  return start === -1 ? '/' : url.slice(start);
}
