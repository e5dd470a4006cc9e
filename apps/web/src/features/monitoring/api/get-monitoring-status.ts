import { useQuery } from '@tanstack/react-query';
import { MONITORING_REFRESH_MS, type TMonitoringStatus } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

export const monitoringStatusKey = ['admin', 'monitoring', 'status'] as const;

const getMonitoringStatus = () => api<TMonitoringStatus>('/api/admin/monitoring/status');

/** The widget's data, refreshed every 5 seconds, also in the background. */
export function useMonitoringStatus() {
  return useQuery({
    queryKey: monitoringStatusKey,
    queryFn: getMonitoringStatus,
    refetchInterval: MONITORING_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
