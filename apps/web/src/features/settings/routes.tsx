import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';

export const settingsRoutes: RouteObject[] = [
  {
    path: '/app/settings',
    handle: { title: 'Account Settings' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./pages/settings-page.tsx')).SettingsPage }),
  },
];
