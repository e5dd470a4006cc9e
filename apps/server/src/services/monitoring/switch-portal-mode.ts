import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or, lt } from 'drizzle-orm';
import { MODE_FEATURES, PORTAL_MESSAGES, type PortalMode } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { portalSessions, portalState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import {
  PORTAL_ROW,
  countOpenSessions,
  listLiveInstances,
  readPortalState,
  reportInstance,
  type PortalRuntime,
  type PortalSnapshot,
} from './portal-state.ts';

/** A claim older than this belonged to a process that died mid-switch; it may be taken over. */
const STALE_TRANSITION_MS = 60_000;

export interface SwitchPortalModeOptions {
  db: Db;
  target: PortalMode;
  actor: AdminActor;
  /** This process: it applies the new mode at once, the others on their next poll (1 s). */
  runtime: PortalRuntime;
  instanceId: string;
  /** How long every live process gets to report the new mode. */
  verifyTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * A switch claims the shared state row (refused while another switch holds
 * it, from any process), validates, applies the mode's feature set, and verifies that the state
 * reads back and that every live process has applied it. A failed verification restores the
 * previous mode. The claim is released in every case.
 */
export async function switchPortalMode(opts: SwitchPortalModeOptions): Promise<PortalSnapshot> {
  const { db, target } = opts;
  await readPortalState({ db });
  const claim = randomUUID();
  const claimed = await db
    .update(portalState)
    .set({ transitionId: claim, transitionTarget: target, transitionStartedAt: new Date() })
    .where(
      and(
        eq(portalState.id, PORTAL_ROW),
        or(
          isNull(portalState.transitionId),
          lt(portalState.transitionStartedAt, new Date(Date.now() - STALE_TRANSITION_MS)),
        ),
      ),
    )
    .returning({ mode: portalState.mode });
  if (claimed.length === 0)
    throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.transitionInProgress);
  try {
    const before = await readPortalState({ db });
    await validateSwitch({ db, from: before.mode, target });
    await applyMode({ ...opts, before });
    if (!(await verifySwitch(opts))) {
      await db
        .update(portalState)
        .set({ mode: before.mode, features: before.features, changedAt: new Date() })
        .where(eq(portalState.id, PORTAL_ROW));
      opts.runtime.adopt(before);
      await reportInstance(opts);
      throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.verificationFailed);
    }
  } finally {
    await db
      .update(portalState)
      .set({ transitionId: null, transitionTarget: null, transitionStartedAt: null })
      .where(and(eq(portalState.id, PORTAL_ROW), eq(portalState.transitionId, claim)));
  }
  return readPortalState({ db });
}

/** A switch to the current mode, or to test mode while emergency sessions are open, is invalid. */
async function validateSwitch({
  db,
  from,
  target,
}: {
  db: Db;
  from: PortalMode;
  target: PortalMode;
}) {
  if (target === from) throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.invalidSwitch);
  if (target === 'test' && (await countOpenSessions({ db, mode: 'emergency' })) > 0)
    throw new AppError('STATE_SYNC_ERROR', PORTAL_MESSAGES.invalidSwitch);
}

/** Sets the mode and its feature set, ends sessions of other modes, audits; applies it here. */
async function applyMode(opts: SwitchPortalModeOptions & { before: PortalSnapshot }) {
  const { db, target, actor, before } = opts;
  const features = [...MODE_FEATURES[target]];
  await db.transaction(async (tx) => {
    await tx
      .update(portalState)
      .set({ mode: target, features, changedAt: new Date(), changedBy: actor.id })
      .where(eq(portalState.id, PORTAL_ROW));
    await tx
      .update(portalSessions)
      .set({ endedAt: new Date() })
      .where(and(isNull(portalSessions.endedAt), ne(portalSessions.mode, target)));
    await recordAdminAction({
      db: tx,
      actor,
      action: 'portal.mode_switch',
      target: { type: 'portal', id: String(PORTAL_ROW) },
      before: { mode: before.mode, features: before.features },
      after: { mode: target, features },
    });
  });
  opts.runtime.adopt({ mode: target, features });
  await reportInstance(opts);
}

/** The state reads back as applied, and every process alive reports the new mode in time. */
async function verifySwitch(opts: SwitchPortalModeOptions): Promise<boolean> {
  const { db, target } = opts;
  const state = await readPortalState({ db });
  if (state.mode !== target || !sameSet(state.features, MODE_FEATURES[target])) return false;
  const deadline = Date.now() + (opts.verifyTimeoutMs ?? 5000);
  for (;;) {
    const live = await listLiveInstances({ db });
    if (live.every((i) => i.mode === target)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}
