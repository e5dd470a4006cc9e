import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** Blog administration (admin only; composed under the admin guard, the server checks again). */
export const blogAdminRoutes: RouteObject[] = [
  {
    path: '/app/admin/blog',
    handle: title('Blog Administration'),
    lazy: lazyPage(() => import('./pages/admin-blog-page.tsx'), 'AdminBlogPage'),
  },
  {
    path: '/app/admin/blog/new',
    handle: title('New Blog Post'),
    lazy: lazyPage(() => import('./pages/admin-blog-editor-page.tsx'), 'AdminBlogEditorPage'),
  },
  {
    path: '/app/admin/blog/:id',
    handle: title('Edit Blog Post'),
    lazy: lazyPage(() => import('./pages/admin-blog-editor-page.tsx'), 'AdminBlogEditorPage'),
  },
];
