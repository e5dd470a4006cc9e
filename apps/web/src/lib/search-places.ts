import { useQuery } from '@tanstack/react-query';
import { ZLocationSearchResponse } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** The server's minimum query length. */
export const PLACE_QUERY_MIN = 2;

/** US places by name or ZIP code (GET /api/locations/search), cached per query for 5 minutes. */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['places', 'search', query.toLowerCase()],
    queryFn: ({ signal }) =>
      request(
        endpoint(
          'GET',
          `/api/locations/search?q=${encodeURIComponent(query)}`,
          ZLocationSearchResponse,
        ),
        {
          signal,
        },
      ),
    enabled: query.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
  });
}
