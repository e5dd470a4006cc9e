import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayBounds } from '@anglerscout/scout';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createProviders } from '../../providers/index.ts';
import { ProviderError } from '../../providers/shared/provider-error.ts';
import { getConditions } from './get-conditions.ts';
import { scoutScience } from './scout-science.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

describe('getConditions when a source goes down', () => {
  it('serves the last good forecast marked stale, with its original time, and keeps the bite score', async () => {
    const science = scoutScience();
    await science.ready();
    // Midday at the spot, so moving the clock on half an hour never crosses its midnight.
    let clock = new Date(`${new Date().toISOString().slice(0, 10)}T18:00:00Z`);
    const providers = createProviders({
      env: t.deps.env,
      logger: t.deps.logger,
      db: t.deps.database.db,
      metrics: t.deps.metrics,
      hints: { timeZoneFor: science.timeZoneFor, isCoastal: () => false },
      now: () => clock,
    });
    const real = providers.weather.forecast.bind(providers.weather);
    let down = false;
    providers.weather.forecast = (at) =>
      down
        ? Promise.reject(
            new ProviderError('NETWORK_TIMEOUT', 'open-meteo-forecast', 'no answer within 8000 ms'),
          )
        : real(at);
    const spot = { providers, science, lat: 32.7767, lon: -96.797 };

    const fresh = await getConditions({ ...spot, now: clock });
    const firstFetch = fresh.sources.find((s) => s.id === 'open-meteo-forecast')!;
    expect(firstFetch.stale).toBe(false);

    down = true;
    clock = new Date(clock.getTime() + 31 * 60_000);
    const later = await getConditions({ ...spot, now: clock });
    expect(later.sources.find((s) => s.id === 'open-meteo-forecast')).toEqual({
      ...firstFetch,
      stale: true,
      note: expect.stringMatching(/^Last good data from .+: the source did not answer at .+\.$/),
    });
    expect(later.weather).toEqual(fresh.weather);
    const { start, end } = localDayBounds(later.days[0]!.date, later.location.timezone);
    expect(later.days[0]!.bite).toHaveLength((end.getTime() - start.getTime()) / 3_600_000);
    expect(later.missing).toEqual([]);
  });

  it('USGS over its rate limit: keeps the last good gauges and says so, or says when it will ask again', async () => {
    const science = scoutScience();
    await science.ready();
    let clock = new Date(`${new Date().toISOString().slice(0, 10)}T17:00:00Z`);
    const providers = createProviders({
      env: t.deps.env,
      logger: t.deps.logger,
      db: t.deps.database.db,
      metrics: t.deps.metrics,
      hints: { timeZoneFor: science.timeZoneFor, isCoastal: () => false },
      now: () => clock,
    });
    const real = providers.water.nearbyGauges.bind(providers.water);
    let limited = false;
    providers.water.nearbyGauges = (at) =>
      limited
        ? Promise.reject(
            new ProviderError('EXTERNAL_SERVICE_UNAVAILABLE', 'usgs-water', 'HTTP 429 rate limit', {
              rateLimited: true,
              retryAfterMs: 2_619_000,
            }),
          )
        : real(at);
    const fortWorth = { providers, science, lat: 32.7555, lon: -97.3308 }; // Fort Worth: no other test caches it
    const fresh = await getConditions({ ...fortWorth, now: clock });
    limited = true;
    clock = new Date(clock.getTime() + 20 * 60_000);
    const later = await getConditions({ ...fortWorth, now: clock });
    expect(later.gauges).toEqual(fresh.gauges);
    expect(later.sources.find((s) => s.id === 'usgs-water')).toMatchObject({
      stale: true,
      note: expect.stringMatching(
        /: rate limit reached, next try after [A-Z][a-z]{2} \d+, 12:03 PM CST\.$/,
      ),
    });
    // Another spot, nothing cached: missing, with when USGS will be asked again.
    const elsewhere = await getConditions({
      ...fortWorth,
      lat: 30.2672,
      lon: -97.7431,
      now: clock,
    });
    expect(elsewhere.gauges).toBeNull();
    expect(elsewhere.missing.find((m) => m.source === 'usgs-water')).toMatchObject({
      reason: 'rate-limited',
      message: expect.stringMatching(
        /^USGS Water Data asked us to slow down \(its rate limit is reached\): river and lake gauges will be asked for again after .+12:03 PM CST\.$/,
      ),
    });
  });

  it('refuses a first day before today at the spot', async () => {
    const science = scoutScience();
    const providers = t.deps.providers;
    await expect(
      getConditions({
        providers,
        science,
        lat: 32.7767,
        lon: -96.797,
        date: '2020-01-01',
        now: new Date(),
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_OUT_OF_RANGE' });
  });
});
