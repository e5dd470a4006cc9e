import type { z } from 'zod';
import type { LoadProfile, ZCacheScenarioConfig } from '@anglerscout/contracts';
import type { Providers } from '../../../providers/index.ts';
import { gatherConditions } from '../../conditions/gather-conditions.ts';
import { SCENARIO_SPOT, type ScenarioContext, type ScenarioRun } from './scenario-types.ts';

type CacheConfig = z.output<typeof ZCacheScenarioConfig>;

/** Spots per round and how many are gathered at once, per load profile. */
const CACHE_LOAD: Record<LoadProfile, { spots: number; concurrency: number }> = {
  light: { spots: 4, concurrency: 2 },
  normal: { spots: 8, concurrency: 4 },
  heavy: { spots: 16, concurrency: 8 },
};

/** Spots about 2 km apart (each its own ~1 km cache cell) around the scenario spot. */
const spotsFor = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    lat: Math.round((SCENARIO_SPOT.lat + 0.02 * (i % 4)) * 100) / 100,
    lon: Math.round((SCENARIO_SPOT.lon - 0.02 * Math.floor(i / 4)) * 100) / 100,
  }));

/** The cache keys gatherConditions uses for a fresh-water spot (see gather-conditions.ts). */
const keysOf = (spot: { lat: number; lon: number }) => {
  const cell = `${spot.lat.toFixed(2)}:${spot.lon.toFixed(2)}`;
  return [`forecast:${cell}`, `gauges:${cell}`];
};

const globMatcher = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** The providers with their loads counted: a load is a cache miss of this scenario's own reads. */
function counting(providers: Providers) {
  const counter = { loads: 0 };
  const weather = providers.weather;
  const water = providers.water;
  const counted: Providers = {
    ...providers,
    weather: { ...weather, forecast: (at) => (counter.loads++, weather.forecast(at)) },
    water: { ...water, nearbyGauges: (at) => (counter.loads++, water.nearbyGauges(at)) },
  };
  return { counted, counter };
}

async function round(ctx: ScenarioContext, providers: Providers, profile: LoadProfile) {
  const { spots, concurrency } = CACHE_LOAD[profile];
  const queue = spotsFor(spots);
  const worker = async () => {
    for (let spot = queue.shift(); spot; spot = queue.shift())
      await gatherConditions({ providers, science: ctx.science, ...spot, habitat: 'fresh' });
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Warms the outside-data cache for a set of spots, invalidates the keys matching the pattern,
 * and reads the spots again under the load profile: exactly the invalidated keys must be fetched
 * again from their source, and every other key served from the cache.
 */
export function cacheScenario(ctx: ScenarioContext, config: CacheConfig): ScenarioRun {
  return {
    async run() {
      const { counted, counter } = counting(ctx.providers);
      await round(ctx, counted, config.loadProfile);
      const warmLoads = counter.loads;
      const invalidated = await ctx.providers.cache.invalidate(config.cachePattern);
      counter.loads = 0;
      await round(ctx, counted, config.loadProfile);
      const matcher = globMatcher(config.cachePattern);
      const keys = spotsFor(CACHE_LOAD[config.loadProfile].spots).flatMap(keysOf);
      const expectedReloads = keys.filter((k) => matcher.test(k)).length;
      return {
        pattern: config.cachePattern,
        keys: keys.length,
        warmLoads,
        invalidated,
        expectedReloads,
        reloads: counter.loads,
        hitRateAfter: keys.length ? (keys.length - counter.loads) / keys.length : 0,
      };
    },
    validate(result) {
      const invalidated = Number(result.invalidated);
      const expectedReloads = Number(result.expectedReloads);
      const reloads = Number(result.reloads);
      const matchedSome = invalidated > 0;
      const exact = reloads === expectedReloads;
      return {
        passed: matchedSome && exact,
        checks: [
          matchedSome
            ? `${invalidated} cache entries matched the pattern and were dropped`
            : 'The pattern matched no cache entry',
          exact
            ? `Only the ${expectedReloads} matching keys were fetched again`
            : `${reloads} keys were fetched again where ${expectedReloads} matched the pattern`,
        ],
      };
    },
    // The run reloads what it invalidated: the cache is warm again when it ends.
    cleanup: async () => ({ cacheRewarmed: true }),
  };
}
