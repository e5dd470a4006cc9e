import type { RouteObject } from 'react-router';
import { accountAdminRoutes, accountMemberRoutes } from '@/features/auth/routes.tsx';
import { settingsRoutes } from '@/features/settings/routes.tsx';
import { conditionsRoutes } from '@/features/conditions/routes.tsx';

const signedIn = async () => ({ Component: (await import('@/lib/auth/protected-route.tsx')).ProtectedRoute });
const adminOnly = async () => ({ Component: (await import('@/lib/auth/admin-route.tsx')).AdminRoute });

/**
 * Signed-in routes under /app, composed from the member features. Everything here sits under the
 * sign-in guard; admin pages additionally under the admin guard (the server checks again).
 */
export const memberRoutes: RouteObject[] = [
  {
    lazy: signedIn,
    children: [...accountMemberRoutes, ...settingsRoutes, ...conditionsRoutes, { lazy: adminOnly, children: [...accountAdminRoutes] }],
  },
];
