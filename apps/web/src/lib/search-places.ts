import { useQuery } from '@tanstack/react-query';
import type { TLocationSearchResponse } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** The server's minimum query length. */
export const PLACE_QUERY_MIN = 2;

/** US places by name or ZIP code (GET /api/locations/search), cached per query for 5 minutes. */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['places', 'search', query.toLowerCase()],
    queryFn: ({ signal }) =>
      api<TLocationSearchResponse>(`/api/locations/search?q=${encodeURIComponent(query)}`, {
        signal,
      }),
    enabled: query.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
}
