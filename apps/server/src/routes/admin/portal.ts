import { Hono } from 'hono';
import {
  ZSetFeaturesRequest,
  ZStartSessionRequest,
  ZSwitchModeRequest,
  type TPortalState,
} from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import type { Db } from '../../db/client.ts';
import {
  endPortalSession,
  listPortalSessions,
  setPortalFeatures,
  startPortalSession,
} from '../../services/monitoring/portal-sessions.ts';
import { listLiveInstances, readPortalState } from '../../services/monitoring/portal-state.ts';
import { switchPortalMode } from '../../services/monitoring/switch-portal-mode.ts';

async function portalView(db: Db): Promise<TPortalState> {
  const [state, instances, sessions] = await Promise.all([
    readPortalState({ db }),
    listLiveInstances({ db }),
    listPortalSessions({ db }),
  ]);
  return {
    mode: state.mode,
    features: state.features,
    transition: state.transition
      ? { target: state.transition.target, startedAt: state.transition.startedAt.toISOString() }
      : null,
    changedAt: state.changedAt.toISOString(),
    instances: instances.map((i) => ({ ...i, seenAt: i.seenAt.toISOString() })),
    sessions,
  };
}

/** The portal mode, its features and portal sessions, shared by every process. */
export const adminPortalRoutes = new Hono<AppEnv>()
  .get('/api/admin/portal', async (c) => c.json(await portalView(c.var.deps.database.db)))
  .post('/api/admin/portal/mode', async (c) => {
    const { mode } = await parseBody(c, ZSwitchModeRequest);
    const { database, monitoring } = c.var.deps;
    await switchPortalMode({
      db: database.db,
      target: mode,
      actor: adminActor(c),
      runtime: monitoring.runtime,
      instanceId: monitoring.instanceId,
    });
    return c.json(await portalView(database.db));
  })
  .put('/api/admin/portal/features', async (c) => {
    const { features } = await parseBody(c, ZSetFeaturesRequest);
    const { database, monitoring } = c.var.deps;
    await setPortalFeatures({
      db: database.db,
      changes: features,
      actor: adminActor(c),
      runtime: monitoring.runtime,
    });
    return c.json(await portalView(database.db));
  })
  .post('/api/admin/portal/sessions', async (c) => {
    const { mode } = await parseBody(c, ZStartSessionRequest);
    const session = await startPortalSession({
      db: c.var.deps.database.db,
      mode,
      actor: adminActor(c),
    });
    return c.json(session, 201);
  })
  .delete('/api/admin/portal/sessions/:id', async (c) => {
    return c.json(
      await endPortalSession({
        db: c.var.deps.database.db,
        id: c.req.param('id'),
        actor: adminActor(c),
      }),
    );
  });
