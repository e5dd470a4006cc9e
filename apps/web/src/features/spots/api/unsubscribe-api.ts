import { useMutation, useQuery } from '@tanstack/react-query';
import { ZUnsubscribeResponse, ZUnsubscribeState } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

const unsubscribePath = (token: string) => `/api/alerts/unsubscribe/${encodeURIComponent(token)}`;

/** Which spot's alert a bite-alert e-mail's link stops (opening it changes nothing). */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => request(endpoint('GET', unsubscribePath(token), ZUnsubscribeState)),
    enabled: token !== '',
    retry: false,
  });
}

/** Stops that spot's alerts (the one click on the page). */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      request(endpoint('POST', unsubscribePath(token), ZUnsubscribeResponse), { json: {} }),
  });
}
