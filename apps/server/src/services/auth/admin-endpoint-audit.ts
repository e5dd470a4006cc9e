import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { assertNotLastAdmin } from '../admin/user-actions.ts';

/** better-auth's admin endpoints that only read: nothing to record. */
const READS = new Set([
  '/admin/get-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/has-permission',
]);
/** Body fields never written to the audit log. */
const SECRET_FIELDS = new Set(['password', 'newPassword']);

const roles = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : [];

const refuse = (message: string) => new APIError('FORBIDDEN', { code: 'AUTH_FORBIDDEN', message });

interface AdminHookOptions {
  db: Db;
}

/**
 * Our rules in front of better-auth's /admin/* endpoints, which admins may also call directly:
 * nothing may leave the site without an administrator, nobody bans themselves, and users are
 * deleted only through DELETE /api/admin/users/{id} (the complete deletion, billing included).
 */
export function adminEndpointRules({ db }: AdminHookOptions) {
  return async (path: string, body: Record<string, unknown>, actorId: string | undefined) => {
    if (!path.startsWith('/admin/') || READS.has(path)) return;
    if (path === '/admin/remove-user')
      throw refuse('Delete users from the admin Users page, which also ends their billing.');
    const userId = typeof body.userId === 'string' ? body.userId : null;
    if (!userId) return;
    const data = (body.data ?? {}) as Record<string, unknown>;
    const newRoles = path === '/admin/set-role' ? roles(body.role) : roles(data.role);
    try {
      if (path === '/admin/ban-user') {
        if (userId === actorId) throw new AppError('AUTH_FORBIDDEN', 'You cannot ban yourself.');
        await assertNotLastAdmin(db, userId, 'Banning this user');
      }
      if (newRoles.length && !newRoles.includes('admin'))
        await assertNotLastAdmin(db, userId, 'Removing these admin rights');
    } catch (err) {
      if (err instanceof AppError) throw refuse(err.message);
      throw err;
    }
  };
}

/** Records every successful change made through better-auth's /admin/* endpoints. */
export function auditAdminEndpoint({ db }: AdminHookOptions) {
  return createAuthMiddleware(async (ctx) => {
    if (!ctx.path.startsWith('/admin/') || READS.has(ctx.path)) return;
    if (isAPIError(ctx.context.returned)) return;
    const session = await getSessionFromCtx(ctx).catch(() => null);
    if (!session) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const after = Object.fromEntries(Object.entries(body).filter(([k]) => !SECRET_FIELDS.has(k)));
    await recordAdminAction({
      db,
      actor: {
        id: session.user.id,
        email: session.user.email,
        clientIp: ctx.headers?.get('x-anglerscout-client-ip') ?? null,
      },
      action: `auth.${ctx.path.slice('/admin/'.length)}`,
      target: { type: 'user', id: typeof body.userId === 'string' ? body.userId : null },
      after,
      reason: typeof body.banReason === 'string' ? body.banReason : null,
    });
  });
}
