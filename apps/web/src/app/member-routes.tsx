import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/features/admin/routes.tsx';
import { title } from '@/components/layouts/document-title.ts';
import { settingsRoutes } from '@/features/settings/routes.tsx';
import { conditionsRoutes } from '@/features/conditions/routes.tsx';
import { dashboardRoutes } from '@/features/dashboard/routes.tsx';
import { reportRoutes } from '@/features/reports/routes.tsx';
import { subscriptionRoutes } from '@/features/subscription/routes.tsx';
import { catchRoutes } from '@/features/catches/routes.tsx';
import { communityAdminRoutes, communityRoutes } from '@/features/community/routes.tsx';
import { blogAdminRoutes } from '@/features/blog/routes.tsx';
import { monitoringAdminRoutes } from '@/features/monitoring/routes.tsx';
import { regulationsAdminRoutes } from '@/features/regulations/routes.tsx';
import { lazyPage } from '@/lib/lazy-page.ts';

const appLayout = lazyPage(() => import('./app-shell.tsx'), 'AppShell');
const signedIn = lazyPage(() => import('@/lib/auth/protected-route.tsx'), 'ProtectedRoute');
const adminOnly = lazyPage(() => import('@/lib/auth/admin-route.tsx'), 'AdminRoute');

/**
 * Signed-in routes under /app, composed from the member features, inside the app layout (the
 * navigation bar). Everything sits under the sign-in guard; admin pages additionally under the
 * admin guard (the server checks again).
 */
export const memberRoutes: RouteObject[] = [
  {
    lazy: appLayout,
    children: [
      ...dashboardRoutes,
      {
        lazy: signedIn,
        children: [
          ...settingsRoutes,
          ...conditionsRoutes,
          ...reportRoutes,
          ...subscriptionRoutes,
          ...catchRoutes,
          ...communityRoutes,
          {
            lazy: adminOnly,
            children: [
              {
                path: '/app/admin',
                handle: title('Admin Dashboard'),
                lazy: lazyPage(() => import('./admin-dashboard-route.tsx'), 'AdminDashboardRoute'),
              },
              ...adminRoutes,
              ...blogAdminRoutes,
              ...communityAdminRoutes,
              ...monitoringAdminRoutes,
              ...regulationsAdminRoutes,
            ],
          },
        ],
      },
    ],
  },
];
