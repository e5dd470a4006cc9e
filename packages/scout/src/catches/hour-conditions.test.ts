import { beforeAll, describe, expect, it } from 'vitest';
import { findNearestTideStation, loadTideDatabase } from '../tides/tide-stations.ts';
import { localToInstant } from '../time/local-time.ts';
import { weatherFor } from '../report/testing/coastal-day.ts';
import { hourConditions, type HourConditionsInput } from './hour-conditions.ts';

beforeAll(async () => {
  await loadTideDatabase();
});

const GALVESTON = { lat: 29.31, lon: -94.79, timeZone: 'America/Chicago' };
const base = (at: Date): HourConditionsInput => ({
  ...GALVESTON,
  at,
  habitat: 'salt',
  // Pressure falling 1.2 hPa an hour through the day: the trend into any hour is falling.
  weather: weatherFor('2026-05-10', {
    windMph: 9,
    cloud: 40,
    pressureStart: 1020,
    pressureStep: -1.2,
    tempF: 75,
    rainProb: 10,
  }),
  weatherSource: 'test forecast',
  tideStation: findNearestTideStation({ lat: GALVESTON.lat, lon: GALVESTON.lon }),
  measuredWater: null,
  seaForecast: { tempF: 74, source: 'test sea forecast' },
});

describe('the conditions of a catch hour', () => {
  it('reads that hour of the weather, the pressure trend into it and the tide stage', () => {
    const at = localToInstant('2026-05-10', GALVESTON.timeZone, 14, 20);
    const c = hourConditions(base(at));
    expect(c.local).toBe('2026-05-10T14:20');
    expect(c.pressureTrend).toBe('falling');
    expect(c.airTempF).not.toBeNull();
    expect(c.windFrom).toBe('S');
    expect(c.light).toBe('day');
    expect(c.tide?.stage).toMatch(/rising|falling|slack/);
    expect(c.water).toMatchObject({ tempF: 74, kind: 'forecast' });
    expect(c.missing).toEqual([]);
  });

  it('calls it dawn as the sun comes up and night well before, from the sun itself', () => {
    const night = hourConditions(base(localToInstant('2026-05-10', GALVESTON.timeZone, 3, 0)));
    expect(night.light).toBe('night');
    // Galveston sunrise on 10 May 2026 is about 6:35 CDT.
    const dawn = hourConditions(base(localToInstant('2026-05-10', GALVESTON.timeZone, 6, 40)));
    expect(dawn.light).toBe('dawn');
  });

  it('says weather is missing when the series does not reach the hour, and still gives sky and tide', () => {
    const at = localToInstant('2026-01-02', GALVESTON.timeZone, 9, 0);
    const c = hourConditions(base(at));
    expect(c.airTempF).toBeNull();
    expect(c.pressureTrend).toBeNull();
    expect(c.missing.join(' ')).toMatch(/weather for that hour/);
    expect(c.moonPhase).toBeTruthy();
    expect(c.tide).not.toBeNull();
  });

  it('gives fresh water no tide', () => {
    const at = localToInstant('2026-05-10', GALVESTON.timeZone, 14, 0);
    expect(hourConditions({ ...base(at), habitat: 'fresh' }).tide).toBeNull();
  });
});
