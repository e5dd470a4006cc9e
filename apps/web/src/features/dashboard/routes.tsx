import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

const dashboardPage = () => import('./pages/dashboard-page.tsx');

/**
 * /app: skeletons while auth loads, then the sign-in guard, then the dashboard. (The gate sits
 * outside the guard because the guard draws only a spinner while it waits.)
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/app',
    handle: title('Dashboard'),
    lazy: lazyPage(dashboardPage, 'DashboardAuthGate'),
    children: [
      {
        lazy: lazyPage(() => import('@/lib/auth/protected-route.tsx'), 'ProtectedRoute'),
        children: [{ index: true, lazy: lazyPage(dashboardPage, 'DashboardPage') }],
      },
    ],
  },
];
