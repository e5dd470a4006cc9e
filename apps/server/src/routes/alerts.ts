import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { readUnsubscribe, unsubscribe } from '../services/alerts/unsubscribe.ts';

/**
 * One-click unsubscribe, signed out: the e-mail's List-Unsubscribe URL takes a POST (RFC 8058:
 * mail clients send `List-Unsubscribe=One-Click` as a form, from no page of ours), and the
 * page behind the link in the text reads what the link is for, then posts here. A GET never
 * unsubscribes (link scanners follow links).
 */
export const alertRoutes = new Hono<AppEnv>()
  .get('/api/alerts/unsubscribe/:token', async (c) => {
    const { deps } = c.var;
    c.header('cache-control', 'no-store');
    return c.json(
      await readUnsubscribe({
        db: deps.database.db,
        tokens: await deps.alerts.tokens,
        token: c.req.param('token'),
      }),
    );
  })
  .post('/api/alerts/unsubscribe/:token', async (c) => {
    const { deps } = c.var;
    return c.json(
      await unsubscribe({
        db: deps.database.db,
        tokens: await deps.alerts.tokens,
        token: c.req.param('token'),
      }),
    );
  });
