import { afterEach, describe, expect, it } from 'vitest';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';
import { shapeDifferences } from '../../test/compare-shape.ts';
import {
  replay,
  startFixtureServer,
  TEST_POLICY,
  type FixtureServer,
  type Recorded,
} from '../../test/fixture-server.ts';
import { fakeFetch } from '../shared/fake/fake-service.ts';
import type { HttpPolicy } from '../shared/http-client.ts';
import { localIsoMinute } from '../shared/local-clock.ts';
import { openMeteoAccess } from '../shared/open-meteo-access.ts';
import { ProviderError } from '../shared/provider-error.ts';
import { createRateGate } from '../shared/rate-gate.ts';
import { defaultWeatherAt, fakeOpenMeteo, type FakeWeatherValues } from './fake/fake-open-meteo.ts';
import { openMeteoWeather } from './open-meteo-weather.ts';
import recordedBerlin from './fixtures/recorded/forecast-berlin-metric.json' with { type: 'json' };
import marineSea from './fixtures/marine-galveston.json' with { type: 'json' };
import marineInland from './fixtures/marine-inland.json' with { type: 'json' };
import error400 from './fixtures/error-400.json' with { type: 'json' };

let server: FixtureServer | undefined;
afterEach(() => server?.close());

const berlin = recordedBerlin as Recorded & {
  request: string;
  body: { hourly: { time: string[] }; hourly_units: Record<string, string> };
};

/** The adapter against a local server standing in for both hosts. */
const viaServer = (
  s: FixtureServer,
  timeZone: string,
  now: Date,
  policy: HttpPolicy = TEST_POLICY,
) =>
  openMeteoWeather({
    policy,
    access: openMeteoAccess({ baseUrls: { forecast: s.baseUrl, marine: s.baseUrl } }),
    timeZoneFor: () => timeZone,
    now: () => now,
  });

describe('Open-Meteo weather adapter: recorded responses', () => {
  it('reads a recorded metric response (Europe/Berlin) into US units on the spot’s wall clock', async () => {
    server = await startFixtureServer([replay(berlin)]);
    const result = await viaServer(
      server,
      'Europe/Berlin',
      new Date('2026-03-03T12:00:00Z'),
    ).forecast({
      lat: 50,
      lon: 10,
    });
    expect(result.timeZone).toBe('Europe/Berlin');
    expect(result.hours).toHaveLength(72);
    expect(result.hours.map((h) => h.time)).toEqual(berlin.body.hourly.time);
    expect(result.hours[0]).toEqual({
      time: '2026-03-02T00:00',
      airTempF: 37.8, // 3.2 °C
      pressureHpa: 1025.9,
      windMph: 2.7, // 4.3 km/h
      windDirDeg: 95,
      gustMph: 5.2, // 8.3 km/h
      cloudPct: 0,
      precipIn: 0,
      precipChancePct: 0,
    });
    expect(result.hours[13]).toMatchObject({ airTempF: 52.3, windMph: 6.2, gustMph: 10.5 });
  });

  it('asks in GMT with unix timestamps, a day more on each side, for the past week and 8 days', async () => {
    server = await startFixtureServer([replay(berlin)]);
    await viaServer(server, 'Europe/Berlin', new Date('2026-03-03T12:00:00Z')).forecast({
      lat: 50,
      lon: 10,
    });
    const asked = new URL(server.requests[0]!, 'http://x').searchParams;
    expect(asked.get('timezone')).toBe('GMT');
    expect(asked.get('timeformat')).toBe('unixtime');
    expect(asked.get('past_days')).toBe('8');
    expect(asked.get('forecast_days')).toBe('9');
    expect(asked.get('temperature_unit')).toBe('fahrenheit');
    expect(asked.get('apikey')).toBeNull();
  });

  it('refuses a unit it does not know instead of taking it for ours', async () => {
    const body = structuredClone(berlin.body);
    body.hourly_units.wind_speed_10m = 'furlongs/fortnight';
    server = await startFixtureServer([{ body }]);
    await expect(
      viaServer(server, 'Europe/Berlin', new Date('2026-03-03T12:00:00Z')).forecast({
        lat: 50,
        lon: 10,
      }),
    ).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_ERROR',
      message: expect.stringContaining('wind_speed_10m'),
    });
  });

  it('converts marine units and returns null where every wave value is missing', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    server = await startFixtureServer([replay(marineSea as Recorded)]);
    const sea = await viaServer(server, 'America/Chicago', now).marine({ lat: 29.3, lon: -94.79 });
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
    server = await startFixtureServer([replay(marineInland as Recorded)]);
    expect(
      await viaServer(server, 'America/Chicago', now).marine({ lat: 32.7767, lon: -96.797 }),
    ).toBeNull();
  });

  it('maps the recorded 400 reason to EXTERNAL_SERVICE_ERROR without retrying', async () => {
    server = await startFixtureServer([replay(error400 as Recorded)]);
    const err = await viaServer(server, 'UTC', new Date())
      .forecast({ lat: 95, lon: 0 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
    expect((err as Error).message).toContain('Latitude must be in range');
    expect(server.requests).toHaveLength(1);
  });
});

describe('Open-Meteo weather adapter: transport', () => {
  const now = new Date('2026-03-03T12:00:00Z');
  it('rejects a body of the wrong shape as EXTERNAL_SERVICE_ERROR', async () => {
    server = await startFixtureServer([
      { body: { ...berlin.body, hourly: { time: ['2026-03-02T00:00'] } } },
    ]);
    await expect(
      viaServer(server, 'Europe/Berlin', now).forecast({ lat: 50, lon: 10 }),
    ).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_ERROR',
    });
  });

  it('retries a 503 with back-off and then succeeds', async () => {
    server = await startFixtureServer([
      { status: 503, body: 'busy' },
      { status: 503, body: 'busy' },
      replay(berlin),
    ]);
    const result = await viaServer(server, 'Europe/Berlin', now).forecast({ lat: 50, lon: 10 });
    expect(result.hours).toHaveLength(72);
    expect(server.requests).toHaveLength(3);
  });

  it('gives up with EXTERNAL_SERVICE_UNAVAILABLE after the retries', async () => {
    server = await startFixtureServer([{ status: 502, body: 'bad gateway' }]);
    await expect(
      viaServer(server, 'Europe/Berlin', now).forecast({ lat: 50, lon: 10 }),
    ).rejects.toMatchObject({
      code: 'EXTERNAL_SERVICE_UNAVAILABLE',
    });
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 429, and leaves the source alone until its Retry-After', async () => {
    server = await startFixtureServer([
      {
        status: 429,
        headers: { 'retry-after': '60' },
        body: {
          error: true,
          reason: 'Minutely API request limit exceeded. Please try again in one minute.',
        },
      },
    ]);
    let clock = now.getTime();
    const gate = createRateGate(() => clock);
    const policy = { ...TEST_POLICY, gate, now: () => clock };
    const provider = viaServer(server, 'Europe/Berlin', now, policy);
    const first = await provider.forecast({ lat: 50, lon: 10 }).catch((e: ProviderError) => e);
    expect(first).toMatchObject({ rateLimited: true, retryAfterMs: 60_000, transient: false });
    expect((first as Error).message).toContain('Minutely API request limit exceeded');
    expect(server.requests).toHaveLength(1);
    clock += 30_000;
    await expect(provider.forecast({ lat: 50, lon: 10 })).rejects.toMatchObject({
      rateLimited: true,
    });
    expect(server.requests).toHaveLength(1);
    clock += 31_000;
    await provider.forecast({ lat: 50, lon: 10 }).catch(() => undefined);
    expect(server.requests).toHaveLength(2);
  });

  it('times out a slow server with NETWORK_TIMEOUT after each attempt', async () => {
    server = await startFixtureServer([{ ...replay(berlin), delayMs: 2000 }]);
    const started = Date.now();
    await expect(
      viaServer(server, 'Europe/Berlin', now).forecast({ lat: 50, lon: 10 }),
    ).rejects.toMatchObject({
      code: 'NETWORK_TIMEOUT',
    });
    expect(server.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1900);
  });
});

describe('OPEN_METEO_API_KEY', () => {
  it('sends every Open-Meteo call to the customer host with the key', async () => {
    const urls: URL[] = [];
    const now = new Date('2026-03-03T12:00:00Z');
    const fake = fakeOpenMeteo({
      now: () => now,
      timeZoneFor: () => 'America/Chicago',
      isCoastal: () => true,
    });
    const fetchAll = fakeFetch([fake]);
    const recording: typeof fetch = (input, init) => {
      urls.push(new URL(String(input)));
      return fetchAll(input, init);
    };
    const provider = openMeteoWeather({
      policy: { ...TEST_POLICY, fetch: recording },
      access: openMeteoAccess({ apiKey: 'om-paid-plan-key' }),
      timeZoneFor: () => 'America/Chicago',
      now: () => now,
    });
    await provider.forecast({ lat: 29.3, lon: -94.8 });
    await provider.marine({ lat: 29.3, lon: -94.8 });
    expect(urls.map((u) => u.host)).toEqual([
      'customer-api.open-meteo.com',
      'customer-marine-api.open-meteo.com',
    ]);
    expect(urls.map((u) => u.searchParams.get('apikey'))).toEqual([
      'om-paid-plan-key',
      'om-paid-plan-key',
    ]);
    expect(openMeteoAccess({ apiKey: 'om-paid-plan-key' }).baseUrl('archive')).toBe(
      'https://customer-archive-api.open-meteo.com',
    );
    expect(openMeteoAccess().baseUrl('geocoding')).toBe('https://geocoding-api.open-meteo.com');
  });
});

/**
 * The fake traces every value to its hour: the temperature it reports IS the number of hours since
 * BASE at that row's instant, so each row can be checked against the label it was filed under.
 */
const BASE = Date.UTC(2026, 0, 1);
const marker = (instantMs: number): FakeWeatherValues => ({
  ...defaultWeatherAt(instantMs, { lat: 40, lon: -100 }, new Date(BASE)),
  temperatureF: (instantMs - BASE) / 3_600_000,
});

describe('a series across a daylight-saving change', () => {
  const cases = [
    {
      zone: 'America/Denver',
      at: { lat: 39.74, lon: -104.99 },
      now: '2026-03-05T19:00:00Z',
      change: '2026-03-08',
      hours: 23,
    },
    {
      zone: 'America/New_York',
      at: { lat: 40.71, lon: -74.0 },
      now: '2026-03-05T17:00:00Z',
      change: '2026-03-08',
      hours: 23,
    },
    {
      zone: 'America/Denver',
      at: { lat: 39.74, lon: -104.99 },
      now: '2026-10-29T19:00:00Z',
      change: '2026-11-01',
      hours: 25,
    },
    {
      zone: 'America/New_York',
      at: { lat: 40.71, lon: -74.0 },
      now: '2026-10-29T17:00:00Z',
      change: '2026-11-01',
      hours: 25,
    },
  ];

  it.each(cases)(
    '$zone, asked on $now: every hour is filed under its own local time, and $change has $hours hours',
    async ({ zone, at, now, change, hours }) => {
      const clock = new Date(now);
      const fake = fakeOpenMeteo({
        now: () => clock,
        timeZoneFor: () => zone,
        isCoastal: () => false,
        weatherAt: marker,
      });
      const provider = openMeteoWeather({
        policy: { ...TEST_POLICY, fetch: fakeFetch([fake]) },
        timeZoneFor: () => zone,
        now: () => clock,
      });
      const { hours: rows } = await provider.forecast(at);
      for (const row of rows) {
        const instant = new Date(BASE + row.airTempF! * 3_600_000);
        expect(localIsoMinute(instant, zone), `value of ${row.time}`).toBe(row.time);
      }
      expect(rows.filter((r) => r.time.startsWith(change))).toHaveLength(hours);
      // The whole local week before today and the 8 days from today, nothing more.
      const today = localIsoMinute(clock, zone).slice(0, 10);
      expect(rows[0]!.time).toBe(`${addCalendarDays(today, -7)}T00:00`);
      expect(rows.at(-1)!.time).toBe(`${addCalendarDays(today, 7)}T23:00`);
    },
  );

  it('the fake labels as the real API does with timezone=auto: the offset of today, unchanged past the switch', async () => {
    const clock = new Date('2026-03-05T19:00:00Z');
    const fake = fakeOpenMeteo({
      now: () => clock,
      timeZoneFor: () => 'America/Denver',
      isCoastal: () => false,
      weatherAt: marker,
    });
    const res = await fakeFetch([fake])(
      'https://api.open-meteo.com/v1/forecast?latitude=39.74&longitude=-104.99&hourly=temperature_2m&temperature_unit=fahrenheit&timezone=auto&forecast_days=8',
    );
    const body = (await res.json()) as {
      utc_offset_seconds: number;
      timezone_abbreviation: string;
      hourly: { time: string[]; temperature_2m: number[] };
    };
    expect(body.utc_offset_seconds).toBe(-25200);
    expect(body.timezone_abbreviation).toBe('GMT-7');
    const i = body.hourly.time.indexOf('2026-03-09T11:00');
    // 11:00 at the old offset is 18:00Z, which on 2026-03-09 is 12:00 MDT on a Denver clock.
    expect(new Date(BASE + body.hourly.temperature_2m[i]! * 3_600_000).toISOString()).toBe(
      '2026-03-09T18:00:00.000Z',
    );
    expect(body.hourly.time.filter((t) => t.startsWith('2026-03-08'))).toHaveLength(24);
  });
});

describe('the fake Open-Meteo cannot drift from the recorded API', () => {
  it('answers the recorded request with the recorded shape, field by field', async () => {
    const clock = new Date('2026-03-02T09:30:00Z');
    const fake = fakeOpenMeteo({
      now: () => clock,
      timeZoneFor: () => 'Europe/Berlin',
      isCoastal: () => false,
    });
    const url = new URL(berlin.request);
    url.searchParams.set('latitude', '50');
    const res = await fakeFetch([fake])(url.toString());
    expect(res.status).toBe(berlin.status);
    const answer = await res.json();
    expect(
      shapeDifferences(answer, berlin.body, {
        exact: [
          '$.utc_offset_seconds',
          '$.timezone',
          '$.timezone_abbreviation',
          '$.hourly_units',
          '$.hourly.time',
        ],
      }),
    ).toEqual([]);
  });

  it('answers a bad latitude as the recorded 400', async () => {
    const fake = fakeOpenMeteo({
      now: () => new Date(),
      timeZoneFor: () => 'UTC',
      isCoastal: () => false,
    });
    const res = await fakeFetch([fake])(
      'https://api.open-meteo.com/v1/forecast?latitude=95.0&longitude=0',
    );
    const recorded = error400 as Recorded;
    expect(res.status).toBe(recorded.status);
    expect(shapeDifferences(await res.json(), recorded.body, { exact: ['$.error'] })).toEqual([]);
  });

  it('answers the marine request in the documented marine shape', async () => {
    const clock = new Date('2026-11-22T18:00:00Z');
    const fake = fakeOpenMeteo({
      now: () => clock,
      timeZoneFor: () => 'America/Chicago',
      isCoastal: () => true,
    });
    const res = await fakeFetch([fake])(
      'https://marine-api.open-meteo.com/v1/marine?latitude=29.3&longitude=-94.79&hourly=wave_height,wave_period,sea_surface_temperature&timezone=America/Chicago&forecast_days=1',
    );
    const recorded = (marineSea as Recorded).body as Record<string, unknown>;
    const answer = (await res.json()) as Record<string, unknown>;
    // The constructed example omits elevation, which the API sends for marine cells too (0.0).
    const { elevation: _elevation, ...rest } = answer;
    expect(
      shapeDifferences(rest, recorded, {
        exact: ['$.utc_offset_seconds', '$.timezone', '$.timezone_abbreviation', '$.hourly_units'],
      }),
    ).toEqual([]);
  });
});
