import type { BetterAuthOptions } from 'better-auth';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { accountExistsEmail, resetPasswordEmail, verificationEmail } from '../mail/auth-emails.ts';
import { defaultDisplayName } from './auth-database-hooks.ts';
import { passwordHashing } from './password-hashing.ts';
import { PASSWORD_LIMITS, TOKEN_SECONDS } from './auth-limits.ts';

export interface AuthEmailOptions {
  env: Env;
  logger: Logger;
  db: Db;
  /** better-auth's own base URL (the API's origin). */
  baseURL: string;
}

/** E-mail and password accounts: sign-up, password reset and address verification by e-mail. */
export function authEmailOptions({ env, logger, db, baseURL }: AuthEmailOptions) {
  // Links in e-mails open the SPA's screens, which then call the API.
  const appOrigin = (apiUrl: string) =>
    env.BETTER_AUTH_URL ? new URL(env.BETTER_AUTH_URL).origin : new URL(apiUrl).origin;
  const mail = (userId: string, message: Parameters<typeof enqueueEmail>[0]['message']) =>
    enqueueEmail({ db, logger, smtp: Boolean(env.SMTP_URL), userId, message });

  return {
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_LIMITS.min,
      maxPasswordLength: PASSWORD_LIMITS.max,
      resetPasswordTokenExpiresIn: TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing({
        upgrade: async (oldHash, newHash) => {
          await db
            .update(accounts)
            .set({ password: newHash, updatedAt: new Date() })
            .where(and(eq(accounts.providerId, 'credential'), eq(accounts.password, oldHash)));
        },
        onUpgradeError: (err) => logger.error({ err }, 'password hash upgrade failed'),
      }),
      // Sign-up with an address that has an account answers exactly like a new sign-up: the same
      // user shape (as the real one comes out of the user create hook in auth-database-hooks.ts),
      // and a message to the owner instead of a verification link, so the work done (hash, row,
      // e-mail) matches too.
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
  } satisfies Pick<BetterAuthOptions, 'emailAndPassword' | 'emailVerification'>;
}
