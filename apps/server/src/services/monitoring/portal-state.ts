import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  DEFAULT_PORTAL_MODE,
  MODE_FEATURES,
  PORTAL_FEATURES,
  PORTAL_MODES,
  type PortalFeature,
  type PortalMode,
} from '@anglerscout/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { portalInstances, portalSessions, portalState } from '../../db/schema/index.ts';
import type { Metrics } from '../../observability/metrics.ts';

export const PORTAL_ROW = 1;
/** A process that has not reported for this long is taken for gone. */
export const INSTANCE_LIVE_MS = 5000;

export interface PortalSnapshot {
  mode: PortalMode;
  features: PortalFeature[];
  transition: { target: PortalMode; startedAt: Date } | null;
  changedAt: Date;
}

const asMode = (value: string): PortalMode =>
  (PORTAL_MODES as readonly string[]).includes(value) ? (value as PortalMode) : DEFAULT_PORTAL_MODE;
export const asFeatures = (values: readonly string[]): PortalFeature[] =>
  PORTAL_FEATURES.filter((f) => values.includes(f));

/** The shared portal state, created in the default mode (emergency) on first use. */
export async function readPortalState({ db }: { db: DbOrTx }): Promise<PortalSnapshot> {
  let [row] = await db.select().from(portalState).where(eq(portalState.id, PORTAL_ROW));
  if (!row) {
    await db
      .insert(portalState)
      .values({
        id: PORTAL_ROW,
        mode: DEFAULT_PORTAL_MODE,
        features: [...MODE_FEATURES[DEFAULT_PORTAL_MODE]],
      })
      .onConflictDoNothing();
    [row] = await db.select().from(portalState).where(eq(portalState.id, PORTAL_ROW));
  }
  const r = row!;
  return {
    mode: asMode(r.mode),
    features: asFeatures(r.features),
    transition:
      r.transitionId && r.transitionTarget && r.transitionStartedAt
        ? { target: asMode(r.transitionTarget), startedAt: r.transitionStartedAt }
        : null,
    changedAt: r.changedAt,
  };
}

/** What this process has applied: the mode and features its recorder and scenarios follow. */
export function createPortalRuntime(metrics: Metrics) {
  let applied: { mode: PortalMode; features: PortalFeature[] } = {
    mode: DEFAULT_PORTAL_MODE,
    features: [...MODE_FEATURES[DEFAULT_PORTAL_MODE]],
  };
  const show = () => {
    for (const mode of PORTAL_MODES)
      metrics.portalMode.set({ mode }, mode === applied.mode ? 1 : 0);
  };
  show();
  return {
    applied: () => applied,
    has: (feature: PortalFeature) => applied.features.includes(feature),
    adopt(next: { mode: PortalMode; features: PortalFeature[] }) {
      applied = { mode: next.mode, features: [...next.features] };
      show();
    },
  };
}
export type PortalRuntime = ReturnType<typeof createPortalRuntime>;

export interface SyncPortalOptions {
  db: Db;
  runtime: PortalRuntime;
  instanceId: string;
}

/**
 * Reads the shared state and applies it here; reports this process as alive with it when what
 * it applied changed (a switch waits for that) or when `heartbeat` says it is time.
 */
export async function syncPortalState(opts: SyncPortalOptions & { heartbeat: boolean }) {
  const { db, runtime } = opts;
  const before = runtime.applied();
  const state = await readPortalState({ db });
  runtime.adopt(state);
  const changed = before.mode !== state.mode || before.features.join() !== state.features.join();
  if (changed || opts.heartbeat) await reportInstance(opts);
  return state;
}

export async function reportInstance({ db, runtime, instanceId }: SyncPortalOptions) {
  const { mode, features } = runtime.applied();
  const now = new Date();
  await db
    .insert(portalInstances)
    .values({ instanceId, mode, features, seenAt: now })
    .onConflictDoUpdate({
      target: portalInstances.instanceId,
      set: { mode, features, seenAt: now },
    });
}

/** Processes that reported in the last few seconds, and the mode each has applied. */
export async function listLiveInstances({ db }: { db: DbOrTx }) {
  const rows = await db
    .select()
    .from(portalInstances)
    .where(gt(portalInstances.seenAt, new Date(Date.now() - INSTANCE_LIVE_MS)));
  return rows.map((r) => ({ id: r.instanceId, mode: asMode(r.mode), seenAt: r.seenAt }));
}

export async function countOpenSessions({ db, mode }: { db: DbOrTx; mode: PortalMode }) {
  const rows = await db
    .select({ id: portalSessions.id })
    .from(portalSessions)
    .where(and(isNull(portalSessions.endedAt), eq(portalSessions.mode, mode)));
  return rows.length;
}
