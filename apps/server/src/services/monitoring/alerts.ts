import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  ALERT_MIN_SAMPLES,
  ALERTS_KEPT,
  type AlertSeverity,
  type MonitoredMetric,
  type PortalMode,
  type TAlert,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { alerts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';
import type { InProcessAlerts } from './in-process-alerts.ts';
import { evaluateThreshold, severityRank } from './alert-rules.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toAlert = (r: typeof alerts.$inferSelect): TAlert => ({
  id: r.alertId,
  metricName: r.metricName as MonitoredMetric,
  threshold: r.threshold,
  actualValue: r.actualValue,
  timestamp: r.timestamp.toISOString(),
  severity: r.severity as AlertSeverity,
  acknowledged: r.acknowledged,
  mode: r.portalMode as PortalMode,
  stored: true,
});

export interface RaiseAlertsOptions {
  db: Db;
  book: InProcessAlerts;
  mode: PortalMode;
  /** `samples`, when given, is what the value was measured on (see ALERT_MIN_SAMPLES). */
  values: { name: MonitoredMetric; value: number; context?: { samples: number } }[];
  at?: Date;
}

/**
 * Checks one interval's values against the mode's thresholds. A breach raises an alert, stored
 * in the alerts table in production mode or when critical, otherwise kept
 * by this process. While an alert for the metric is open and as severe, a breach that goes on
 * updates it instead of raising another. Returns the alerts raised.
 */
export async function raiseAlerts(opts: RaiseAlertsOptions): Promise<TAlert[]> {
  const { db, book, mode } = opts;
  const at = opts.at ?? new Date();
  const raised: TAlert[] = [];
  for (const { name, value, context } of opts.values) {
    if (context && context.samples < (ALERT_MIN_SAMPLES[name] ?? 0)) continue;
    const breach = evaluateThreshold(name, value, mode);
    if (!breach) continue;
    const stored = mode === 'production' || breach.severity === 'critical';
    const open = book.openFor(name) ?? (stored ? await openStoredAlert(db, name, mode) : undefined);
    if (
      open &&
      open.mode === mode &&
      severityRank(open.severity) >= severityRank(breach.severity)
    ) {
      if (!open.stored) {
        book.refresh(open, value, at.toISOString());
        continue;
      }
      const still = await db
        .update(alerts)
        .set({ actualValue: value, timestamp: at })
        .where(and(eq(alerts.alertId, open.id), eq(alerts.acknowledged, false)))
        .returning({ id: alerts.alertId });
      if (still.length > 0) continue;
      book.forget(name);
    }
    const alert: TAlert = {
      id: randomUUID(),
      metricName: name,
      threshold: breach.threshold,
      actualValue: value,
      timestamp: at.toISOString(),
      severity: breach.severity,
      acknowledged: false,
      mode,
      stored,
    };
    if (alert.stored) await storeAlert(db, alert, at);
    book.add(alert);
    raised.push(alert);
  }
  return raised;
}

/**
 * The newest open stored alert for a metric in a mode, raised by any process (or by this one
 * before a restart): a breach that goes on updates it instead of stacking up copies.
 */
async function openStoredAlert(db: Db, metric: MonitoredMetric, mode: PortalMode) {
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.metricName, metric),
        eq(alerts.portalMode, mode),
        eq(alerts.acknowledged, false),
      ),
    )
    .orderBy(desc(alerts.timestamp))
    .limit(1);
  return row ? toAlert(row) : undefined;
}

async function storeAlert(db: Db, alert: TAlert, at: Date) {
  await db.insert(alerts).values({
    alertId: alert.id,
    metricName: alert.metricName,
    threshold: alert.threshold,
    actualValue: alert.actualValue,
    timestamp: at,
    severity: alert.severity,
    portalMode: alert.mode,
  });
  // 100 alerts kept.
  const keep = db
    .select({ id: alerts.alertId })
    .from(alerts)
    .orderBy(desc(alerts.timestamp))
    .limit(ALERTS_KEPT);
  await db.delete(alerts).where(notInArray(alerts.alertId, keep));
}

/** Unacknowledged alerts, newest first: the stored ones (every process's) and this process's own. */
export async function listOpenAlerts({ db, book }: { db: Db; book: InProcessAlerts }) {
  const stored = await db
    .select()
    .from(alerts)
    .where(eq(alerts.acknowledged, false))
    .orderBy(desc(alerts.timestamp))
    .limit(ALERTS_KEPT);
  return [...stored.map(toAlert), ...book.openLocal()]
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, ALERTS_KEPT);
}

export interface AcknowledgeAlertOptions {
  db: Db;
  book: InProcessAlerts;
  id: string;
  actor: AdminActor;
}

/** Acknowledges an alert held here or stored; an unknown or already acknowledged id is 404. */
export async function acknowledgeAlert({ db, book, id, actor }: AcknowledgeAlertOptions) {
  let found = book.acknowledge(id);
  if (!found && UUID.test(id)) {
    const rows = await db
      .update(alerts)
      .set({ acknowledged: true, acknowledgedBy: actor.email, acknowledgedAt: new Date() })
      .where(and(eq(alerts.alertId, id), eq(alerts.acknowledged, false)))
      .returning({ id: alerts.alertId });
    found = rows.length > 0;
  }
  if (!found)
    throw new AppError(
      'RESOURCE_NOT_FOUND',
      'No open alert with that id (acknowledged already, or raised by another server process).',
    );
  await recordAdminAction({
    db,
    actor,
    action: 'alert.acknowledge',
    target: { type: 'alert', id },
  });
}

/** Clears this process's alerts and acknowledges every stored open one (the history stays). */
export async function clearAlerts({ db, book, actor }: Omit<AcknowledgeAlertOptions, 'id'>) {
  const open = await listOpenAlerts({ db, book });
  book.clear();
  const storedIds = open.filter((a) => a.stored).map((a) => a.id);
  if (storedIds.length > 0)
    await db
      .update(alerts)
      .set({ acknowledged: true, acknowledgedBy: actor.email, acknowledgedAt: new Date() })
      .where(inArray(alerts.alertId, storedIds));
  await recordAdminAction({
    db,
    actor,
    action: 'alert.clear',
    target: { type: 'alert' },
    after: { cleared: open.length },
  });
  return open.length;
}
