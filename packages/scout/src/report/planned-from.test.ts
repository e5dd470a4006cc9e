import { beforeAll, describe, expect, it } from 'vitest';
import type { HourlyWeather } from '../bite/weather-series.ts';
import { localDayBounds, toLocalIso } from '../time/local-time.ts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { buildReport } from './build-report.ts';
import { TAMPA_BAY } from './testing/coastal-day.ts';

beforeAll(async () => {
  await loadTideDatabase();
});

/** Hourly weather from local midnight two days before to the end of `date`, on the zone's wall clock. */
function wallClockSeries(date: string, timeZone: string): HourlyWeather {
  const from = localDayBounds(date, timeZone).start.getTime() - 2 * 86_400_000;
  const to = localDayBounds(date, timeZone).end.getTime();
  const time: string[] = [];
  for (let t = from; t < to; t += 3_600_000) time.push(toLocalIso(new Date(t), timeZone));
  return {
    time,
    temperature_2m: time.map(() => 55),
    pressure_msl: time.map(() => 1015),
    wind_speed_10m: time.map(() => 8),
    wind_gusts_10m: time.map(() => 12),
    wind_direction_10m: time.map(() => 200),
    cloud_cover: time.map(() => 40),
    precipitation: time.map(() => 0),
    precipitation_probability: time.map(() => 10),
  };
}

describe('plannedFrom', () => {
  it('counts a 23-hour spring-forward day as fully forecast', () => {
    const weather = wallClockSeries('2026-03-08', 'America/New_York');
    expect(weather.time.filter((t) => t.startsWith('2026-03-08'))).toHaveLength(23);
    const r = buildReport({ ...TAMPA_BAY, date: '2026-03-08', weather });
    expect(r.plannedFrom).toEqual({ basis: 'forecast', text: 'Planned from the live forecast.' });
  });

  it('says the forecast service did not answer, and when, instead of blaming the date', () => {
    const r = buildReport({
      ...TAMPA_BAY,
      weather: null,
      forecastUnavailable:
        'The weather forecast service did not answer (last tried Nov 22, 5:40 AM EST)',
    });
    expect(r.plannedFrom).toEqual({
      basis: 'season and climatology',
      text: 'The weather forecast service did not answer (last tried Nov 22, 5:40 AM EST): planned from sun, moon, tides and season.',
    });
  });

  it('says no forecast reaches the date when the date is simply beyond it', () => {
    const r = buildReport({ ...TAMPA_BAY, weather: null });
    expect(r.plannedFrom?.text).toBe(
      'No forecast reaches Nov 22 yet: planned from sun, moon, tides and season.',
    );
  });
});
