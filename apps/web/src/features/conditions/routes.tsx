import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';

/** /app/conditions; the page (with its charts and map) is fetched only when visited. */
export const conditionsRoutes: RouteObject[] = [
  {
    path: '/app/conditions',
    handle: { title: 'Conditions' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/conditions-page.tsx')).ConditionsPage }),
  },
];
