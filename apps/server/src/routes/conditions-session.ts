import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import { requireSession, type CurrentSession } from '../auth/session-guards.ts';

/**
 * The conditions routes are read-only and hot (the page reloads them; a crowd may watch one lake).
 * Checking the signed session cookie costs more CPU than serving a cached answer, so the result of
 * the check is remembered for a few seconds per exact Cookie header. That tolerates no more
 * staleness than better-auth's own signed cookie cache (60 s) already does for ordinary reads;
 * a request without a cookie, or with a different one, is checked in full.
 */
const REMEMBER_MS = 5_000;
const checked = new LRUCache<string, CurrentSession>({ max: 10_000, ttl: REMEMBER_MS });

export async function requireMember(c: Context<AppEnv>): Promise<CurrentSession> {
  const cookie = c.req.header('cookie');
  const held = cookie ? checked.get(cookie) : undefined;
  if (held && held.session.expiresAt.getTime() > Date.now()) return held;
  const current = await requireSession(c);
  if (cookie) checked.set(cookie, current);
  return current;
}
