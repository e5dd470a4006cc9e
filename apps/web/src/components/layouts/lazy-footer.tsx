import { lazy, Suspense, useEffect, useState } from 'react';

const SiteFooter = lazy(() => import('./site-footer.tsx'));

// The attribute marks the placeholder for the prerendered landing page, whose own script swaps in
// the footer (features/marketing/landing-script.ts); in the app it is inert.
const placeholder = (
  <p data-lazy-footer="" className="bg-brand-900 px-4 py-10 text-center text-sm text-brand-100">
    Loading footer...
  </p>
);

/**
 * The footer is below the fold on every page, so it is fetched after the page itself; meanwhile a
 * placeholder says 'Loading footer...'. The first render is that placeholder (also what the
 * prerendered landing page carries); the footer module is requested once mounted.
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
