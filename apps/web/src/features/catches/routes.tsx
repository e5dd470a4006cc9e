import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** The member's private catch log (signed-in; composed under the guard in app/member-routes.tsx). */
export const catchRoutes: RouteObject[] = [
  {
    path: '/app/catches',
    handle: title('Catch Log'),
    lazy: lazyPage(() => import('./pages/catch-log-page.tsx'), 'CatchLogPage'),
  },
  {
    path: '/app/catches/new',
    handle: title('Log a Catch'),
    lazy: lazyPage(() => import('./pages/new-catch-page.tsx'), 'NewCatchPage'),
  },
  {
    path: '/app/catches/:id',
    handle: title('Catch'),
    lazy: lazyPage(() => import('./pages/catch-page.tsx'), 'CatchPage'),
  },
];
