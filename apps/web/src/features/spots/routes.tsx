import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** /app/spots: the member's saved spots, their weeks, alerts and a side-by-side comparison. */
export const spotRoutes: RouteObject[] = [
  {
    path: '/app/spots',
    handle: title('My Spots'),
    lazy: lazyPage(() => import('./pages/spots-page.tsx'), 'SpotsPage'),
  },
];

/** /alerts/unsubscribe?token=...: works signed out (the link in a bite-alert e-mail). */
export const unsubscribeRoutes: RouteObject[] = [
  {
    path: '/alerts/unsubscribe',
    handle: title('Stop bite alerts'),
    lazy: lazyPage(() => import('./pages/unsubscribe-page.tsx'), 'UnsubscribePage'),
  },
];
