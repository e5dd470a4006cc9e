import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZConditionsResponse } from '@anglerscout/contracts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { body, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(AUTH_ENV);
  cookie = await newVerifiedUser(t, 'conditions@example.com');
});
afterAll(() => t.close());

const get = (path: string, withCookie = true) =>
  t.request(path, browserInit('GET', undefined, withCookie ? cookie : undefined));
const todayIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

describe('GET /api/conditions', () => {
  it('is for signed-in members', async () => {
    const res = await get('/api/conditions?lat=32.7767&lon=-96.797', false);
    expect(res.status).toBe(401);
  });

  it('answers an inland spot with weather, gauges, sky, solunar and the bite score, and no tides', async () => {
    const res = await get('/api/conditions?lat=32.7767&lon=-96.797');
    expect(res.status).toBe(200);
    const c = await body(res);
    expect(c.location).toMatchObject({
      name: 'Dallas, TX',
      timezone: 'America/Chicago',
      today: todayIn('America/Chicago'),
    });
    expect(c.date).toBe(c.location.today);
    expect(c.coastal).toBe(false);
    expect(c.days).toHaveLength(8);
    expect(c.days.every((d: { tides: unknown }) => d.tides === null)).toBe(true);
    expect(c.days[0].sky.sunrise.local).toMatch(new RegExp(`^${c.date}T0[5-8]:`));
    expect(c.days[0].solunar.periods.length).toBeGreaterThan(0);
    expect(c.days[0].bite).toHaveLength(24);
    expect(c.days[0].bite[0]).toEqual({
      hour: 0,
      score: expect.any(Number),
      reasons: expect.any(Array),
    });
    expect(c.weather).toHaveLength(192);
    expect(c.marine).toBeNull();
    expect(c.gauges[0]).toMatchObject({
      id: 'USGS-08057000',
      link: 'https://waterdata.usgs.gov/monitoring-location/08057000/',
    });
    expect(c.coast).toBeNull();
    expect(c.missing).toEqual([]);
    const ids = c.sources.map((s: { id: string }) => s.id);
    expect(ids).toEqual(
      expect.arrayContaining(['open-meteo-forecast', 'usgs-water', 'astronomy', 'bite-model']),
    );
    expect(ids).not.toContain('tide-predictions');
    const forecast = c.sources.find((s: { id: string }) => s.id === 'open-meteo-forecast');
    expect(forecast).toMatchObject({
      stale: false,
      link: 'https://open-meteo.com/',
      attribution: expect.stringContaining('Open-Meteo'),
    });
    expect(Date.parse(forecast.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers a coastal spot with tides, observed water level and sea state', async () => {
    const c = await body(await get('/api/conditions?lat=29.3013&lon=-94.7977'));
    ZConditionsResponse.parse(c);
    expect(c.coastal).toBe(true);
    expect(c.inLake).toBe(false);
    expect(c.days[0].tides.station.source).toBe('NOAA CO-OPS');
    expect(c.location.name).toBe('Galveston, TX');
    const tides = c.days[0].tides;
    expect(tides.station.id).toMatch(/^\d{7}$/);
    // Galveston's tide is often diurnal (one high, one low a lunar day of 24 h 50 min), so a
    // calendar day can hold a single turn; every day holds at least one, and the week both kinds.
    const week = c.days.map((d: { tides: { extremes: { kind: string }[] } }) => d.tides.extremes);
    expect(week.every((day: unknown[]) => day.length >= 1)).toBe(true);
    expect(new Set(week.flat().map((e: { kind: string }) => e.kind))).toEqual(
      new Set(['high', 'low']),
    );
    expect(tides.curve.length).toBe(48);
    expect(c.coast.waterLevelFt.value).toEqual(expect.any(Number));
    expect(c.marine.length).toBeGreaterThan(0);
    expect(c.sources.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['tide-predictions', 'noaa-coops', 'open-meteo-marine']),
    );
  });

  it('gives freshwater lakes no tides by default, and tides when the user switches them on', async () => {
    // Lake Washington: the Seattle tide station is 5 km away, but the lake is fresh and tideless.
    const lake = ZConditionsResponse.parse(
      await body(await get('/api/conditions?lat=47.62&lon=-122.26')),
    );
    expect(lake.inLake).toBe(true);
    expect(lake.coastal).toBe(false);
    expect(lake.days.every((d) => d.tides === null)).toBe(true);
    expect(lake.marine).toBeNull();
    const asked = ZConditionsResponse.parse(
      await body(await get('/api/conditions?lat=47.62&lon=-122.26&tides=on')),
    );
    expect(asked.coastal).toBe(true);
    expect(asked.days[0]!.tides).not.toBeNull();
  });

  it('uses the same water temperature as reports: measured today, else the sea forecast', async () => {
    const c = ZConditionsResponse.parse(
      await body(await get('/api/conditions?lat=29.3013&lon=-94.7977')),
    );
    expect(c.water).not.toBeNull();
    expect(['measured', 'forecast']).toContain(c.water!.kind);
  });

  it('estimates the water past today by the report rules: a western river below a dam runs on its release', async () => {
    // The Deschutes at Maupin, below Pelton-Round Butte: reports read it from the dam's release
    // (water/release-rivers.ts); the Conditions page must say the same, not the free-river air
    // model (which read about 6 °F warmer in June).
    const later = new Date(
      Date.parse(`${todayIn('America/Los_Angeles')}T00:00:00Z`) + 3 * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const c = ZConditionsResponse.parse(
      await body(await get(`/api/conditions?lat=45.175&lon=-121.08&date=${later}`)),
    );
    expect(c.water).not.toBeNull();
    expect(c.water!.kind).not.toBe('measured');
    expect(c.water!.method).toMatch(/release/i);
  });

  it('starts at a later day within the week, and refuses one outside it', async () => {
    const today = todayIn('America/Chicago');
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const c = await body(await get(`/api/conditions?lat=32.7767&lon=-96.797&date=${later}`));
    expect(c.date).toBe(later);
    expect(c.days[0].date).toBe(later);
    const tooLate = new Date(Date.parse(`${today}T00:00:00Z`) + 9 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await get(`/api/conditions?lat=32.7767&lon=-96.797&date=${tooLate}`);
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe('VALIDATION_OUT_OF_RANGE');
  });

  it.each([
    ['lat=abc&lon=-96.8', 'VALIDATION_INVALID_FORMAT'],
    ['lat=95&lon=-96.8', 'VALIDATION_INVALID_FORMAT'],
    ['lat=32.7&lon=-181', 'VALIDATION_INVALID_FORMAT'],
    ['lon=-96.8', 'VALIDATION_REQUIRED_FIELD'],
    ['lat=32.7&lon=-96.8&date=2026-02-30', 'VALIDATION_INVALID_FORMAT'],
    ['lat=32.7&lon=-96.8&date=22-11-2026', 'VALIDATION_INVALID_FORMAT'],
  ])('refuses %s with %s', async (query, code) => {
    const res = await get(`/api/conditions?${query}`);
    expect(res.status).toBe(400);
    expect((await body(res)).error.code).toBe(code);
  });

  it('still answers when sources are down, saying what is missing', async () => {
    const res = await get('/api/conditions?lat=38.5&lon=-98.5');
    expect(res.status).toBe(200);
    const c = await body(res);
    expect(c.weather).toBeNull();
    expect(c.gauges).toBeNull();
    expect(c.days[0].sky.sunrise).not.toBeNull();
    expect(c.days[0].bite).toBeNull();
    expect(c.missing.map((m: { source: string }) => m.source).sort()).toEqual([
      'bite-model',
      'open-meteo-climate',
      'open-meteo-forecast',
      'usgs-water',
    ]);
    const forecast = c.missing.find((m: { source: string }) => m.source === 'open-meteo-forecast');
    // Who did not answer and when, on the spot's clock (Kansas: Central time).
    expect(forecast.message).toMatch(
      /^The weather forecast service \(Open-Meteo\) did not answer \(last tried [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M C[SD]T\)/,
    );
    expect(forecast).toMatchObject({ reason: 'unavailable', triedAt: expect.any(String) });
    expect(c.sources.find((s: { id: string }) => s.id === 'open-meteo-forecast')).toMatchObject({
      fetchedAt: null,
    });
  });

  it('sends the answer gzipped to clients that accept it', async () => {
    const res = await t.request('/api/conditions?lat=32.7767&lon=-96.797', {
      headers: { cookie, origin: 'http://localhost', 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    const { gunzipSync } = await import('node:zlib');
    expect(
      JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).location.name,
    ).toBe('Dallas, TX');
  });

  it('refuses a forged session cookie', async () => {
    const res = await t.request(
      '/api/conditions?lat=32.7767&lon=-96.797',
      browserInit('GET', undefined, 'better-auth.session_token=forged.value'),
    );
    expect(res.status).toBe(401);
  });

  it('serves repeat requests from the answer cache and counts it', async () => {
    await get('/api/conditions?lat=32.7767&lon=-96.797');
    const metric = await t.deps.metrics.cacheLookups.get();
    const hits =
      metric.values.find((v) => v.labels.cache === 'conditions' && v.labels.result === 'hit')
        ?.value ?? 0;
    expect(hits).toBeGreaterThanOrEqual(1);
    const forecastMisses =
      metric.values.find(
        (v) => v.labels.cache === 'open-meteo-forecast' && v.labels.result === 'miss',
      )?.value ?? 0;
    expect(forecastMisses).toBeGreaterThanOrEqual(1);
  });
});
