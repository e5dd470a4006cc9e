import { useQuery } from '@tanstack/react-query';
import { ZMetricHistory } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

/** Recorded values of every monitored metric over the range, oldest first, with anomaly flags. */
export function useMetricHistory(rangeMs: number) {
  return useQuery({
    queryKey: ['admin', 'monitoring', 'history', rangeMs],
    queryFn: () =>
      request(endpoint('GET', `/api/admin/monitoring/metrics?range=${rangeMs}`, ZMetricHistory)),
    refetchInterval: 10_000,
  });
}
