import { useQuery } from '@tanstack/react-query';
import type { PerformanceRange, TPerformanceSummary } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** The performance dashboard's summary for a range (1 h by default). */
export function usePerformance(range: PerformanceRange) {
  return useQuery({
    queryKey: ['admin', 'performance', range],
    queryFn: () => api<TPerformanceSummary>(`/api/admin/performance?range=${range}`),
    refetchInterval: 30_000,
  });
}
