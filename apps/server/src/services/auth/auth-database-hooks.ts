import { eq } from 'drizzle-orm';
import type { BetterAuthOptions } from 'better-auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';
import { enqueueJob } from '../outbox/enqueue-job.ts';

const crmEnabled = (env: Env) => Boolean(env.CRM_API_KEY && env.CRM_LOCATION_ID);

/** The default display name: the part of the e-mail before the @, else 'User'. */
export const defaultDisplayName = (email: string) => email.split('@')[0] || 'User';

const eqId = (id: string) => eq(users.id, id);

export interface AuthDatabaseHookOptions {
  env: Env;
  db: Db;
}

/** What the sign-in page reads when a Facebook identity may not join an existing account. */
const FACEBOOK_NOT_LINKED =
  'This e-mail address already has an AnglerScout account. Sign in with your password (or Google), then connect Facebook in Account Settings.';

/**
 * Providers whose identity may join an existing account only from a browser signed in to that
 * account (docs/decisions/019-facebook-account-linking.md): Facebook does not say whether it has
 * confirmed the e-mail address it gives.
 */
const LINK_ONLY_WHEN_SIGNED_IN = new Set(['facebook']);

type Hooks = NonNullable<BetterAuthOptions['databaseHooks']>;
type AccountCreateBefore = NonNullable<
  NonNullable<NonNullable<Hooks['account']>['create']>['before']
>;

/**
 * Refuses a Facebook identity for an account that already exists (it has another sign-in
 * method) unless the request comes from a browser signed in to that very account: the member
 * connecting Facebook in Account Settings, after proving the account is theirs. A brand-new member
 * signing up with Facebook is not affected.
 */
function guardAccountLinking(db: Db): AccountCreateBefore {
  return async (account, ctx) => {
    if (!LINK_ONLY_WHEN_SIGNED_IN.has(account.providerId)) return;
    const existing = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userId, account.userId))
      .limit(1);
    if (existing.length === 0) return;
    const session = ctx ? await getSessionFromCtx(ctx).catch(() => null) : null;
    if (session?.user.id === account.userId) return;
    throw new APIError('FORBIDDEN', { code: 'account_not_linked', message: FACEBOOK_NOT_LINKED });
  };
}

/**
 * What happens around better-auth's own writes: a new member gets a display name and a CRM
 * sign-up job; a Facebook identity joins an existing account only from that account's own
 * signed-in browser; a new session promotes an ADMIN_EMAILS address and queues a CRM sign-in job.
 */
export function authDatabaseHooks({ env, db }: AuthDatabaseHookOptions) {
  const admins = new Set(env.ADMIN_EMAILS);
  return {
    account: { create: { before: guardAccountLinking(db) } },
    user: {
      create: {
        // ADMIN_EMAILS are promoted at their first sign-in (below), not here: the sign-up answer
        // must read the same for every address (see customSyntheticUser in auth-email-options.ts).
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
  } satisfies BetterAuthOptions['databaseHooks'];
}
