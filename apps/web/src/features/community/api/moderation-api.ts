import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFlagQueue, ZOk, type TFlagQueue, type TModerateRequest } from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export type Flag = TFlagQueue['items'][number];

const moderationKey = ['moderation'] as const;

/** The reported posts and replies (administrators). */
export function useFlagQueue() {
  return useQuery({
    queryKey: moderationKey,
    queryFn: () => request(endpoint('GET', '/api/admin/moderation/flags', ZFlagQueue)),
  });
}

/** Hide, remove or restore what a flag points at, with the reason the audit log records. */
export function useModerate(flag: Flag, reason: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TModerateRequest['action']) =>
      request(endpoint('POST', '/api/admin/moderation/actions', ZOk), {
        json: { targetType: flag.targetType, targetId: flag.targetId, action, reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKey }),
  });
}
