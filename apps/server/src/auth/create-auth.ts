import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { isSafeRedirectPath } from '@anglerscout/contracts';
import type { AppDeps } from '../app-env.ts';
import { accounts, authRateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import { hitRateLimit } from '../services/rate-limit/hit-rate-limit.ts';
import { enqueueEmail } from '../services/mail/enqueue-email.ts';
import { resetPasswordEmail, verificationEmail } from '../services/mail/auth-emails.ts';
import { enqueueJob } from '../services/outbox/enqueue-job.ts';
import { isCommonPassword } from './common-passwords.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { passwordHashing } from './password-hashing.ts';
import { recordAuthFailure } from './auth-failures.ts';
import { scrubError } from '../lib/scrub-error.ts';
import { appOrigins, appUrl } from './app-origins.ts';
import {
  ACCOUNT_RULES,
  COMMON_PASSWORD_MESSAGE,
  COOKIE_CACHE_SECONDS,
  ipRules,
  PASSWORD_LIMITS,
  PASSWORD_PATHS,
  SESSION_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  TOKEN_SECONDS,
} from './auth-limits.ts';

/** The header our own handler sets to the trusted client IP (any client-sent copy is dropped). */
export const CLIENT_IP_HEADER = 'x-anglerscout-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
/** Where better-auth may send the browser afterwards: our own relative paths only. */
const REDIRECT_FIELDS = [
  'callbackURL',
  'redirectTo',
  'newUserCallbackURL',
  'errorCallbackURL',
] as const;

export const crmEnabled = (env: AppDeps['env']) => Boolean(env.CRM_API_KEY && env.CRM_LOCATION_ID);

/** The display name default of spec 000 section 3: the part before the @, else 'User'. */
export const defaultDisplayName = (email: string) => email.split('@')[0] || 'User';

export async function createAuth(deps: AppDeps) {
  const { env, logger } = deps;
  const db = deps.database.db;
  const secret = await resolveAuthSecret(db, env);
  const baseURL = appUrl(env);
  const admins = new Set(env.ADMIN_EMAILS);
  // Links in e-mails open the SPA's screens, which then call the API.
  const appOrigin = (apiUrl: string) =>
    env.BETTER_AUTH_URL ? new URL(env.BETTER_AUTH_URL).origin : new URL(apiUrl).origin;
  const mail = (userId: string, message: Parameters<typeof enqueueEmail>[0]['message']) =>
    enqueueEmail({ db, logger, smtp: Boolean(env.SMTP_URL), userId, message });

  return betterAuth({
    appName: 'AnglerScout',
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: appOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_LIMITS.min,
      maxPasswordLength: PASSWORD_LIMITS.max,
      resetPasswordTokenExpiresIn: TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
      sendResetPassword: async ({ user, url, token }) => {
        const link = `${appOrigin(url)}/new/password-reset-callback?token=${encodeURIComponent(token)}&type=recovery`;
        await mail(user.id, resetPasswordEmail(user.email, link));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: TOKEN_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => {
        const link = `${appOrigin(url)}/new/verify-email?token=${encodeURIComponent(token)}`;
        await mail(user.id, verificationEmail(user.email, link));
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
        ? {
            facebook: {
              clientId: env.FACEBOOK_CLIENT_ID,
              clientSecret: env.FACEBOOK_CLIENT_SECRET,
            },
          }
        : {}),
    },
    // An OAuth sign-in joins an existing account only when the provider vouches for the address
    // and the local account has verified it too: no silent linking to an unverified account.
    account: {
      accountLinking: { enabled: true, requireLocalEmailVerified: true, trustedProviders: [] },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      cookieCache: { enabled: true, maxAge: COOKIE_CACHE_SECONDS },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200 * env.AUTH_IP_LIMIT_FACTOR,
      customRules: ipRules(env.AUTH_IP_LIMIT_FACTOR),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const query = (ctx.query ?? {}) as Record<string, unknown>;
        for (const field of REDIRECT_FIELDS) {
          for (const value of [body[field], query[field]]) {
            if (value !== undefined && !isSafeRedirectPath(value))
              throw new APIError('FORBIDDEN', {
                code: 'INVALID_REDIRECT',
                message: 'Invalid redirect target',
              });
          }
        }
        if (PASSWORD_PATHS.has(ctx.path)) {
          const password = body.newPassword ?? body.password;
          if (typeof password === 'string' && isCommonPassword(password)) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_TOO_COMMON',
              message: COMMON_PASSWORD_MESSAGE,
            });
          }
        }
        const rule = ACCOUNT_RULES[ctx.path];
        if (rule && typeof body.email === 'string') {
          const key = `auth-account:${ctx.path}:${body.email.trim().toLowerCase()}`;
          if ((await hitRateLimit({ db, key, windowSeconds: rule.window })) > rule.max) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_REQUESTS',
              message: 'Too many requests. Please try again later',
            });
          }
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              name: user.name?.trim() || defaultDisplayName(user.email),
              ...(admins.has(user.email.toLowerCase()) ? { role: 'admin' } : {}),
            },
          }),
          after: async (user) => {
            if (crmEnabled(env))
              await enqueueJob({
                db,
                kind: 'crm',
                userId: user.id,
                payload: { action: 'signup', email: user.email, userId: user.id },
              });
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            if (admins.size === 0 && !crmEnabled(env)) return;
            const [user] = await db
              .select({ email: users.email, role: users.role })
              .from(users)
              .where(eqId(session.userId));
            if (!user) return;
            if (admins.has(user.email.toLowerCase()) && user.role !== 'admin')
              await db.update(users).set({ role: 'admin' }).where(eqId(session.userId));
            if (crmEnabled(env))
              await enqueueJob({
                db,
                kind: 'crm',
                userId: session.userId,
                payload: { action: 'signin', email: user.email, at: new Date().toISOString() },
              });
          },
        },
      },
    },
    onAPIError: { onError: recordAuthFailure },
    // better-auth's own log lines go through pino, errors scrubbed of query values like ours.
    logger: {
      disabled: env.NODE_ENV === 'test',
      log: (level, message, ...args) =>
        logger[level](
          { args: args.map((a) => (a instanceof Error ? scrubError(a) : a)) },
          `better-auth: ${message}`,
        ),
    },
  });
}

const eqId = (id: string) => eq(users.id, id);

export type Auth = Awaited<ReturnType<typeof createAuth>>;
