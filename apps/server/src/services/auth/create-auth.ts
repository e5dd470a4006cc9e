import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { accounts, authRateLimits, sessions, users, verifications } from '../../db/schema/index.ts';
import { afterAuthHook, beforeAuthHook } from './auth-hooks.ts';
import { authDatabaseHooks } from './auth-database-hooks.ts';
import { authEmailOptions } from './auth-email-options.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import type { RevocationRegistry } from './session-revocations.ts';
import { scrubError } from '../../lib/primitives/scrub-error.ts';
import { appOrigins, appUrl } from './app-origins.ts';
import {
  COOKIE_CACHE_SECONDS,
  ipRules,
  SESSION_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from './auth-limits.ts';

/** The header our own handler sets to the trusted client IP (any client-sent copy is dropped). */
export const CLIENT_IP_HEADER = 'x-anglerscout-client-ip';
const AUTH_BASE_PATH = '/api/auth';

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
  const hookOptions = { db, secret, secureCookies: baseURL.startsWith('https://') };

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
    ...authEmailOptions({ env, logger, db, baseURL }),
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
    // Facebook never says whether it confirmed the address (no email_verified), so it is trusted
    // here only to reach the account hook (guardAccountLinking), which lets a Facebook identity
    // join an existing account only from a browser signed in to that account
    // (docs/decisions/019-facebook-account-linking.md).
    account: {
      accountLinking: {
        enabled: true,
        requireLocalEmailVerified: true,
        trustedProviders: ['facebook'],
      },
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
    databaseHooks: authDatabaseHooks({ env, db }),
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

function bannedMessage(until: Date | string | null | undefined): string {
  const end = until ? ` until ${new Date(until).toUTCString().replace(' GMT', ' UTC')}` : '';
  return `This account is suspended${end}. Contact support if you believe this is a mistake.`;
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
