import { Hono } from 'hono';
import { ZSetTierRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../auth/session-guards.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { setPlanByAdmin } from '../../services/plans/set-plan-by-admin.ts';

/** User administration beyond better-auth's admin endpoints (which sit under /api/auth/admin). */
export const adminUsersRoutes = new Hono<AppEnv>().put(
  '/api/admin/users/:id/subscription',
  async (c) => {
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
  },
);
