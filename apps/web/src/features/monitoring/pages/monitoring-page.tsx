import { Button } from '@/components/ui/button.tsx';
import { useClearAlerts } from '../api/alerts.ts';
import { BaselinePanel } from '../components/baseline-panel.tsx';
import { MetricHistory } from '../components/metric-history.tsx';
import { MonitoringWidget } from '../components/monitoring-widget.tsx';
import { PortalPanel } from '../components/portal-panel.tsx';
import { ScenarioPanel } from '../components/scenario-panel.tsx';

/** /app/admin/monitoring: the full widget, the portal mode, scenarios, history and baseline. */
export function MonitoringPage() {
  const clear = useClearAlerts();
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-brand-900">Monitoring</h1>
        <Button size="sm" variant="ghost" disabled={clear.isPending} onClick={() => clear.mutate()}>
          {clear.isPending ? 'Clearing...' : 'Clear alerts'}
        </Button>
      </div>
      <MonitoringWidget />
      <div className="grid gap-6 lg:grid-cols-2">
        <PortalPanel />
        <BaselinePanel />
      </div>
      <ScenarioPanel />
      <MetricHistory />
    </div>
  );
}
