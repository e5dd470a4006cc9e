import { lazy, Suspense, useEffect, useState } from 'react';

const SiteFooter = lazy(() => import('./site-footer.tsx'));

const placeholder = (
  <p className="bg-brand-900 px-4 py-10 text-center text-sm text-brand-100">Loading footer...</p>
);

/**
 * The footer is below the fold on every page, so it is fetched after the page itself; meanwhile a
 * placeholder says 'Loading footer...'. The first render is that placeholder, identical on the
 * server and in the browser, so the prerendered landing page hydrates cleanly; the footer module
 * is requested once mounted.
 */
export function LazyFooter() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  );
}
