import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';
import { TOAST_OPTIONS } from '@/lib/toast.ts';

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster {...TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
