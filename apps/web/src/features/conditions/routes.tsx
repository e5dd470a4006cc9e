import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** /app/conditions; the page (with its charts and map) is fetched only when visited. */
export const conditionsRoutes: RouteObject[] = [
  {
    path: '/app/conditions',
    handle: title('Conditions'),
    lazy: lazyPage(() => import('./pages/conditions-page.tsx'), 'ConditionsPage'),
  },
];
