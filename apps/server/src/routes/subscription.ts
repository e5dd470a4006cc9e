import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireSession } from '../middleware/session-guards.ts';
import { getSubscription } from '../services/plans/get-subscription.ts';

/** The member's own plan: tier, features, limits, status, expiry and reports used and left. */
export const subscriptionRoutes = new Hono<AppEnv>().get('/api/me/subscription', async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    await getSubscription({
      db: c.var.deps.database.db,
      userId: user.id,
      monthlyCap: c.var.deps.env.REPORTS_MONTHLY_CAP,
      billing: c.var.deps.billing,
      // Only while payments are off does the answer differ for admins (what to configure); the
      // role is then read fresh, as every admin check is.
      isAdmin:
        !c.var.deps.billing.gateway &&
        (await requireSession(c, { fresh: true })).user.role === 'admin',
    }),
  );
});
