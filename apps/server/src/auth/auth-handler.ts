import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { CLIENT_IP_HEADER } from './create-auth.ts';

const SESSION_DATA_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_data=[^;]*/g;

/**
 * Hands /api/auth/* to better-auth with the client IP the server trusts (a client-sent copy of
 * the header is replaced), and without the cookie cache on admin calls so a role change or ban
 * counts on the very next request.
 */
export async function authHandler(c: Context<AppEnv>): Promise<Response> {
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
