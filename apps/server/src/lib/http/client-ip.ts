import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * The client address the server trusts: the socket's peer, or, behind `hops` trusted proxies,
 * the address that many entries from the right of X-Forwarded-For. With hops = 0 no header a
 * client sends is believed. (Tests pass a fake `incoming` socket as the request's env.)
 */
export function clientIp(c: Context, hops: number): string {
  const peer =
    (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (hops <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? peer;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * True for a request made on this machine: the socket's peer is a loopback address and, when the
 * server sits behind proxies, the request did not come through one (a local proxy forwards
 * outside clients from a loopback address too).
 */
export function isLocalRequest(c: Context, hops: number): boolean {
  const peer = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress ?? '';
  if (!LOOPBACK.test(peer)) return false;
  return hops <= 0 || c.req.header('x-forwarded-for') === undefined;
}
