import { and, eq, sql } from 'drizzle-orm';
import { limitOf } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { reportUsage, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { countReportsUsed, planFor, tierInForce } from '../plans/get-subscription.ts';
import { reservationIsStale } from './reservation-heartbeat.ts';

const LIMIT_MESSAGES = {
  lifetime: (cap: number) =>
    `You have used your ${cap} free reports. Subscribe to the Founding Member Special for unlimited reports.`,
  'calendar-month': (cap: number) =>
    `You have reached this month's fair-use cap of ${cap} reports. It resets on the first day of next month.`,
};

export type Reservation =
  | { kind: 'reserved'; usageId: string }
  | { kind: 'existing'; usageId: string; status: string; reportId: string | null };

/**
 * Reserves one report against the user's plan in a short transaction that locks the user's
 * subscription row, so concurrent creations cannot pass the limit together. A retried request
 * with the same idempotency key finds the first reservation instead, unless that one failed or
 * was abandoned (its request died mid-way: no heartbeat), in which case the retry takes it over.
 */
export async function reserveReportSlot(opts: {
  db: Db;
  userId: string;
  idempotencyKey: string;
  now: Date;
  monthlyCap?: number;
}): Promise<Reservation> {
  return opts.db.transaction(async (tx) => {
    await tx.insert(subscriptions).values({ userId: opts.userId }).onConflictDoNothing();
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, opts.userId))
      .for('update');
    const [existing] = await tx
      .select({
        id: reportUsage.id,
        status: reportUsage.status,
        reportId: reportUsage.reportId,
        stale: reservationIsStale(),
      })
      .from(reportUsage)
      .where(
        and(
          eq(reportUsage.userId, opts.userId),
          eq(reportUsage.idempotencyKey, opts.idempotencyKey),
        ),
      );
    const abandoned = existing?.status === 'pending' && existing.stale;
    if (existing && existing.status !== 'failed' && !abandoned)
      return {
        kind: 'existing',
        usageId: existing.id,
        status: existing.status,
        reportId: existing.reportId,
      };

    const tier = await tierInForce(tx, opts.userId, sub, opts.now);
    const plan = planFor(tier, opts.monthlyCap);
    const cap = limitOf(plan.limits, 'reports');
    const used = await countReportsUsed(tx, opts.userId, tier, opts.now);
    if (used >= cap)
      throw new AppError('BUSINESS_RULE_VIOLATION', LIMIT_MESSAGES[plan.reportWindow](cap));

    if (existing) {
      await tx
        .update(reportUsage)
        .set({ status: 'pending', createdAt: sql`now()`, heartbeatAt: sql`now()` })
        .where(eq(reportUsage.id, existing.id));
      return { kind: 'reserved', usageId: existing.id };
    }
    const [row] = await tx
      .insert(reportUsage)
      .values({ userId: opts.userId, idempotencyKey: opts.idempotencyKey, status: 'pending' })
      .returning({ id: reportUsage.id });
    return { kind: 'reserved', usageId: row!.id };
  });
}

/**
 * Waits for a reservation made by another request with the same key: its report id once
 * written, or null when that request failed or died (the caller then reserves again and, the
 * slot being free or abandoned, writes the report itself).
 */
export async function awaitReservation(opts: {
  db: Db;
  usageId: string;
  timeoutMs: number;
}): Promise<string | null> {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const [row] = await opts.db
      .select({
        status: reportUsage.status,
        reportId: reportUsage.reportId,
        stale: reservationIsStale(),
      })
      .from(reportUsage)
      .where(eq(reportUsage.id, opts.usageId));
    if (row?.status === 'used' && row.reportId) return row.reportId;
    if (!row || row.status === 'failed' || row.stale) return null;
    if (Date.now() > deadline)
      throw new AppError(
        'STATE_SYNC_ERROR',
        'A request with this Idempotency-Key is still being processed.',
      );
    await new Promise((r) => setTimeout(r, 150));
  }
}
