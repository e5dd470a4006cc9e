import {
  Server as HttpServer,
  createServer,
  type RequestListener,
  type ServerOptions,
} from 'node:http';
import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppDeps } from './app-env.ts';
import { countRequest } from './lib/primitives/foreground.ts';
import { LIVENESS_PATH, type LivenessFront } from './liveness.ts';

const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_RECEIVE_TIMEOUT_MS = 60_000;

export interface RunningServer {
  server: ServerType;
  port: number;
  /** Stops taking requests (new ones get 503), lets in-flight ones finish, then closes the database. */
  shutdown: (reason: string) => Promise<void>;
}

export function startHttpServer(
  app: Pick<Hono, 'fetch'> & Partial<LivenessFront>,
  deps: AppDeps,
  port: number,
  hostname: string,
): Promise<RunningServer> {
  // Every request counts as foreground work until its response is done or its connection closes:
  // the bite-alert check gives way to them (lib/primitives/foreground.ts). Liveness probes are left
  // out: answered at once, they hold nothing up, and they come all day. Counted here, in front of
  // the app, rather than by a second 'request' listener (an event with two listeners copies its
  // listener list on every emit).
  const fetch: typeof app.fetch = (request, env, executionCtx) => {
    // @hono/node-server passes the raw Node request and response as the environment.
    const node = env as Partial<HttpBindings> | undefined;
    if (node?.outgoing && node.incoming?.url !== LIVENESS_PATH)
      countRequest(deps.foreground, node.outgoing);
    return app.fetch(request, env, executionCtx);
  };
  // Liveness probes are answered on the raw request, before the adapter (liveness.ts).
  const probe = app.answerProbeFirst;
  const frontDoor = (adapter: RequestListener): RequestListener =>
    probe ? (req, res) => void (probe(req, res) || adapter(req, res)) : adapter;
  return new Promise((resolve) => {
    // The adapter calls this as createServer(serverOptions, itsListener).
    const withFrontDoor = ((opts: ServerOptions, listener: RequestListener) =>
      createServer(opts, frontDoor(listener))) as typeof createServer;
    const server = serve({ fetch, port, hostname, createServer: withFrontDoor }, (info) => {
      if (server instanceof HttpServer) {
        // A client must send its headers within 15 s and the whole request within 60 s (bodies of
        // API requests have their own, shorter deadline: BODY_READ_TIMEOUT_MS).
        server.headersTimeout = HEADERS_TIMEOUT_MS;
        server.requestTimeout = REQUEST_RECEIVE_TIMEOUT_MS;
      }
      let closing: Promise<void> | undefined;
      const shutdown = (reason: string) =>
        (closing ??= new Promise<void>((done) => {
          deps.lifecycle.shuttingDown = true;
          deps.logger.info({ reason }, 'shutting down: finishing in-flight requests');
          // A plain HTTP server (what serve() starts here) can close idle and open connections.
          const http = server instanceof HttpServer ? server : undefined;
          const force = setTimeout(() => {
            deps.logger.warn('grace period over: closing remaining connections');
            http?.closeAllConnections();
          }, deps.env.SHUTDOWN_GRACE_MS);
          force.unref();
          // Keep-alive connections turn idle as their last response ends: close them as they do.
          const sweep = setInterval(() => http?.closeIdleConnections(), 100);
          sweep.unref();
          server.close(async () => {
            clearTimeout(force);
            clearInterval(sweep);
            await deps.lifecycle.stop();
            await deps.database
              .close()
              .catch((err) => deps.logger.error({ err }, 'database close failed'));
            deps.logger.info('stopped');
            done();
          });
          http?.closeIdleConnections();
        }));
      // Performance and state scenarios call this process's own endpoints on loopback.
      const local = ['0.0.0.0', '::', 'localhost'].includes(hostname) ? '127.0.0.1' : hostname;
      deps.monitoring.listening(
        `http://${local.includes(':') ? `[${local}]` : local}:${info.port}`,
      );
      resolve({ server, port: info.port, shutdown });
    });
  });
}
