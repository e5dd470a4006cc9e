import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBaseline } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

const baselineKey = ['admin', 'monitoring', 'baseline'] as const;

export function useBaseline() {
  return useQuery({
    queryKey: baselineKey,
    queryFn: () => api<{ baseline: TBaseline | null }>('/api/admin/monitoring/baseline'),
  });
}

export function useCaptureBaseline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ baseline: TBaseline }>('/api/admin/monitoring/baseline', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(baselineKey, data),
  });
}
