import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from './main-content.tsx';
import { titleFromMatches, useDocumentTitle } from './document-title.ts';

/**
 * Wraps every route: a skip link, the document title from the route's handle, scroll restoration
 * and, after each client-side navigation, focus moved to the new page's main landmark so screen
 * readers start reading the new page instead of staying on the link that was pressed.
 */
export function RootLayout() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);
  useDocumentTitle(titleFromMatches(matches));

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <SkipLink />
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
