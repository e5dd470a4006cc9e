import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { monitoringStatusKey } from './get-monitoring-status.ts';

const acknowledgeAlert = (id: string) =>
  api<{ ok: true }>(`/api/admin/monitoring/alerts/${encodeURIComponent(id)}/acknowledge`, {
    method: 'POST',
  });

const clearAlerts = () =>
  api<{ cleared: number }>('/api/admin/monitoring/alerts/clear', { method: 'POST' });

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
