import { ZAlertsCleared, ZOk } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { monitoringStatusKey } from './get-monitoring-status.ts';

const acknowledgeAlert = (id: string) =>
  request(
    endpoint('POST', `/api/admin/monitoring/alerts/${encodeURIComponent(id)}/acknowledge`, ZOk),
  );

const clearAlerts = () =>
  request(endpoint('POST', '/api/admin/monitoring/alerts/clear', ZAlertsCleared));

export function useAcknowledgeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSettled: () => client.invalidateQueries({ queryKey: monitoringStatusKey }),
  });
}

export function useClearAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearAlerts,
    onSettled: () => client.invalidateQueries({ queryKey: monitoringStatusKey }),
  });
}
