import { QueryClient } from '@tanstack/react-query';

/** Query defaults: 1 retry, no refetch on window focus, stale after 5 minutes. */
const QUERY_DEFAULTS = {
  retry: 1,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}
