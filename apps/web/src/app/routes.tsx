import type { RouteObject } from 'react-router';
import { publicRoutes } from '@/features/marketing/routes.tsx';
import { authRoutes } from '@/features/auth/routes.tsx';
import { memberRoutes } from './member-routes.tsx';
import { unsubscribeRoutes } from '@/features/spots/routes.tsx';
import { RootLayout } from '@/components/layouts/root-layout.tsx';
import { RouteErrorScreen } from '@/components/errors/route-error-screen.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** Anything no other route claims (last). */
const notFound: RouteObject = {
  path: '*',
  handle: title('Page Not Found'),
  lazy: lazyPage(() => import('./not-found-route.tsx'), 'NotFoundRoute'),
};

/**
 * The route table: each feature contributes its routes and the app composes them (a feature never
 * imports another feature). Order matters only for the catch-all, which comes last. Most screens
 * are lazy, so on a first visit their code is still on its way when the router starts: the
 * HydrateFallback holds the page meanwhile. (`/` is not lazy: the app renders it when it navigates
 * there from another page; a visit that starts at `/` gets it prerendered, without the app.)
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageLoader,
    children: [
      ...publicRoutes,
      {
        lazy: lazyPage(() => import('@/components/layouts/public-layout.tsx'), 'PublicLayout'),
        children: unsubscribeRoutes,
      },
      ...authRoutes,
      ...memberRoutes,
      notFound,
    ],
  },
];
