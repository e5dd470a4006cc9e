import { useEffect } from 'react';
import { METRIC_INFO, MONITORING_TEXT, type TAlert } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useMonitoringStatus } from '../api/get-monitoring-status.ts';
import { useAcknowledgeAlert } from '../api/alerts.ts';
import {
  HEALTH_STYLE,
  SEVERITY_STYLE,
  clockTime,
  formatMetric,
  formatMetricOf,
} from '../lib/format-metric.ts';
import { HealthDot } from './health-dot.tsx';
import { Card } from '@/components/ui/card.tsx';

const SHOWN_ALERTS = 3;

/**
 * The monitoring widget's full form: health, Active or Inactive, last updated, active metric count,
 * up to 6 key metrics and up to 3 alerts with Acknowledge ("+N more alerts" beyond), refreshed
 * every 5 seconds.
 */
export function MonitoringWidget() {
  const status = useMonitoringStatus();
  useEffect(() => {
    if (status.error) console.error('Monitoring status failed to load:', status.error);
  }, [status.error]);
  return (
    <Card title="Monitoring status" testId="monitoring-widget">
      {status.error && !status.data ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {MONITORING_TEXT.loadError}
        </p>
      ) : !status.data ? (
        <WidgetSkeleton />
      ) : (
        <WidgetBody data={status.data} />
      )}
    </Card>
  );
}

/**
 * The widget's shape while the status loads (the four figures and six key-metric cells of a
 * running portal), so the panels below it do not jump when it arrives.
 */
function WidgetSkeleton() {
  return (
    <div aria-busy="true">
      <Spinner label="Loading monitoring status..." showLabel className="mt-3" />
      <div aria-hidden="true" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-14 rounded-lg bg-slate-50" />
        ))}
      </div>
      <div aria-hidden="true" className="mt-4 h-12" />
    </div>
  );
}

function WidgetBody({
  data,
}: {
  data: NonNullable<ReturnType<typeof useMonitoringStatus>['data']>;
}) {
  const style = HEALTH_STYLE[data.health];
  const more = data.alerts.length - SHOWN_ALERTS;
  return (
    <>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Health</dt>
          <dd className={`flex items-center gap-2 font-semibold ${style.text}`} role="status">
            <HealthDot health={data.health} />
            <span data-testid="health-label">{style.label}</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-semibold">{data.active ? 'Active' : 'Inactive'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Last updated</dt>
          <dd className="font-semibold">
            {data.lastUpdated ? clockTime(data.lastUpdated) : 'Never'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Active metrics</dt>
          <dd className="font-semibold">{data.activeMetricCount}</dd>
        </div>
      </dl>
      {data.keyMetrics.length > 0 ? (
        <ul aria-label="Key metrics" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {data.keyMetrics.map((m) => (
            <li key={m.name} className="rounded-lg bg-slate-50 px-3 py-2">
              <span className="block text-xs text-slate-600">{m.label}</span>
              <span className="text-base font-semibold text-slate-900">
                {formatMetric(m.value, m.unit)}
              </span>
              {m.anomaly ? (
                <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                  Anomaly
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-600">
          No metric recorded in the last two reporting intervals ({data.intervalMs / 1000} s each).
        </p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Alerts</h3>
      {data.alerts.length === 0 ? (
        <p className="text-sm text-slate-600">No unacknowledged alerts.</p>
      ) : (
        <ul aria-label="Alerts" className="mt-1 space-y-2">
          {data.alerts.slice(0, SHOWN_ALERTS).map((a) => (
            <AlertRow key={a.id} alert={a} />
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="mt-2 text-sm text-slate-700">{MONITORING_TEXT.moreAlerts(more)}</p>
      ) : null}
    </>
  );
}

function AlertRow({ alert }: { alert: TAlert }) {
  const acknowledge = useAcknowledgeAlert();
  const { label } = METRIC_INFO[alert.metricName];
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <span
        className={`rounded px-1.5 text-xs font-semibold uppercase ${SEVERITY_STYLE[alert.severity]}`}
      >
        {alert.severity}
      </span>
      <span className="flex-1">
        {label} {formatMetricOf(alert.metricName, alert.actualValue)} (threshold{' '}
        {formatMetricOf(alert.metricName, alert.threshold)}) at {clockTime(alert.timestamp)}
      </span>
      <Button
        size="sm"
        variant="secondary"
        disabled={acknowledge.isPending}
        onClick={() => acknowledge.mutate(alert.id)}
        aria-label={`Acknowledge ${alert.severity} alert on ${label}`}
      >
        Acknowledge
      </Button>
      {acknowledge.error ? (
        <span role="alert" className="w-full text-xs text-red-800">
          {acknowledge.error.message}
        </span>
      ) : null}
    </li>
  );
}
