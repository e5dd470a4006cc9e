import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { assertNotLastAdmin } from './user-actions.ts';

/**
 * Deletes a member completely, exactly as their own "Delete Account" does (deleteAccount: every
 * row, billing included), then records it. The audit row names the address, so the record of the
 * deletion outlives the account.
 */
export async function deleteUserByAdmin(opts: {
  db: Db;
  actor: AdminActor;
  userId: string;
  /** Payments: a paying member's Stripe subscription is cancelled and the customer deleted. */
  billing?: Billing;
  logger?: Logger;
}) {
  const { db, userId } = opts;
  if (userId === opts.actor.id)
    throw new AppError(
      'AUTH_FORBIDDEN',
      'Delete your own account from Settings, not from the admin pages.',
    );
  const [user] = await db
    .select({ email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
  await assertNotLastAdmin(db, userId, 'Deleting this user');
  await deleteAccount({ db, userId, billing: opts.billing, logger: opts.logger });
  await recordAdminAction({
    db,
    actor: opts.actor,
    action: 'user.delete',
    target: { type: 'user', id: userId },
    before: {
      email: user.email,
      role: user.role ?? 'user',
      createdAt: user.createdAt.toISOString(),
    },
  });
}

/** Sends a fresh verification link to a member who has not verified their address yet. */
export async function resendVerification(opts: {
  db: Db;
  actor: AdminActor;
  userId: string;
  send: (email: string) => Promise<unknown>;
}) {
  const [user] = await opts.db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, opts.userId));
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
  if (user.verified)
    throw new AppError('RESOURCE_ALREADY_EXISTS', 'This address is already verified.');
  await opts.send(user.email);
  await recordAdminAction({
    db: opts.db,
    actor: opts.actor,
    action: 'user.verification_resend',
    target: { type: 'user', id: opts.userId },
    after: { email: user.email },
  });
}
