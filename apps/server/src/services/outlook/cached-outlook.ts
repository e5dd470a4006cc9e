import { LRUCache } from 'lru-cache';
import type { TOutlookResponse } from '@anglerscout/contracts';
import type { Metrics } from '../../observability/metrics.ts';
import type { Providers } from '../../providers/index.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import type { Science } from '../conditions/science.ts';
import { computeOutlook, type OutlookRequest } from './compute-outlook.ts';
import type { Db } from '../../db/client.ts';
import { readClosureRows } from '../regulations/read-closures.ts';

/**
 * Whole outlooks for ten minutes, keyed by the spot, its choices and the spot's date (so the
 * first day is always today). The forecast behind them refreshes every 30 minutes in the source
 * cache; an outlook is at most this much older than that.
 */
const OUTLOOK_TTL_MS = 10 * 60_000;

/** The outlook as the API answers it: computed once per spot and choice, shared by concurrent asks. */
export function createOutlookService(opts: {
  providers: Providers;
  science: Science;
  metrics: Metrics;
  db: Db;
  now?: () => Date;
}) {
  const now = opts.now ?? (() => new Date());
  const answers = new LRUCache<string, TOutlookResponse>({ max: 2000, ttl: OUTLOOK_TTL_MS });
  const inFlight = new Map<string, Promise<TOutlookResponse>>();
  return {
    async answer(request: OutlookRequest): Promise<TOutlookResponse> {
      await opts.science.ready();
      const at = now();
      const today = localDate(at, opts.science.timeZoneFor(request.lat, request.lon));
      const key = [
        request.lat.toFixed(4),
        request.lon.toFixed(4),
        request.species ?? '',
        request.habitat ?? '',
        request.fishingType ?? '',
        request.placeName ?? '',
        today,
      ].join('|');
      const held = answers.get(key);
      if (held) {
        opts.metrics.cacheLookups.inc({ cache: 'outlook', result: 'hit' });
        return held;
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      opts.metrics.cacheLookups.inc({ cache: 'outlook', result: 'miss' });
      const work = computeOutlook({
        ...request,
        providers: opts.providers,
        science: opts.science,
        now: at,
        closures: () => readClosureRows({ db: opts.db }),
      })
        .then((answer) => {
          answers.set(key, answer);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
  };
}

export type OutlookService = ReturnType<typeof createOutlookService>;
