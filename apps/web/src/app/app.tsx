import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';

const queryClient = createQueryClient();
const Toaster = lazy(() => import('@/components/ui/toaster.tsx'));

/**
 * The toast outlet is fetched once the first page has loaded and the browser is idle, so sonner never
 * competes with the landing page's first paint. Toasts raised earlier are replayed when it mounts.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1500);
    return () => clearTimeout(id);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
