import { afterEach, describe, expect, it } from 'vitest';
import { startFixtureServer, TEST_POLICY, type FixtureServer } from '../shared/fixture-server.ts';
import { ProviderError } from '../shared/provider-error.ts';
import { openMeteoWeather } from './open-meteo-weather.ts';
import forecast from './fixtures/forecast-dallas.json' with { type: 'json' };
import marineSea from './fixtures/marine-galveston.json' with { type: 'json' };
import marineInland from './fixtures/marine-inland.json' with { type: 'json' };
import error400 from './fixtures/error-400.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());

const provider = (s: FixtureServer) =>
  openMeteoWeather({ forecastBaseUrl: s.baseUrl, marineBaseUrl: s.baseUrl, policy: TEST_POLICY });

describe('Open-Meteo weather adapter', () => {
  it('maps the hourly arrays to hours, keeping nulls as null', async () => {
    server = await startFixtureServer([{ body: forecast }]);
    const result = await provider(server).forecast({ lat: 32.7767, lon: -96.797 });
    expect(result.timeZone).toBe('America/Chicago');
    expect(result.hours).toHaveLength(6);
    expect(result.hours[0]).toEqual({
      time: '2026-11-22T00:00',
      airTempF: 52.3,
      pressureHpa: 1018.4,
      windMph: 6.4,
      windDirDeg: 342,
      gustMph: 14.3,
      cloudPct: 12,
      precipIn: 0,
      precipChancePct: 0,
    });
    expect(result.hours[5]!.airTempF).toBeNull();
    expect(server.requests[0]).toContain('temperature_unit=fahrenheit');
    expect(server.requests[0]).toContain('hourly=temperature_2m,pressure_msl');
  });

  it('converts marine units and returns null where every wave value is missing', async () => {
    server = await startFixtureServer([{ body: marineSea }]);
    const sea = await provider(server).marine({ lat: 29.3, lon: -94.79 });
    expect(sea?.hours[0]).toEqual({
      time: '2026-11-22T00:00',
      waveHeightFt: 2.8,
      wavePeriodS: 5.4,
      seaTempF: 69.1,
    });
    expect(sea?.hours[3]).toEqual({
      time: '2026-11-22T03:00',
      waveHeightFt: null,
      wavePeriodS: null,
      seaTempF: null,
    });
    await server.close();
    server = await startFixtureServer([{ body: marineInland }]);
    expect(await provider(server).marine({ lat: 32.7767, lon: -96.797 })).toBeNull();
  });

  it('maps a 400 reason to EXTERNAL_SERVICE_ERROR without retrying', async () => {
    server = await startFixtureServer([{ status: 400, body: error400 }]);
    const err = await provider(server)
      .forecast({ lat: 95, lon: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
    expect((err as Error).message).toContain('Latitude must be in range');
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a body of the wrong shape as EXTERNAL_SERVICE_ERROR', async () => {
    server = await startFixtureServer([
      { body: { ...forecast, hourly: { time: ['2026-11-22T00:00'] } } },
    ]);
    await expect(provider(server).forecast({ lat: 32.7, lon: -96.8 })).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_ERROR',
    });
  });

  it('retries a 503 with back-off and then succeeds', async () => {
    server = await startFixtureServer([
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
      { body: forecast },
    ]);
    const result = await provider(server).forecast({ lat: 32.7767, lon: -96.797 });
    expect(result.hours).toHaveLength(6);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with EXTERNAL_SERVICE_UNAVAILABLE after the retries', async () => {
    server = await startFixtureServer([{ status: 502, body: 'bad gateway' }]);
    await expect(provider(server).forecast({ lat: 32.7, lon: -96.8 })).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_UNAVAILABLE',
    });
    expect(server.requests).toHaveLength(3);
  });

  it('times out a slow server with NETWORK_TIMEOUT after each attempt', async () => {
    server = await startFixtureServer([{ body: forecast, delayMs: 2000 }]);
    const started = Date.now();
    await expect(provider(server).forecast({ lat: 32.7, lon: -96.8 })).rejects.toMatchObject({
      code: 'NETWORK_TIMEOUT',
    });
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1900);
  });
});
