import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client address the server trusts: the socket's peer, or, behind `hops` trusted proxies,
 * the address that many entries from the right of X-Forwarded-For. With hops = 0 no header a
 * client sends is believed. (Tests pass a fake `incoming` socket as the request's env.)
 */
export function clientIp(c: Context, hops: number): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (hops <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[chain.length - hops] ?? peer;
}
