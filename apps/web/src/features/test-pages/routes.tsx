import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/**
 * The test pages of the spec, for administrators (composed under the admin guard): the UI
 * components in their states and every form's validation messages. They read no data from the
 * server; the contracts and components they show are in the public bundle anyway.
 */
export const testPageRoutes: RouteObject[] = [
  {
    path: '/app/test-component',
    handle: title('Component Gallery'),
    lazy: lazyPage(() => import('./pages/test-component-page.tsx'), 'TestComponentPage'),
  },
  {
    path: '/app/test-validation',
    handle: title('Validation Messages'),
    lazy: lazyPage(() => import('./pages/test-validation-page.tsx'), 'TestValidationPage'),
  },
];
