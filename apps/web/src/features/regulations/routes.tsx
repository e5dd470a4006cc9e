import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** Admin > Regulations (admin only; composed under the admin guard, the server checks again). */
export const regulationsAdminRoutes: RouteObject[] = [
  {
    path: '/app/admin/regulations',
    handle: title('Regulations'),
    lazy: lazyPage(() => import('./pages/admin-regulations-page.tsx'), 'AdminRegulationsPage'),
  },
];
