import { Hono } from 'hono';
import {
  MONITORED_METRICS,
  ZMetricHistoryQuery,
  type MonitoredMetric,
} from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { parseQuery } from '../../lib/http/parse-body.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { acknowledgeAlert, clearAlerts } from '../../services/monitoring/alerts.ts';
import { captureBaseline, latestBaseline } from '../../services/monitoring/baselines.ts';
import { getMetricHistory, isMonitoredMetric } from '../../services/monitoring/metric-store.ts';
import { getMonitoringStatus } from '../../services/monitoring/monitoring-status.ts';
import { readPortalState } from '../../services/monitoring/portal-state.ts';
import { runValidation } from '../../services/monitoring/run-validation.ts';

/** Monitoring: the widget's status, metric history, alerts, baselines and the validation run. */
export const adminMonitoringRoutes = new Hono<AppEnv>()
  .get('/api/admin/monitoring/status', async (c) => {
    const { database, monitoring } = c.var.deps;
    return c.json(await getMonitoringStatus({ db: database.db, book: monitoring.book }));
  })
  .get('/api/admin/monitoring/metrics', async (c) => {
    const query = parseQuery(c, ZMetricHistoryQuery);
    const asked = query.names?.split(',').map((n) => n.trim()) ?? [...MONITORED_METRICS];
    const unknown = asked.filter((n) => !isMonitoredMetric(n));
    if (unknown.length > 0)
      throw new AppError('VALIDATION_INVALID_FORMAT', `Unknown metric: ${unknown.join(', ')}`);
    return c.json({
      series: await getMetricHistory({
        db: c.var.deps.database.db,
        names: asked.filter(isMonitoredMetric) satisfies MonitoredMetric[],
        from: new Date(Date.now() - query.range),
        mode: query.mode,
      }),
    });
  })
  .post('/api/admin/monitoring/alerts/clear', async (c) => {
    const { database, monitoring } = c.var.deps;
    const cleared = await clearAlerts({
      db: database.db,
      book: monitoring.book,
      actor: adminActor(c),
    });
    return c.json({ cleared });
  })
  .post('/api/admin/monitoring/alerts/:id/acknowledge', async (c) => {
    const { database, monitoring } = c.var.deps;
    await acknowledgeAlert({
      db: database.db,
      book: monitoring.book,
      id: c.req.param('id'),
      actor: adminActor(c),
    });
    return c.json({ ok: true as const });
  })
  .get('/api/admin/monitoring/baseline', async (c) => {
    const db = c.var.deps.database.db;
    const { mode } = await readPortalState({ db });
    return c.json({ baseline: await latestBaseline({ db, mode }) });
  })
  .post('/api/admin/monitoring/baseline', async (c) => {
    const db = c.var.deps.database.db;
    const { mode } = await readPortalState({ db });
    return c.json({ baseline: await captureBaseline({ db, mode, actor: adminActor(c) }) });
  })
  .get('/api/admin/validation', async (c) => {
    return c.json(await runValidation({ db: c.var.deps.database.db }));
  });
