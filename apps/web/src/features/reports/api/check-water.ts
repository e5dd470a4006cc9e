import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZWaterCheck, type TWaterCheck, type TWaterCheckQuery } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** What the spot suggests for the water, and any problem with the member's choice (GET /api/reports/water). */
function getWaterCheck(query: TWaterCheckQuery): Promise<TWaterCheck> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return request(endpoint('GET', `/api/reports/water?${params}`, ZWaterCheck));
}

/** The water check for the form's spot and choices; idle until a place is picked. */
export function useWaterCheck(query: TWaterCheckQuery | null) {
  return useQuery({
    queryKey: ['reports', 'water', query],
    queryFn: () => getWaterCheck(query!),
    enabled: query !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
