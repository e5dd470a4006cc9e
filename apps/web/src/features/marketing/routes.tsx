import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/components/layouts/document-title.ts';
import { LandingPage } from './pages/landing-page.tsx';
import { legacyRedirectRoutes } from './legacy-redirect-routes.ts';
import { APP_PAGES, CONTENT_ERROR_TITLE, isAppPageSlug } from './data/app-pages.ts';

/** A lazy route module: the page's code is fetched only when its route is visited. */
const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });

const title = (value: string): RouteHandle => ({ title: value });

// Lazy too: the landing page has its own header, so the top bar stays out of the first download.
const publicLayout = page(() => import('@/components/layouts/public-layout.tsx'), 'PublicLayout');

const appPage: RouteObject = {
  handle: {
    title: ({ slug }) => (isAppPageSlug(slug) ? APP_PAGES[slug].title : CONTENT_ERROR_TITLE),
  } satisfies RouteHandle,
  lazy: page(() => import('./pages/app-content-page.tsx'), 'AppContentPage'),
};

/** Spec 000 section 2, "Public" and "Legacy redirects at top level". */
export const publicRoutes: RouteObject[] = [
  { path: '/', Component: LandingPage },
  {
    lazy: publicLayout,
    children: [
      {
        path: '/about',
        handle: title('About'),
        lazy: page(() => import('./pages/about-page.tsx'), 'AboutPage'),
      },
      {
        path: '/contact',
        handle: title('Contact'),
        lazy: page(() => import('./pages/contact-page.tsx'), 'ContactPage'),
      },
      {
        path: '/privacy',
        handle: title('Privacy Policy'),
        lazy: page(() => import('./pages/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: '/terms',
        handle: title('Terms of Service'),
        lazy: page(() => import('./pages/terms-page.tsx'), 'TermsPage'),
      },
      {
        path: '/data-deletion',
        handle: title('Data Deletion'),
        lazy: page(() => import('./pages/data-deletion-page.tsx'), 'DataDeletionPage'),
      },
      {
        path: '/thank-you',
        handle: title('Thank You'),
        lazy: page(() => import('./pages/thank-you-page.tsx'), 'ThankYouPage'),
      },
      { path: '/pages/:slug', ...appPage },
      { path: '/app/pages/:slug', ...appPage },
    ],
  },
  ...legacyRedirectRoutes,
];

/** Anything no other route claims. */
export const catchAllRoutes: RouteObject[] = [
  {
    lazy: publicLayout,
    children: [
      {
        path: '*',
        handle: title('Page Not Found'),
        lazy: page(() => import('./pages/not-found-page.tsx'), 'NotFoundPage'),
      },
    ],
  },
];

/** Admin-only pages of this feature (composed under the admin guard). */
export const marketingAdminRoutes: RouteObject[] = [
  {
    path: '/app/admin/contact-messages',
    handle: title('Contact Messages'),
    lazy: page(() => import('./pages/admin-contact-messages-page.tsx'), 'AdminContactMessagesPage'),
  },
];
