import { useEffect } from 'react';
import { Link } from 'react-router';
import { MONITORING_TEXT } from '@anglerscout/contracts';
import { useMonitoringStatus } from '../api/get-monitoring-status.ts';
import { HealthDot } from './health-dot.tsx';

/**
 * The monitoring widget's compact form (in the admin navigation): the health dot, Monitoring Active
 * or Inactive, and the count of unacknowledged alerts; it links to the monitoring page.
 */
export function CompactMonitoringWidget() {
  const status = useMonitoringStatus();
  useEffect(() => {
    if (status.error) console.error('Monitoring status failed to load:', status.error);
  }, [status.error]);
  if (status.error && !status.data)
    return (
      <p role="alert" className="max-w-56 px-3 py-1 text-xs text-red-800">
        {MONITORING_TEXT.loadError}
      </p>
    );
  if (!status.data) return null;
  const { health, active, unacknowledgedCount } = status.data;
  return (
    <Link
      to="/app/admin/monitoring"
      data-testid="monitoring-compact"
      className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-brand-50 lg:px-2.5"
    >
      <HealthDot health={health} />
      {/* Between lg and xl the bar is short of room: the dot and count stay, the words are read out. */}
      <span className="lg:sr-only xl:not-sr-only">
        {active ? 'Monitoring Active' : 'Monitoring Inactive'}
      </span>
      <span
        className={`rounded-full px-1.5 text-xs font-semibold ${unacknowledgedCount > 0 ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-700'}`}
      >
        {unacknowledgedCount}
        <span className="sr-only"> unacknowledged alerts</span>
      </span>
    </Link>
  );
}
