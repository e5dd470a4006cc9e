import type { RouteObject } from 'react-router';
import { title } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';

/** The Subscription Required screen (signed-in). */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: '/app/subscription',
    handle: title('Subscription Required'),
    lazy: lazyPage(
      () => import('./pages/subscription-required-page.tsx'),
      'SubscriptionRequiredPage',
    ),
  },
];
