import { eq } from 'drizzle-orm';
import type { BetterAuthOptions } from 'better-auth';
import type { Env } from '../env.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { enqueueJob } from '../services/outbox/enqueue-job.ts';

const crmEnabled = (env: Env) => Boolean(env.CRM_API_KEY && env.CRM_LOCATION_ID);

/** The default display name: the part of the e-mail before the @, else 'User'. */
export const defaultDisplayName = (email: string) => email.split('@')[0] || 'User';

const eqId = (id: string) => eq(users.id, id);

export interface AuthDatabaseHookOptions {
  env: Env;
  db: Db;
}

/**
 * What happens around better-auth's own writes: a new member gets a display name and a CRM
 * sign-up job; a new session promotes an ADMIN_EMAILS address and queues a CRM sign-in job.
 */
export function authDatabaseHooks({ env, db }: AuthDatabaseHookOptions) {
  const admins = new Set(env.ADMIN_EMAILS);
  return {
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
