import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { SPOT_RULES, type TSpot, type TSpotList } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { savedSpots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { alertSpotsAllowed, memberTier } from './spot-plan.ts';
import { spotView } from './spot-view.ts';

/** The member's spots, oldest first, with what their plan allows. */
export async function listSpots(opts: { db: Db; userId: string; now?: Date }): Promise<TSpotList> {
  const rows = await opts.db
    .select()
    .from(savedSpots)
    .where(eq(savedSpots.userId, opts.userId))
    .orderBy(asc(savedSpots.createdAt), asc(savedSpots.id));
  const tier = await memberTier(opts.db, opts.userId, opts.now ?? new Date());
  return {
    items: rows.map(spotView),
    maxSpots: SPOT_RULES.maxSpots,
    alertSpotsAllowed: alertSpotsAllowed(tier),
  };
}

/** One of the member's spots; anyone else's (or none) is not found. */
export async function getSpot(opts: { db: Db; userId: string; id: string }): Promise<TSpot> {
  const [row] = await opts.db
    .select()
    .from(savedSpots)
    .where(and(eq(savedSpots.id, opts.id), eq(savedSpots.userId, opts.userId)));
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', 'No such saved spot.');
  return spotView(row);
}

export async function deleteSpot(opts: { db: Db; userId: string; id: string }): Promise<void> {
  const gone = await opts.db
    .delete(savedSpots)
    .where(and(eq(savedSpots.id, opts.id), eq(savedSpots.userId, opts.userId)))
    .returning({ id: savedSpots.id });
  if (gone.length === 0) throw new AppError('RESOURCE_NOT_FOUND', 'No such saved spot.');
}

/** Settings' "Stop all alerts": every alert of the member off; answers how many were on. */
export async function stopAllAlerts(opts: { db: Db; userId: string }): Promise<number> {
  const stopped = await opts.db
    .update(savedSpots)
    .set({ alertMinScore: null, alertCheckAt: null, updatedAt: new Date() })
    .where(and(eq(savedSpots.userId, opts.userId), isNotNull(savedSpots.alertMinScore)))
    .returning({ id: savedSpots.id });
  return stopped.length;
}
