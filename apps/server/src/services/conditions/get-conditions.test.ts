import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    let clock = new Date();
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
    });
    expect(later.weather).toEqual(fresh.weather);
    expect(later.days[0]!.bite).toHaveLength(24);
    expect(later.missing).toEqual([]);
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
