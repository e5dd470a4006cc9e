import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRunScenarioRequest, TScenario } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

const scenariosKey = ['admin', 'monitoring', 'scenarios'] as const;

/** The scenarios, newest first; polled while one runs. */
export function useScenarios() {
  return useQuery({
    queryKey: scenariosKey,
    queryFn: () => api<{ items: TScenario[] }>('/api/admin/monitoring/scenarios'),
    refetchInterval: (query) =>
      query.state.data?.items.some((s) => s.status === 'running') ? 1000 : 10_000,
  });
}

export function useRunScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TRunScenarioRequest) =>
      api<TScenario>('/api/admin/monitoring/scenarios', { method: 'POST', json: request }),
    onSettled: () => client.invalidateQueries({ queryKey: scenariosKey }),
  });
}
