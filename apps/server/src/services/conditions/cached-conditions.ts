import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Metrics } from '../../observability/metrics.ts';
import type { Providers } from '../../providers/index.ts';
import type { Science } from './science.ts';
import { getConditions } from './get-conditions.ts';

/**
 * Whole answers, serialised, for a minute: the page's repeat loads and a crowd looking at the same
 * lake cost one lookup and no recomputation. A minute keeps stale/fresh flags and "today" current.
 */
const ANSWER_TTL_MS = 60_000;

/** The answer as JSON text and gzipped once (about 110 KB to 15 KB), so a hit costs no work. */
export interface ConditionsAnswer {
  json: string;
  gzip: Buffer;
}

export interface ConditionsQuery {
  lat: number;
  lon: number;
  date?: string;
  tides?: 'auto' | 'on';
}

/** The Conditions page's answers, from the sources and the science, held whole for a minute. */
export function createConditionsService(opts: {
  providers: Providers;
  science: Science;
  metrics: Metrics;
}) {
  const answers = new LRUCache<string, ConditionsAnswer>({ max: 2000, ttl: ANSWER_TTL_MS });
  return {
    async answer(query: ConditionsQuery): Promise<ConditionsAnswer> {
      const key = `${query.lat.toFixed(4)}:${query.lon.toFixed(4)}:${query.date ?? 'today'}:${query.tides ?? 'auto'}`;
      const held = answers.get(key);
      if (held) {
        opts.metrics.cacheLookups.inc({ cache: 'conditions', result: 'hit' });
        return held;
      }
      opts.metrics.cacheLookups.inc({ cache: 'conditions', result: 'miss' });
      const json = JSON.stringify(
        await getConditions({
          providers: opts.providers,
          science: opts.science,
          ...query,
          now: new Date(),
        }),
      );
      const answer = { json, gzip: gzipSync(json) };
      answers.set(key, answer);
      return answer;
    },
  };
}

export type ConditionsService = ReturnType<typeof createConditionsService>;
