import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../app-env.ts';
import { conditionsContext } from './conditions-context.ts';
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

const byApp = new WeakMap<AppDeps, LRUCache<string, ConditionsAnswer>>();

export async function getConditionsAnswer(
  deps: AppDeps,
  query: { lat: number; lon: number; date?: string; tides?: 'auto' | 'on' },
): Promise<ConditionsAnswer> {
  let answers = byApp.get(deps);
  if (!answers) {
    answers = new LRUCache<string, ConditionsAnswer>({ max: 2000, ttl: ANSWER_TTL_MS });
    byApp.set(deps, answers);
  }
  const key = `${query.lat.toFixed(4)}:${query.lon.toFixed(4)}:${query.date ?? 'today'}:${query.tides ?? 'auto'}`;
  const held = answers.get(key);
  if (held) {
    deps.metrics.cacheLookups.inc({ cache: 'conditions', result: 'hit' });
    return held;
  }
  deps.metrics.cacheLookups.inc({ cache: 'conditions', result: 'miss' });
  const json = JSON.stringify(
    await getConditions({ ...conditionsContext(deps), ...query, now: new Date() }),
  );
  const answer = { json, gzip: gzipSync(json) };
  answers.set(key, answer);
  return answer;
}
