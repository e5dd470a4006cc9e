import type { IncomingMessage, ServerResponse } from 'node:http';
import { newId } from './fake-stripe-store.ts';
import { FAKE_API_VERSION } from './fake-stripe-billing.ts';

/** One part of the fake's HTTP surface; `path` and `query` are the request URL split at `?`. */
export type RequestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: string,
) => Promise<void>;

export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });

/** A JSON answer with the headers Stripe's API puts on every response. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': newId('req'),
    'stripe-version': FAKE_API_VERSION,
    ...headers,
  });
  res.end(JSON.stringify(body, null, 2));
}
