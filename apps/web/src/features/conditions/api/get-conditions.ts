import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZConditionsResponse, type TConditionsResponse } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export interface Spot {
  latitude: number;
  longitude: number;
}

function getConditions(
  spot: Spot,
  date?: string,
  tides: 'auto' | 'on' = 'auto',
): Promise<TConditionsResponse> {
  const params = new URLSearchParams({
    lat: spot.latitude.toFixed(4),
    lon: spot.longitude.toFixed(4),
  });
  if (date) params.set('date', date);
  if (tides === 'on') params.set('tides', 'on');
  return request(endpoint('GET', `/api/conditions?${params}`, ZConditionsResponse));
}

const conditionsQueryKey = (spot: Spot | null, tides: 'auto' | 'on' = 'auto') =>
  ['conditions', spot?.latitude.toFixed(4), spot?.longitude.toFixed(4), tides] as const;

/**
 * Today and the next 7 days at the spot; the previous spot stays on screen while a new one loads.
 * Inside a mapped freshwater lake the server shows no tides unless `tides` is "on".
 */
export function useConditions(spot: Spot | null, tides: 'auto' | 'on' = 'auto') {
  return useQuery({
    queryKey: conditionsQueryKey(spot, tides),
    queryFn: () => getConditions(spot!, undefined, tides),
    enabled: spot !== null,
    placeholderData: keepPreviousData,
  });
}
