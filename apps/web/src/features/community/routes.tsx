import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** The community (signed-in; the free plan includes it). */
export const communityRoutes: RouteObject[] = [
  {
    path: '/app/community',
    handle: title('Community'),
    lazy: lazyPage(() => import('./pages/community-page.tsx'), 'CommunityPage'),
  },
  {
    path: '/app/community/new',
    handle: title('New Discussion'),
    lazy: lazyPage(() => import('./pages/new-thread-page.tsx'), 'NewThreadPage'),
  },
  {
    path: '/app/community/:id',
    handle: title('Community Post'),
    lazy: lazyPage(() => import('./pages/post-page.tsx'), 'PostPage'),
  },
];

/** Community moderation (admin only; composed under the admin guard, the server checks again). */
export const communityAdminRoutes: RouteObject[] = [
  {
    path: '/app/admin/moderation',
    handle: title('Moderation'),
    lazy: lazyPage(() => import('./pages/admin-moderation-page.tsx'), 'AdminModerationPage'),
  },
];
