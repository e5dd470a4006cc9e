import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';

/**
 * /app: skeletons while auth loads, then the sign-in guard, then the dashboard. (The gate sits
 * outside the guard because the guard draws only a spinner while it waits.)
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: '/app',
    handle: { title: 'Dashboard' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/dashboard-page.tsx')).DashboardAuthGate,
    }),
    children: [
      {
        lazy: async () => ({
          Component: (await import('@/lib/auth/protected-route.tsx')).ProtectedRoute,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/dashboard-page.tsx')).DashboardPage,
            }),
          },
        ],
      },
    ],
  },
];
