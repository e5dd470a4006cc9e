import { useQuery } from '@tanstack/react-query';
import { ZMonitoringStatus, MONITORING_REFRESH_MS } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export const monitoringStatusKey = ['admin', 'monitoring', 'status'] as const;

const getMonitoringStatus = () =>
  request(endpoint('GET', '/api/admin/monitoring/status', ZMonitoringStatus));

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
