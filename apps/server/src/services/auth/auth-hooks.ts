import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { isSafeRedirectPath, TEXT_MESSAGES } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { hitRateLimit } from '../rate-limit/hit-rate-limit.ts';
import { isCommonPassword } from './common-passwords.ts';
import { ACCOUNT_RULES, COMMON_PASSWORD_MESSAGE, NAME_MAX, PASSWORD_PATHS } from './auth-limits.ts';
import {
  cookieValue,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  newDeviceCookie,
  trustedDeviceId,
} from './trusted-device.ts';
import { adminEndpointRules, auditAdminEndpoint } from './admin-endpoint-audit.ts';

/** Where better-auth may send the browser afterwards: our own relative paths only. */
const REDIRECT_FIELDS = ['callbackURL', 'redirectTo', 'newUserCallbackURL', 'errorCallbackURL'];
const NAME_PATHS = new Set(['/sign-up/email', '/update-user', '/admin/create-user']);
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;

const badRequest = (code: string, message: string) =>
  new APIError('BAD_REQUEST', { code, message });
const tooMany = () =>
  new APIError('TOO_MANY_REQUESTS', {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Please try again later',
  });

/** True when any string in the body (at any depth) holds a NUL, which Postgres cannot store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 4) return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

export interface AuthHookOptions {
  db: Db;
  secret: string;
  secureCookies: boolean;
}

/**
 * Our rules in front of better-auth's endpoints: safe redirect targets, no NUL anywhere, a
 * display name of one line and at most NAME_MAX characters, no common passwords, and the
 * per-account limits (a browser with this account's device cookie passes the sign-in limit).
 */
export function beforeAuthHook({ db, secret }: AuthHookOptions) {
  const adminRules = adminEndpointRules({ db });
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    if (ctx.path.startsWith('/admin/')) {
      const session = await getSessionFromCtx(ctx).catch(() => null);
      await adminRules(ctx.path, body, session?.user.id);
    }
    if (holdsNul(body) || holdsNul(query))
      throw badRequest('VALIDATION_INVALID_FORMAT', TEXT_MESSAGES.noNul);
    for (const field of REDIRECT_FIELDS) {
      for (const value of [body[field], query[field]]) {
        if (value !== undefined && !isSafeRedirectPath(value))
          throw new APIError('FORBIDDEN', {
            code: 'INVALID_REDIRECT',
            message: 'Invalid redirect target',
          });
      }
    }
    if (NAME_PATHS.has(ctx.path) && body.name !== undefined) {
      const name = body.name;
      if (typeof name !== 'string' || name.length > NAME_MAX || CONTROL.test(name))
        throw badRequest(
          'VALIDATION_INVALID_FORMAT',
          `Name must be one line of at most ${NAME_MAX} characters.`,
        );
    }
    if (PASSWORD_PATHS.has(ctx.path)) {
      const password = body.newPassword ?? body.password;
      if (typeof password === 'string' && isCommonPassword(password))
        throw badRequest('PASSWORD_TOO_COMMON', COMMON_PASSWORD_MESSAGE);
    }
    const rule = ACCOUNT_RULES[ctx.path];
    if (rule && typeof body.email === 'string') {
      const email = body.email.trim().toLowerCase();
      const device =
        ctx.path === '/sign-in/email'
          ? trustedDeviceId(secret, email, cookieValue(ctx.headers?.get('cookie'), DEVICE_COOKIE))
          : null;
      // The owner's own browser has a limit of its own, so guessers cannot use up the owner's.
      const key = device
        ? `auth-device:${ctx.path}:${email}:${device}`
        : `auth-account:${ctx.path}:${email}`;
      if ((await hitRateLimit({ db, key, windowSeconds: rule.window })) > rule.max) throw tooMany();
    }
  });
}

/**
 * After a successful password sign-in: the browser gets (or renews) this account's device cookie.
 * After an admin endpoint: the audit row.
 */
export function afterAuthHook({ db, secret, secureCookies }: AuthHookOptions) {
  const audit = auditAdminEndpoint({ db });
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path.startsWith('/admin/')) return audit(ctx);
    if (ctx.path !== '/sign-in/email') return;
    const email = ctx.context.newSession?.user.email;
    if (!email) return;
    const existing = cookieValue(ctx.headers?.get('cookie'), DEVICE_COOKIE);
    const value = trustedDeviceId(secret, email, existing)
      ? existing!
      : newDeviceCookie(secret, email);
    ctx.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/api/auth',
      maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
    });
  });
}
