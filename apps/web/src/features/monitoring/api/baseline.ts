import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZBaselineSaved, ZBaselineState } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

const baselineKey = ['admin', 'monitoring', 'baseline'] as const;

export function useBaseline() {
  return useQuery({
    queryKey: baselineKey,
    queryFn: () => request(endpoint('GET', '/api/admin/monitoring/baseline', ZBaselineState)),
  });
}

export function useCaptureBaseline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(endpoint('POST', '/api/admin/monitoring/baseline', ZBaselineSaved)),
    onSuccess: (data) => client.setQueryData(baselineKey, data),
  });
}
