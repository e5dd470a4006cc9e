import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import type { CurrentSession } from '../services/auth/session-types.ts';

export type { CurrentSession } from '../services/auth/session-types.ts';

/**
 * The signed-in user, or null. `fresh` reads the database (writes, admin checks, bans and role
 * changes must see the current state); ordinary reads may use better-auth's signed cookie cache.
 */
export async function readSession(
  c: Context<AppEnv>,
  opts: { fresh?: boolean } = {},
): Promise<CurrentSession | null> {
  const auth = c.var.auth;
  const started = performance.now();
  const found = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: opts.fresh ?? false },
  });
  c.var.deps.monitoring.observe.auth('session_check', performance.now() - started);
  if (!found) return null;
  const u = found.user as typeof found.user & { role?: string | null };
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      role: u.role ?? 'user',
      emailVerified: u.emailVerified,
    },
    session: {
      id: found.session.id,
      token: found.session.token,
      expiresAt: new Date(found.session.expiresAt),
    },
  };
}

/** Throws AUTH_UNAUTHORIZED (401) without a valid session. */
export async function requireSession(
  c: Context<AppEnv>,
  opts: { fresh?: boolean } = {},
): Promise<CurrentSession> {
  const current = await readSession(c, opts);
  if (!current) throw new AppError('AUTH_UNAUTHORIZED', 'No authenticated user');
  return current;
}

/** Throws 401 without a session and AUTH_FORBIDDEN (403) for anyone but an admin, read fresh. */
export async function requireAdmin(c: Context<AppEnv>): Promise<CurrentSession> {
  const current = await requireSession(c, { fresh: true });
  if (current.user.role !== 'admin')
    throw new AppError('AUTH_FORBIDDEN', "You don't have admin privileges to access this page.");
  return current;
}

/**
 * requireSession for the hot read-only routes (conditions, place search): the check is
 * remembered a few seconds per Cookie header, and refused at once after a revocation.
 */
export function requireMember(c: Context<AppEnv>): Promise<CurrentSession> {
  return c.var.deps.memberSessions.remembered(c.req.header('cookie'), () => requireSession(c));
}

/**
 * The administrator of a request under /api/admin/*: the admin routes' guard (routes/admin)
 * checked the session fresh from the database before any handler ran.
 */
export function currentAdmin(c: Context<AppEnv>): CurrentSession {
  const admin = c.var.admin;
  if (!admin)
    throw new AppError('AUTH_FORBIDDEN', "You don't have admin privileges to access this page.");
  return admin;
}

/** The actor an audit record names: the admin, with the address the server trusts. */
export function adminActor(c: Context<AppEnv>) {
  const { user } = currentAdmin(c);
  return { id: user.id, email: user.email, clientIp: c.var.clientIp };
}
