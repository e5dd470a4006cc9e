import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** Admin-only pages of the monitoring subsystem (composed under the admin guard). */
export const monitoringAdminRoutes: RouteObject[] = [
  {
    path: '/app/admin/monitoring',
    handle: title('Monitoring'),
    lazy: lazyPage(() => import('./pages/monitoring-page.tsx'), 'MonitoringPage'),
  },
  {
    path: '/app/admin/performance',
    handle: title('Performance'),
    lazy: lazyPage(() => import('./pages/performance-page.tsx'), 'PerformancePage'),
  },
  {
    path: '/validation',
    handle: title('Validation'),
    lazy: lazyPage(() => import('./pages/validation-page.tsx'), 'ValidationPage'),
  },
];
