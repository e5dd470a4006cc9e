import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { recordAdminAction } from '../../services/audit/record-admin-action.ts';
import { stepAside } from '../../lib/primitives/foreground.ts';

/** How long the admin's request waits for the run; a longer run goes on and logs its counts. */
const WAIT_MS = 20_000;

export const adminAlertRoutes = new Hono<AppEnv>().post('/api/admin/alerts/run', async (c) => {
  const { deps } = c.var;
  await recordAdminAction({
    db: deps.database.db,
    actor: adminActor(c),
    action: 'alerts.run',
    target: { type: 'alerts' },
  });
  // The run gives way to requests in flight; this one only waits for it.
  stepAside((c.env as { outgoing?: unknown } | undefined)?.outgoing);
  const run = deps.alerts.runNow();
  run
    .then((r) =>
      deps.logger.info({ event: 'alerts.run', forced: true, ...r }, 'bite alerts checked'),
    )
    .catch((err: unknown) => deps.logger.warn({ err }, 'bite alert run failed'));
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    run,
    new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WAIT_MS))),
  ]).finally(() => clearTimeout(timer));
  if (!result) return c.json({ running: true }, 202);
  return c.json(result);
});
