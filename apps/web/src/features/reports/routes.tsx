import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** Create, read and manage scouting reports (signed-in; composed under the guard in app/member-routes.tsx). */
export const reportRoutes: RouteObject[] = [
  {
    path: '/app/reports',
    handle: title('Report Manager'),
    lazy: lazyPage(() => import('./pages/report-manager-page.tsx'), 'ReportManagerPage'),
  },
  {
    path: '/app/reports/new',
    handle: title('Create Report'),
    lazy: lazyPage(() => import('./pages/create-report-page.tsx'), 'CreateReportPage'),
  },
  {
    path: '/app/reports/:id',
    handle: title('Scouting Report'),
    lazy: lazyPage(() => import('./pages/report-page.tsx'), 'ReportPage'),
  },
];
