import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateSpotRequest,
  TOutlookQuery,
  TOutlookResponse,
  TSpot,
  TSpotList,
  TUpdateSpotRequest,
} from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export const spotKeys = {
  all: ['spots'] as const,
  list: ['spots', 'list'] as const,
  outlook: (id: string) => ['spots', 'outlook', id] as const,
};

/** The member's saved spots, oldest first, with what their plan allows. */
export function useSpots(enabled = true) {
  return useQuery({
    queryKey: spotKeys.list,
    queryFn: () => api<TSpotList>('/api/spots'),
    enabled,
  });
}

/** A saved spot's outlook (its own species, water, style and name), refreshed every 10 minutes. */
export function useSpotOutlook(id: string) {
  return useQuery({
    queryKey: spotKeys.outlook(id),
    queryFn: () => api<TOutlookResponse>(`/api/spots/${encodeURIComponent(id)}/outlook`),
    staleTime: 10 * 60_000,
  });
}

/** Any spot's outlook (the Conditions page). */
export function useOutlook(query: TOutlookQuery | null) {
  return useQuery({
    queryKey: ['outlook', query] as const,
    queryFn: () => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query!)) if (v) params.set(k, String(v));
      return api<TOutlookResponse>(`/api/outlook?${params}`);
    },
    enabled: query !== null,
    staleTime: 10 * 60_000,
  });
}

export function useCreateSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateSpotRequest) =>
      api<TSpot>('/api/spots', { method: 'POST', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}

export function useUpdateSpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: TUpdateSpotRequest & { id: string }) =>
      api<TSpot>(`/api/spots/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
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
      api<void>(`/api/spots/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}

/** Settings' "Stop all alerts". */
export function useStopAllAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ stopped: number }>('/api/alerts', { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: spotKeys.list }),
  });
}
