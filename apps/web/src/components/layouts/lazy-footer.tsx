import { lazy, Suspense } from 'react';

const SiteFooter = lazy(() => import('./site-footer.tsx'));

/** The footer is below the fold on every page, so it is fetched after the page itself (spec 000). */
export function LazyFooter() {
  return (
    <Suspense fallback={<p className="bg-brand-900 px-4 py-10 text-center text-sm text-brand-100">Loading footer...</p>}>
      <SiteFooter />
    </Suspense>
  );
}
