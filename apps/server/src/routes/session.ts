import { Hono } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { ZEmergencyAccessRequest, ZSessionValidateRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { parseBody } from '../lib/http/parse-body.ts';
import { SESSION_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '../services/auth/auth-limits.ts';
import { validateSessionToken } from '../services/auth/validate-session-token.ts';
import { enforceRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { grantEmergencyAccess } from '../services/auth/grant-emergency-access.ts';

export const sessionRoutes = new Hono<AppEnv>()
  /** The monitored verification latency is this call's, measured here. */
  .use('/api/session/validate', async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      c.var.deps.monitoring.observe.verification(performance.now() - started);
    }
  })
  /** Which social sign-ins this server has keys for, so the buttons can say why one is unavailable. */
  .get('/api/session/providers', (c) => {
    const { env } = c.var.deps;
    return c.json({
      google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
      facebook: Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
    });
  })
  /**
   * verify_user_credentials: the signed session cookie is the credential; a user_id in
   * the body, if sent, must be the session's. One database read per call (bans, deletions and role
   * changes show at once); a session past its update age is extended and its cookie renewed.
   */
  .post('/api/session/validate', async (c) => {
    const input = await parseBody(c, ZSessionValidateRequest);
    const ctx = await c.var.auth.$context;
    const cookie = ctx.authCookies.sessionToken;
    const token = await getSignedCookie(c, ctx.secret, cookie.name);
    const found = token
      ? await validateSessionToken({
          db: c.var.deps.database.db,
          token,
          lifetimeSeconds: SESSION_SECONDS,
          updateAgeSeconds: SESSION_UPDATE_AGE_SECONDS,
        })
      : null;
    if (!found || (input.user_id !== undefined && input.user_id !== found.userId))
      return c.json({ valid: false, is_admin: false });
    if (found.extendedTo && token) {
      await setSignedCookie(c, cookie.name, token, ctx.secret, {
        ...cookie.attributes,
        sameSite: 'Lax',
        maxAge: SESSION_SECONDS,
      } as Parameters<typeof setSignedCookie>[4]);
    }
    return c.json({ valid: true, is_admin: found.isAdmin });
  })
  /** Emergency access: e-mail, password and a one-time code issued to an admin. */
  .post('/api/session/emergency', async (c) => {
    const { database } = c.var.deps;
    const db = database.db;
    const ip = c.var.clientIp;
    await enforceRateLimit({
      db,
      key: `emergency:ip:${ip}`,
      limit: 5 * c.var.deps.env.AUTH_IP_LIMIT_FACTOR,
      windowSeconds: 3600,
    });
    const input = await parseBody(c, ZEmergencyAccessRequest);
    const email = input.email.toLowerCase();
    await enforceRateLimit({
      db,
      key: `emergency:account:${email}`,
      limit: 5,
      windowSeconds: 3600,
    });
    const ctx = await c.var.auth.$context;
    const token = await grantEmergencyAccess({
      db,
      auth: {
        hashPassword: (password) => ctx.password.hash(password),
        verifyPassword: (input) => ctx.password.verify(input),
        createSession: async (userId, meta) =>
          (await ctx.internalAdapter.createSession(userId, false, meta)).token,
      },
      email: input.email,
      password: input.password,
      code: input.code,
      clientIp: ip,
      userAgent: c.req.header('user-agent') ?? '',
    });
    const cookie = ctx.authCookies.sessionToken;
    await setSignedCookie(c, cookie.name, token, ctx.secret, {
      ...cookie.attributes,
      sameSite: 'Lax',
    } as Parameters<typeof setSignedCookie>[4]);
    c.var.log.warn({ email: input.email.toLowerCase() }, 'emergency access granted');
    return c.json({ ok: true as const });
  });
