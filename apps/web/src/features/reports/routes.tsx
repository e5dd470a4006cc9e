import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

/** Create, read and manage scouting reports (signed-in; composed under the guard in app/member-routes.tsx). */
export const reportRoutes: RouteObject[] = [
  {
    path: '/app/reports',
    handle: { title: 'Report Manager' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-manager-page.tsx'), 'ReportManagerPage'),
  },
  {
    path: '/app/reports/new',
    handle: { title: 'Create Report' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/create-report-page.tsx'), 'CreateReportPage'),
  },
  {
    path: '/app/reports/:id',
    handle: { title: 'Scouting Report' } satisfies RouteHandle,
    lazy: lazyPage(() => import('./pages/report-page.tsx'), 'ReportPage'),
  },
];
