import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZPortalSession,
  ZPortalState,
  type PortalFeature,
  type PortalMode,
} from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

const portalKey = ['admin', 'portal'] as const;

export function usePortal() {
  return useQuery({
    queryKey: portalKey,
    queryFn: () => request(endpoint('GET', '/api/admin/portal', ZPortalState)),
    refetchInterval: 5000,
  });
}

/** Every portal change answers the new state (or refuses with a portal error message). */
function usePortalChange<V>(send: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSwitchMode = () =>
  usePortalChange((mode: PortalMode) =>
    request(endpoint('POST', '/api/admin/portal/mode', ZPortalState), { json: { mode } }),
  );

export const useSetFeatures = () =>
  usePortalChange((features: Partial<Record<PortalFeature, boolean>>) =>
    request(endpoint('PUT', '/api/admin/portal/features', ZPortalState), { json: { features } }),
  );

export const useStartSession = () =>
  usePortalChange((mode: PortalMode) =>
    request(endpoint('POST', '/api/admin/portal/sessions', ZPortalSession), { json: { mode } }),
  );

export const useEndSession = () =>
  usePortalChange((id: string) =>
    request(
      endpoint('DELETE', `/api/admin/portal/sessions/${encodeURIComponent(id)}`, ZPortalSession),
    ),
  );
