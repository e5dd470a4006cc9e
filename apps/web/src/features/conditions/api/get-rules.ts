import { useQuery } from '@tanstack/react-query';
import { ZSpotRules } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

import type { Spot } from './get-conditions.ts';

/** Where the rules are for the spot and what is closed there today. */
export function useSpotRules(spot: Spot | null, habitat: 'fresh' | 'salt') {
  return useQuery({
    queryKey: ['rules', spot?.latitude.toFixed(3), spot?.longitude.toFixed(3), habitat] as const,
    queryFn: () =>
      request(
        endpoint(
          'GET',
          `/api/rules?${new URLSearchParams({
            lat: spot!.latitude.toFixed(4),
            lon: spot!.longitude.toFixed(4),
            habitat,
          })}`,
          ZSpotRules,
        ),
      ),
    enabled: spot !== null,
    staleTime: 10 * 60_000,
  });
}
