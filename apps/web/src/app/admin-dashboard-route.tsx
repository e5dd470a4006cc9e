import { AdminDashboardPage } from '@/features/admin/pages/admin-dashboard-page.tsx';

/**
 * /app/admin. Other features' panels for the dashboard's "System health" section are passed here
 * as children (a feature never imports another; the app composes them). None are built yet, so
 * the section is not shown.
 */
export function AdminDashboardRoute() {
  return <AdminDashboardPage />;
}
