import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpPolicy } from '../providers/shared/http-client.ts';

/** What the local server does for one request: answer, or hang past the client's timeout. */
export interface Reply {
  status?: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
  headers?: Record<string, string>;
}

/** A recorded response as kept in fixtures/recorded: its source, then what the service sent. */
export interface Recorded {
  $source: string;
  request?: string;
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/** The fixture server's reply for a recorded response. */
export const replay = (r: Recorded): Reply => ({
  status: r.status,
  body: r.body,
  headers: r.headers,
});

export interface FixtureServer {
  baseUrl: string;
  /** Every request path with its query, in order. */
  requests: string[];
  /** The headers of every request, in order. */
  headers: IncomingMessage['headers'][];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 for adapter tests: replies are taken in order (the last one
 * repeats), so a test can script "fail twice, then answer".
 */
export async function startFixtureServer(
  replies: Reply[] | ((req: IncomingMessage) => Reply),
): Promise<FixtureServer> {
  const requests: string[] = [];
  const headers: IncomingMessage['headers'][] = [];
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    headers.push(req.headers);
    const reply =
      typeof replies === 'function'
        ? replies(req)
        : replies[Math.min(requests.length - 1, replies.length - 1)]!;
    const timer = setTimeout(() => {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {}));
    }, reply.delayMs ?? 0);
    res.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    headers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fast policy for tests: same logic as production, millisecond waits. */
export const TEST_POLICY: HttpPolicy = {
  timeoutMs: 300,
  retries: 2,
  backoffMs: 5,
  userAgent: 'AnglerScout tests',
};
