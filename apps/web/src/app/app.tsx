import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onIdle } from '@/lib/on-idle.ts';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();
/** The route the visit landed on: its page-load vitals belong to it, whenever they arrive. */
const initialMatches = router.state.matches;
const Toaster = lazy(() => import('@/components/ui/toaster.tsx'));

/**
 * The toast outlet is fetched once the first page has loaded and the browser is idle, so sonner never
 * competes with the landing page's first paint. Toasts raised earlier are replayed when it mounts.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => onIdle(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Web vitals, page load and route transitions of this visit go to the server by beacon (the
 * performance dashboard). The reporter and web-vitals load once the browser is idle, off the
 * landing page's critical path.
 */
function useVitalsReporting() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = onIdle(() => {
      void import('@/features/monitoring/lib/report-vitals.ts').then((m) => {
        if (!cancelled) stop = m.startVitalsReporting({ router, initialMatches });
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, []);
}

export function App() {
  useVitalsReporting();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
