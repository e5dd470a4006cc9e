import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

export const settingsRoutes: RouteObject[] = [
  {
    path: '/app/settings',
    handle: title('Account Settings'),
    lazy: lazyPage(() => import('./pages/settings-page.tsx'), 'SettingsPage'),
  },
];
