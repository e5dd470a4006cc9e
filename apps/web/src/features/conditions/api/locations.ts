import { useQuery } from '@tanstack/react-query';
import type {
  TIpLocationResponse,
  TLastLocationResponse,
  TLocationSearchResponse,
} from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export const searchLocations = (q: string) =>
  api<TLocationSearchResponse>(`/api/locations/search?q=${encodeURIComponent(q)}`);
export const getIpLocation = () => api<TIpLocationResponse>('/api/locations/ip');
export const getLastLocation = () => api<TLastLocationResponse>('/api/locations/last');

/** Place search as the user types (from 2 characters). */
export function useLocationSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['location-search', query.toLowerCase()],
    queryFn: () => searchLocations(query),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  });
}
