import type { RouteObject } from 'react-router';
import { title, type RouteHandle } from '@/components/layouts/document-title.ts';
import { lazyPage } from '@/lib/lazy-page.ts';
import { PUBLIC_PATHS } from '@/lib/public-paths.ts';
import { LandingPage } from './pages/landing-page.tsx';
import { legacyRedirectRoutes } from './legacy-redirect-routes.ts';
import { APP_PAGES, CONTENT_ERROR_TITLE, isAppPageSlug } from './data/app-pages.ts';

// Lazy too: the landing page has its own header, so the top bar stays out of the first download.
const publicLayout = lazyPage(
  () => import('@/components/layouts/public-layout.tsx'),
  'PublicLayout',
);

const appPage: RouteObject = {
  handle: {
    title: ({ slug }) => (isAppPageSlug(slug) ? APP_PAGES[slug].title : CONTENT_ERROR_TITLE),
  } satisfies RouteHandle,
  lazy: lazyPage(() => import('./pages/app-content-page.tsx'), 'AppContentPage'),
};

/** The public pages and the legacy top-level redirects. */
export const publicRoutes: RouteObject[] = [
  { path: '/', Component: LandingPage },
  {
    lazy: publicLayout,
    children: [
      {
        path: '/about',
        handle: title('About'),
        lazy: lazyPage(() => import('./pages/about-page.tsx'), 'AboutPage'),
      },
      {
        path: '/contact',
        handle: title('Contact'),
        lazy: lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage'),
      },
      {
        path: '/privacy',
        handle: title('Privacy Policy'),
        lazy: lazyPage(() => import('./pages/privacy-page.tsx'), 'PrivacyPage'),
      },
      {
        path: '/terms',
        handle: title('Terms of Service'),
        lazy: lazyPage(() => import('./pages/terms-page.tsx'), 'TermsPage'),
      },
      {
        path: '/data-deletion',
        handle: title('Data Deletion'),
        lazy: lazyPage(() => import('./pages/data-deletion-page.tsx'), 'DataDeletionPage'),
      },
      {
        path: PUBLIC_PATHS.howWeTest,
        handle: title('How We Test the Bite Score'),
        lazy: lazyPage(() => import('./pages/how-we-test-page.tsx'), 'HowWeTestPage'),
      },
      {
        path: '/thank-you',
        handle: title('Thank You'),
        lazy: lazyPage(() => import('./pages/thank-you-page.tsx'), 'ThankYouPage'),
      },
      { path: '/pages/:slug', ...appPage },
      { path: '/app/pages/:slug', ...appPage },
    ],
  },
  ...legacyRedirectRoutes,
];
