import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { CLIENT_IP_HEADER } from './create-auth.ts';
import { concurrencyLimit } from '../lib/concurrency-limit.ts';
import { HASHING_LIMIT } from './password-hashing.ts';

const SESSION_DATA_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=[^;]*/g;

/** better-auth endpoints whose POST hashes or verifies a password (scrypt, ~100 ms of CPU). */
const HASHING_PATHS = new Set(
  [
    '/sign-in/email',
    '/sign-up/email',
    '/reset-password',
    '/verify-password',
    '/change-password',
    '/set-password',
    '/delete-user',
    '/admin/create-user',
    '/admin/set-user-password',
  ].map((p) => `/api/auth${p}`),
);

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/**
 * Lets at most `limit` password requests into better-auth at a time; the rest wait, first come
 * first served, before their body is read. The hashes themselves already queue (password-hashing),
 * but a burst of sign-ins that all entered better-auth would each hold its request state while
 * waiting: more garbage surviving into the old generation and longer collections. One more than
 * the hashing limit keeps the hashing queue fed. Every other auth call passes straight through.
 */
export function admitPasswordRequests(handler: Handler, limit = HASHING_LIMIT + 1): Handler {
  const admit = concurrencyLimit(limit);
  return (c) =>
    c.req.method === 'POST' && HASHING_PATHS.has(c.req.path) ? admit(() => handler(c)) : handler(c);
}

/**
 * Hands /api/auth/* to better-auth with the client IP the server trusts (a client-sent copy of
 * the header is replaced), and without the cookie cache on admin calls so a role change or ban
 * counts on the very next request.
 */
export const authHandler = admitPasswordRequests(handle);

async function handle(c: Context<AppEnv>): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  if (c.req.path.startsWith('/api/auth/admin/')) {
    const cookie = headers.get('cookie');
    if (cookie) headers.set('cookie', cookie.replace(SESSION_DATA_COOKIE, '').replace(/^;\s*/, ''));
  }
  const init: RequestInit = { method: c.req.method, headers };
  // The body as bytes through hono's body reader, as parseBody reads JSON (already size-checked;
  // @hono/node-server reads them straight from the socket) rather than forwarding the stream: no
  // extra web stream per request.
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const body = await c.req.arrayBuffer();
    if (body.byteLength > 0) init.body = body;
  }
  return c.var.auth.handler(new Request(c.req.raw.url, init));
}
