import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ZDeleteAccountRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseBody } from '../lib/http/parse-body.ts';
import { requireSession } from '../middleware/session-guards.ts';
import { deleteAccount } from '../services/account/delete-account.ts';

export const accountRoutes = new Hono<AppEnv>()
  /** The last of the five deletion steps: every row of the user goes, the session with it. */
  .post('/api/account/delete', async (c) => {
    const current = await requireSession(c, { fresh: true });
    await parseBody(c, ZDeleteAccountRequest);
    await deleteAccount({
      db: c.var.deps.database.db,
      userId: current.user.id,
      billing: c.var.deps.billing,
      logger: c.var.log,
    });
    const ctx = await c.var.auth.$context;
    for (const cookie of [
      ctx.authCookies.sessionToken,
      ctx.authCookies.sessionData,
      ctx.authCookies.dontRememberToken,
    ]) {
      deleteCookie(c, cookie.name, { path: '/', secure: cookie.name.startsWith('__Secure-') });
    }
    c.var.log.info({ userId: current.user.id }, 'account deleted');
    return c.json({ ok: true as const });
  });
