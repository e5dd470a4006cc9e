import { Hono, type Context } from 'hono';
import {
  ZAdminUsersQuery,
  ZBanUserRequest,
  ZSetRoleRequest,
  ZSetTierRequest,
} from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseBody, parseQuery } from '../../lib/http/parse-body.ts';
import { setPlanByAdmin } from '../../services/plans/set-plan-by-admin.ts';
import { searchUsers } from '../../services/admin/search-users.ts';
import { getUserDetail } from '../../services/admin/get-user-detail.ts';
import {
  banUser,
  revokeUserSessions,
  setUserRole,
  unbanUser,
} from '../../services/admin/user-actions.ts';
import {
  deleteUserByAdmin,
  resendVerification,
} from '../../services/admin/delete-user-by-admin.ts';

const target = (c: Context<AppEnv>) => ({
  db: c.var.deps.database.db,
  actor: adminActor(c),
  userId: c.req.param('id')!,
});

/**
 * User administration (our rules on top of better-auth's admin plugin, which enforces bans at
 * sign-in). Each action runs with its audit row in one transaction.
 */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get('/api/admin/users', async (c) => {
    const query = parseQuery(c, ZAdminUsersQuery);
    return c.json(await searchUsers({ db: c.var.deps.database.db, query }));
  })
  .get('/api/admin/users/:id', async (c) => {
    return c.json(await getUserDetail({ db: c.var.deps.database.db, userId: c.req.param('id') }));
  })
  .put('/api/admin/users/:id/role', async (c) => {
    const { role } = await parseBody(c, ZSetRoleRequest);
    await setUserRole({ ...target(c), role });
    return c.json({ ok: true });
  })
  .post('/api/admin/users/:id/ban', async (c) => {
    const input = await parseBody(c, ZBanUserRequest);
    await banUser({
      ...target(c),
      reason: input.reason,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    return c.json({ ok: true });
  })
  .post('/api/admin/users/:id/unban', async (c) => {
    await unbanUser(target(c));
    return c.json({ ok: true });
  })
  .delete('/api/admin/users/:id/sessions', async (c) => {
    return c.json(await revokeUserSessions(target(c)));
  })
  .delete('/api/admin/users/:id/sessions/:sessionId', async (c) => {
    return c.json(await revokeUserSessions({ ...target(c), sessionId: c.req.param('sessionId') }));
  })
  .post('/api/admin/users/:id/resend-verification', async (c) => {
    const auth = c.var.auth;
    await resendVerification({
      ...target(c),
      send: (email) => auth.api.sendVerificationEmail({ body: { email } }),
    });
    return c.json({ ok: true });
  })
  .put('/api/admin/users/:id/subscription', async (c) => {
    const input = await parseBody(c, ZSetTierRequest);
    const { database, env } = c.var.deps;
    return c.json(
      await setPlanByAdmin({
        db: database.db,
        actor: adminActor(c),
        userId: c.req.param('id'),
        tier: input.tier,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        monthlyCap: env.REPORTS_MONTHLY_CAP,
      }),
    );
  })
  .delete('/api/admin/users/:id', async (c) => {
    await deleteUserByAdmin({ ...target(c), billing: c.var.deps.billing, logger: c.var.log });
    return c.json({ ok: true });
  });
