import { useQuery } from '@tanstack/react-query';
import {
  ZSubscriptionDetails,
  FALLBACK_SUBSCRIPTION,
  type TSubscriptionDetails,
} from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

export type SubscriptionView = Pick<
  TSubscriptionDetails,
  'tier' | 'features' | 'limits' | 'status' | 'expiresAt'
> &
  Partial<
    Pick<
      TSubscriptionDetails,
      'planName' | 'reportWindow' | 'reportsUsed' | 'reportsLeft' | 'billing'
    >
  > & { fallback: boolean };

export const SUBSCRIPTION_KEY = ['subscription'] as const;
/** 'a-while': about half a minute of refetches, long enough for Stripe's webhooks to land. */
const POLLS = 15;

/**
 * GET /api/me/subscription, refetched when the user changes (the key carries the user id). On
 * failure the client assumes tier free, no features, empty limits, status active, expiresAt null,
 * and says it could not check. `poll` refetches every 2 s: until the paid tier shows (back from
 * checkout), or for a while (back from the customer portal).
 */
export function useSubscription(
  userId: string | undefined,
  opts: { poll?: 'until-paid' | 'a-while' } = {},
) {
  return useQuery({
    queryKey: [...SUBSCRIPTION_KEY, userId],
    enabled: Boolean(userId),
    queryFn: async (): Promise<SubscriptionView> => {
      try {
        return {
          ...(await request(endpoint('GET', '/api/me/subscription', ZSubscriptionDetails))),
          fallback: false,
        };
      } catch {
        return { ...FALLBACK_SUBSCRIPTION, features: [], limits: {}, fallback: true };
      }
    },
    staleTime: 60_000,
    refetchInterval: (query) => {
      const { data, dataUpdateCount } = query.state;
      if (opts.poll === 'until-paid') return data?.tier === 'founding' ? false : 2000;
      return opts.poll === 'a-while' && dataUpdateCount < POLLS ? 2000 : false;
    },
  });
}
