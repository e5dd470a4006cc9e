import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZAlertsStopped,
  ZOutlookResponse,
  ZSpot,
  ZSpotList,
  type TCreateSpotRequest,
  type TOutlookQuery,
  type TUpdateSpotRequest,
} from '@anglerscout/contracts';
import { NO_CONTENT, endpoint, request } from '@/lib/api-client.ts';

const spotKeys = {
  all: ['spots'] as const,
  list: ['spots', 'list'] as const,
  outlook: (id: string) => ['spots', 'outlook', id] as const,
};

/** The member's saved spots, oldest first, with what their plan allows. */
export function useSpots(enabled = true) {
  return useQuery({
    queryKey: spotKeys.list,
    queryFn: () => request(endpoint('GET', '/api/spots', ZSpotList)),
    enabled,
  });
}

/** A saved spot's outlook (its own species, water, style and name), kept 10 minutes. */
export const spotOutlookQuery = (id: string) => ({
  queryKey: spotKeys.outlook(id),
  queryFn: () =>
    request(endpoint('GET', `/api/spots/${encodeURIComponent(id)}/outlook`, ZOutlookResponse)),
  staleTime: 10 * 60_000,
});

export function useSpotOutlook(id: string) {
  return useQuery(spotOutlookQuery(id));
}

/** Any spot's outlook (the Conditions page). */
export function useOutlook(query: TOutlookQuery | null) {
  return useQuery({
    queryKey: ['outlook', query] as const,
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query!)) if (v) params.set(k, String(v));
      return request(endpoint('GET', `/api/outlook?${params}`, ZOutlookResponse));
    },
    enabled: query !== null,
    staleTime: 10 * 60_000,
  });
}

export function useCreateSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateSpotRequest) =>
      request(endpoint('POST', '/api/spots', ZSpot), { json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}

export function useUpdateSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateSpotRequest & { id: string }) =>
      request(endpoint('PATCH', `/api/spots/${encodeURIComponent(id)}`, ZSpot), { json: input }),
    onSuccess: (spot) => {
      void client.invalidateQueries({ queryKey: spotKeys.outlook(spot.id) });
      return client.invalidateQueries({ queryKey: spotKeys.list });
    },
  });
}

export function useDeleteSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request(endpoint('DELETE', `/api/spots/${encodeURIComponent(id)}`, NO_CONTENT)),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}

/** Settings' "Stop all alerts". */
export function useStopAllAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(endpoint('DELETE', '/api/alerts', ZAlertsStopped)),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}
