import { useQuery } from '@tanstack/react-query';
import type { TMetricSeries } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

/** Recorded values of every monitored metric over the range, oldest first, with anomaly flags. */
export function useMetricHistory(rangeMs: number) {
  return useQuery({
    queryKey: ['admin', 'monitoring', 'history', rangeMs],
    queryFn: () =>
      api<{ series: TMetricSeries[] }>(`/api/admin/monitoring/metrics?range=${rangeMs}`),
    refetchInterval: 10_000,
  });
}
