import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZScenario, ZScenarioList, type TRunScenarioRequest } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

const scenariosKey = ['admin', 'monitoring', 'scenarios'] as const;

/** The scenarios, newest first; polled while one runs. */
export function useScenarios() {
  return useQuery({
    queryKey: scenariosKey,
    queryFn: () => request(endpoint('GET', '/api/admin/monitoring/scenarios', ZScenarioList)),
    refetchInterval: (query) =>
      query.state.data?.items.some((s) => s.status === 'running') ? 1000 : 10_000,
  });
}

export function useRunScenario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRunScenarioRequest) =>
      request(endpoint('POST', '/api/admin/monitoring/scenarios', ZScenario), { json: input }),
    onSettled: () => client.invalidateQueries({ queryKey: scenariosKey }),
  });
}
