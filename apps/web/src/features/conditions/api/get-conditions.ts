import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TConditionsResponse } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export interface Spot {
  latitude: number;
  longitude: number;
}

function getConditions(spot: Spot, date?: string): Promise<TConditionsResponse> {
  const params = new URLSearchParams({
    lat: spot.latitude.toFixed(4),
    lon: spot.longitude.toFixed(4),
  });
  if (date) params.set('date', date);
  return api<TConditionsResponse>(`/api/conditions?${params}`);
}

const conditionsQueryKey = (spot: Spot | null) =>
  ['conditions', spot?.latitude.toFixed(4), spot?.longitude.toFixed(4)] as const;

/** Today and the next 7 days at the spot; the previous spot stays on screen while a new one loads. */
export function useConditions(spot: Spot | null) {
  return useQuery({
    queryKey: conditionsQueryKey(spot),
    queryFn: () => getConditions(spot!),
    enabled: spot !== null,
    placeholderData: keepPreviousData,
  });
}
