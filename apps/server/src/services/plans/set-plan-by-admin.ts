import { eq } from 'drizzle-orm';
import type { PlanTier } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { getSubscription, setSubscriptionTier } from './get-subscription.ts';

/** An administrator sets (comps) a member's plan; recorded in the audit log with before and after. */
export async function setPlanByAdmin(opts: {
  db: Db;
  actor: AdminActor;
  userId: string;
  tier: PlanTier;
  expiresAt: Date | null;
  monthlyCap: number;
}) {
  const { db, userId } = opts;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ tier: subscriptions.tier, expiresAt: subscriptions.expiresAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    await setSubscriptionTier({
      db: tx,
      userId,
      tier: opts.tier,
      expiresAt: opts.expiresAt,
      changedBy: opts.actor.id,
    });
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'subscription.set',
      target: { type: 'user', id: userId },
      before: before
        ? { tier: before.tier, expiresAt: before.expiresAt?.toISOString() ?? null }
        : null,
      after: { tier: opts.tier, expiresAt: opts.expiresAt?.toISOString() ?? null },
    });
  });
  return getSubscription({ db, userId, monthlyCap: opts.monthlyCap });
}
