import { AdminDashboardPage } from '@/features/admin/pages/admin-dashboard-page.tsx';
import { MonitoringWidget } from '@/features/monitoring/components/monitoring-widget.tsx';
import { RegulationsReviewPanel } from '@/features/regulations/components/regulations-review-panel.tsx';

/**
 * /app/admin. Other features' panels for the dashboard's "System health" section are passed here
 * as children (a feature never imports another; the app composes them): the full monitoring
 * widget and the regulations review note.
 */
export function AdminDashboardRoute() {
  return (
    <AdminDashboardPage>
      <MonitoringWidget />
      <RegulationsReviewPanel />
    </AdminDashboardPage>
  );
}
