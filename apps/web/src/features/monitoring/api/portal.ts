import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PortalFeature,
  PortalMode,
  TPortalSession,
  TPortalState,
} from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

const portalKey = ['admin', 'portal'] as const;

export function usePortal() {
  return useQuery({
    queryKey: portalKey,
    queryFn: () => api<TPortalState>('/api/admin/portal'),
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
    api<TPortalState>('/api/admin/portal/mode', { method: 'POST', json: { mode } }),
  );

export const useSetFeatures = () =>
  usePortalChange((features: Partial<Record<PortalFeature, boolean>>) =>
    api<TPortalState>('/api/admin/portal/features', { method: 'PUT', json: { features } }),
  );

export const useStartSession = () =>
  usePortalChange((mode: PortalMode) =>
    api<TPortalSession>('/api/admin/portal/sessions', { method: 'POST', json: { mode } }),
  );

export const useEndSession = () =>
  usePortalChange((id: string) =>
    api<TPortalSession>(`/api/admin/portal/sessions/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );
