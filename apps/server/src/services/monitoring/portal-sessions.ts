import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  MODE_FEATURES,
  PORTAL_MESSAGES,
  type PortalFeature,
  type PortalMode,
  type TPortalSession,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { portalSessions, portalState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import { PORTAL_ROW, asFeatures, readPortalState, type PortalRuntime } from './portal-state.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSession = (r: typeof portalSessions.$inferSelect): TPortalSession => ({
  id: r.id,
  mode: r.mode as PortalMode,
  startTime: r.startTime.toISOString(),
  features: asFeatures(r.features),
  startedBy: r.startedBy,
});

/** A session can only be created for the current mode. */
export async function startPortalSession(opts: {
  db: Db;
  mode: PortalMode;
  actor: AdminActor;
}): Promise<TPortalSession> {
  const state = await readPortalState({ db: opts.db });
  if (opts.mode !== state.mode)
    throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.cannotCreateSession(state.mode));
  const row = await opts.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(portalSessions)
      .values({ mode: state.mode, features: state.features, startedBy: opts.actor.email })
      .returning();
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'portal.session_start',
      target: { type: 'portal_session', id: made!.id },
      after: { mode: state.mode },
    });
    return made!;
  });
  return toSession(row);
}

/** Ending an unknown (or already ended) session fails. */
export async function endPortalSession(opts: {
  db: Db;
  id: string;
  actor: AdminActor;
}): Promise<TPortalSession> {
  if (!UUID.test(opts.id))
    throw new AppError('RESOURCE_NOT_FOUND', PORTAL_MESSAGES.sessionNotFound);
  const row = await opts.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(portalSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(portalSessions.id, opts.id), isNull(portalSessions.endedAt)))
      .returning();
    if (!ended) return undefined;
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'portal.session_end',
      target: { type: 'portal_session', id: ended.id },
      before: { mode: ended.mode },
    });
    return ended;
  });
  if (!row) throw new AppError('RESOURCE_NOT_FOUND', PORTAL_MESSAGES.sessionNotFound);
  return toSession(row);
}

export async function listPortalSessions({ db }: { db: Db }): Promise<TPortalSession[]> {
  const rows = await db
    .select()
    .from(portalSessions)
    .where(isNull(portalSessions.endedAt))
    .orderBy(desc(portalSessions.startTime));
  return rows.map(toSession);
}

/**
 * Turns features of the current mode's set off or on again (an operator may stop error injection
 * while staying in test mode). A feature outside the mode's set cannot be turned on; nothing
 * changes while a switch is under way.
 */
export async function setPortalFeatures(opts: {
  db: Db;
  changes: Partial<Record<PortalFeature, boolean>>;
  actor: AdminActor;
  runtime: PortalRuntime;
}) {
  const { db, changes } = opts;
  const state = await readPortalState({ db });
  const allowed = MODE_FEATURES[state.mode];
  for (const [feature, on] of Object.entries(changes))
    if (on && !allowed.includes(feature as PortalFeature))
      throw new AppError(
        'VALIDATION_OUT_OF_RANGE',
        `${feature} is not part of ${state.mode} mode.`,
      );
  const features = allowed.filter((f) => changes[f] ?? state.features.includes(f));
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(portalState)
      .set({ features, changedAt: new Date(), changedBy: opts.actor.id })
      .where(and(eq(portalState.id, PORTAL_ROW), isNull(portalState.transitionId)))
      .returning({ id: portalState.id });
    if (rows.length === 0) return false;
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'portal.features_set',
      target: { type: 'portal', id: String(PORTAL_ROW) },
      before: { features: state.features },
      after: { features },
    });
    return true;
  });
  if (!updated) throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.transitionInProgress);
  opts.runtime.adopt({ mode: state.mode, features });
  return readPortalState({ db });
}
