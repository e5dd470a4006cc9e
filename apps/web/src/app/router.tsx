import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes, catchAllRoutes } from '@/features/marketing/routes.tsx';
import { authRoutes } from '@/features/auth/routes.tsx';
import { memberRoutes } from './member-routes.tsx';
import { RootLayout } from '@/components/layouts/root-layout.tsx';
import { RouteErrorScreen } from '@/components/errors/route-error-screen.tsx';

/**
 * The route table: each feature contributes its routes and the app composes them (a feature never
 * imports another feature). Order matters only for the catch-all, which comes last.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [...publicRoutes, ...authRoutes, ...memberRoutes, ...catchAllRoutes],
  },
];

export const router = createBrowserRouter(routes);
