import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import { accounts, authRateLimits, sessions, users, verifications } from '../db/schema/index.ts';
import { enqueueEmail } from '../services/mail/enqueue-email.ts';
import {
  accountExistsEmail,
  resetPasswordEmail,
  verificationEmail,
} from '../services/mail/auth-emails.ts';
import { enqueueJob } from '../services/outbox/enqueue-job.ts';
import { afterAuthHook, beforeAuthHook } from './auth-hooks.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { passwordHashing } from './password-hashing.ts';
import type { RevocationRegistry } from './session-revocations.ts';
import { scrubError } from '../lib/scrub-error.ts';
import { appOrigins, appUrl } from './app-origins.ts';
import {
  COOKIE_CACHE_SECONDS,
  ipRules,
  PASSWORD_LIMITS,
  SESSION_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  TOKEN_SECONDS,
} from './auth-limits.ts';

/** The header our own handler sets to the trusted client IP (any client-sent copy is dropped). */
export const CLIENT_IP_HEADER = 'x-anglerscout-client-ip';
export const AUTH_BASE_PATH = '/api/auth';

export const crmEnabled = (env: Env) => Boolean(env.CRM_API_KEY && env.CRM_LOCATION_ID);

/** The default display name: the part of the e-mail before the @, else 'User'. */
export const defaultDisplayName = (email: string) => email.split('@')[0] || 'User';

export interface CreateAuthOptions {
  env: Env;
  logger: Logger;
  db: Db;
  /** Sessions ended anywhere: refused even when a cookie cache still vouches for them. */
  revocations: RevocationRegistry;
}

export async function createAuth({ env, logger, db, revocations }: CreateAuthOptions) {
  const secret = await resolveAuthSecret(db, env);
  await revocations.start();
  const baseURL = appUrl(env);
  const admins = new Set(env.ADMIN_EMAILS);
  // Links in e-mails open the SPA's screens, which then call the API.
  const appOrigin = (apiUrl: string) =>
    env.BETTER_AUTH_URL ? new URL(env.BETTER_AUTH_URL).origin : new URL(apiUrl).origin;
  const hookOptions = { db, secret, secureCookies: baseURL.startsWith('https://') };
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
      // Sign-up with an address that has an account answers exactly like a new sign-up: the same
      // user shape (as the real one comes out of the create hook above), and a message to the
      // owner instead of a verification link, so the work done (hash, row, e-mail) matches too.
      customSyntheticUser: ({ coreFields, id }) => ({
        ...coreFields,
        name: coreFields.name?.trim() || defaultDisplayName(coreFields.email),
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        id,
      }),
      onExistingUserSignUp: async ({ user }) => {
        await mail(user.id, accountExistsEmail(user.email, `${appOrigin(baseURL)}/new/signin`));
      },
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
      // A cookie cache whose session has been revoked no longer matches the expected version,
      // so better-auth drops it and looks the session up (gone: signed out) instead.
      cookieCache: {
        enabled: true,
        maxAge: COOKIE_CACHE_SECONDS,
        version: (session) => (revocations.isRevoked(session.id) ? 'revoked' : '1'),
      },
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
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        // What a banned member reads when they try to sign in.
        bannedUserMessage: (user) => bannedMessage(user.banExpires),
      }),
    ],
    hooks: {
      before: beforeAuthHook(hookOptions),
      after: afterAuthHook(hookOptions),
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS are promoted at their first sign-in (below), not here: the sign-up answer
          // must read the same for every address (see customSyntheticUser).
          before: async (user) => ({
            data: { ...user, name: user.name?.trim() || defaultDisplayName(user.email) },
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

export function bannedMessage(until: Date | string | null | undefined): string {
  const end = until ? ` until ${new Date(until).toUTCString().replace(' GMT', ' UTC')}` : '';
  return `This account is suspended${end}. Contact support if you believe this is a mistake.`;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
