import { useQuery } from '@tanstack/react-query';
import { ZPerformanceSummary, type PerformanceRange } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** The performance dashboard's summary for a range (1 h by default). */
export function usePerformance(range: PerformanceRange) {
  return useQuery({
    queryKey: ['admin', 'performance', range],
    queryFn: () =>
      request(endpoint('GET', `/api/admin/performance?range=${range}`, ZPerformanceSummary)),
    refetchInterval: 30_000,
  });
}
