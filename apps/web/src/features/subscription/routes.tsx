import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';

/** The Subscription Required screen (signed-in). */
export const subscriptionRoutes: RouteObject[] = [
  {
    path: '/app/subscription',
    handle: { title: 'Subscription Required' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./pages/subscription-required-page.tsx')).SubscriptionRequiredPage,
    }),
  },
];
