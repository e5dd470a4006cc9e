import { lazy, Suspense } from 'react';
import { AppLayout } from '@/components/layouts/app-layout.tsx';

const CompactMonitoringWidget = lazy(() =>
  import('@/features/monitoring/components/compact-monitoring-widget.tsx').then((m) => ({
    default: m.CompactMonitoringWidget,
  })),
);

/**
 * The /app layout as the app composes it: administrators get the compact monitoring widget in the
 * navigation (fetched only for them; the layout itself knows no feature).
 */
export function AppShell() {
  return (
    <AppLayout
      adminNavSlot={
        <Suspense fallback={null}>
          <CompactMonitoringWidget />
        </Suspense>
      }
    />
  );
}
