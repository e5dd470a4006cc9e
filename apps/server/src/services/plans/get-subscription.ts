import { and, count, eq, gte, or, sql } from 'drizzle-orm';
import {
  PLANS,
  PLAN_TIERS,
  limitOf,
  type PlanTier,
  type TSubscriptionDetails,
} from '@anglerscout/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reportUsage, subscriptions } from '../../db/schema/index.ts';
import { RESERVATION_STALE_SECONDS } from '../reports/reservation-heartbeat.ts';
import type { Billing } from '../../providers/billing/create-billing.ts';
import { readStripeSubscription } from '../billing/billing-state.ts';
import { billingView } from '../billing/billing-view.ts';

/** The start of the current calendar month in UTC: the fair-use window of the paid plan. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The plan with the configured fair-use cap (50 reports a calendar month unless configured). */
export function planFor(tier: PlanTier, monthlyCap?: number) {
  const plan = PLANS[tier];
  if (plan.reportWindow !== 'calendar-month' || monthlyCap === undefined) return plan;
  return { ...plan, limits: { ...plan.limits, reports: monthlyCap } };
}

function asTier(value: string | undefined): PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(value ?? '') ? (value as PlanTier) : 'free';
}

/** The tier in force: an expired paid plan falls back to free. */
function effectiveTier(
  row: { tier: string; expiresAt: Date | null } | undefined,
  now: Date,
): PlanTier {
  if (!row) return 'free';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'free';
  return asTier(row.tier);
}

/** The tier in force for plan limits: an admin's comp or a Stripe subscription in good standing. */
export async function tierInForce(
  db: DbOrTx,
  userId: string,
  row: { tier: string; expiresAt: Date | null } | undefined,
  now: Date,
): Promise<PlanTier> {
  if (effectiveTier(row, now) === 'founding') return 'founding';
  const stripe = await readStripeSubscription(db, userId, now);
  return stripe?.entitlement.entitled ? 'founding' : 'free';
}

/**
 * Report creations that count in the plan's window: written ones, and reservations still being
 * written (a pending one whose heartbeat stopped belonged to a request that died: it does not count).
 */
export async function countReportsUsed(
  db: DbOrTx,
  userId: string,
  tier: PlanTier,
  now: Date,
): Promise<number> {
  const window =
    PLANS[tier].reportWindow === 'calendar-month'
      ? gte(reportUsage.createdAt, monthStart(now))
      : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(reportUsage)
    .where(
      and(
        eq(reportUsage.userId, userId),
        or(
          eq(reportUsage.status, 'used'),
          and(
            eq(reportUsage.status, 'pending'),
            sql`${reportUsage.heartbeatAt} > now() - make_interval(secs => ${RESERVATION_STALE_SECONDS})`,
          ),
        ),
        window,
      ),
    );
  return Number(row?.n ?? 0);
}

export interface GetSubscriptionOptions {
  db: Db;
  userId: string;
  now?: Date;
  monthlyCap?: number;
  /** Payments, to say whether they are available (and, to admins, what is missing). */
  billing?: Billing;
  isAdmin?: boolean;
}

/**
 * The member's plan. The paid tier comes from a Stripe subscription the webhooks confirmed or from
 * a plan an administrator set (a comp); the member has the better of the two, so an admin setting
 * "free" removes a comp but never takes away a plan someone pays for (cancel that in Stripe).
 */
export async function getSubscription(opts: GetSubscriptionOptions): Promise<TSubscriptionDetails> {
  const { db, userId, now = new Date() } = opts;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const stripe = await readStripeSubscription(db, userId, now);
  const adminTier = effectiveTier(row, now);
  const paid = stripe?.entitlement.entitled ?? false;
  const tier: PlanTier = paid ? 'founding' : adminTier;
  const plan = planFor(tier, opts.monthlyCap);
  const used = await countReportsUsed(db, userId, tier, now);
  const cap = limitOf(plan.limits, 'reports');
  const adminExpired = row !== undefined && adminTier !== asTier(row.tier);
  const status = paid
    ? stripe!.entitlement.paymentFailed
      ? 'past_due'
      : 'active'
    : adminTier === 'founding'
      ? (row?.status ?? 'active')
      : stripe && stripe.row.status === 'canceled'
        ? 'canceled'
        : adminExpired
          ? 'expired'
          : (row?.status ?? 'active');
  const expiresAt = paid
    ? (stripe!.entitlement.until ?? null)
    : adminTier === 'founding'
      ? (row?.expiresAt ?? null)
      : null;
  return {
    tier,
    planName: plan.name,
    features: plan.features,
    limits: plan.limits,
    status,
    expiresAt: expiresAt?.toISOString() ?? null,
    reportWindow: plan.reportWindow,
    reportsUsed: used,
    reportsLeft: Math.max(0, cap - used),
    billing: billingView({
      billing: opts.billing,
      stripe,
      adminComp: adminTier === 'founding',
      isAdmin: opts.isAdmin ?? false,
    }),
  };
}

export async function setSubscriptionTier(opts: {
  db: DbOrTx;
  userId: string;
  tier: PlanTier;
  expiresAt?: Date | null;
  changedBy: string;
}) {
  const values = {
    userId: opts.userId,
    tier: opts.tier,
    status: 'active',
    expiresAt: opts.expiresAt ?? null,
    updatedAt: new Date(),
    updatedBy: opts.changedBy,
  };
  await opts.db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        tier: values.tier,
        status: values.status,
        expiresAt: values.expiresAt,
        updatedAt: values.updatedAt,
        updatedBy: values.updatedBy,
      },
    });
}
