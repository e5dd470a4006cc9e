import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { SPOT_RULES, type PlanTier } from '@anglerscout/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { savedSpots, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { tierInForce } from '../plans/get-subscription.ts';

/** The member's plan in force (an admin's comp or a Stripe subscription in good standing). */
export async function memberTier(db: DbOrTx, userId: string, now: Date): Promise<PlanTier> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return tierInForce(db, userId, row, now);
}

/** How many spots may alert on a plan: one on the free plan, all on the paid one (null). */
export const alertSpotsAllowed = (tier: PlanTier): number | null =>
  tier === 'free' ? SPOT_RULES.freeAlertSpots : null;

/** Refuses an alert beyond the plan's alert spots (other than the spot being changed). */
export async function assertAlertAllowed(opts: {
  db: DbOrTx;
  userId: string;
  tier: PlanTier;
  exceptSpotId?: string;
}): Promise<void> {
  const allowed = alertSpotsAllowed(opts.tier);
  if (allowed === null) return;
  const [row] = await opts.db
    .select({ n: count() })
    .from(savedSpots)
    .where(
      and(
        eq(savedSpots.userId, opts.userId),
        isNotNull(savedSpots.alertMinScore),
        opts.exceptSpotId ? ne(savedSpots.id, opts.exceptSpotId) : undefined,
      ),
    );
  if ((row?.n ?? 0) >= allowed)
    throw new AppError(
      'BUSINESS_RULE_VIOLATION',
      'The free plan includes bite alerts for one spot. Stop that alert first, or upgrade to the Founding Member plan for alerts at all your spots.',
      { alert: 'The free plan includes bite alerts for one spot' },
    );
}
