import { useQuery } from '@tanstack/react-query';
import type { TLocationSearchResponse } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** Place search for the report form, from 2 characters (the server's minimum). */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['place-search', query.toLowerCase()],
    queryFn: ({ signal }) =>
      api<TLocationSearchResponse>(`/api/locations/search?q=${encodeURIComponent(query)}`, {
        signal,
      }),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  });
}
