import type { HourlyWeather } from '../weather-series.ts';

/** 72 hourly local times ending with the given date (two days of history for trends). */
function hoursEnding(date: string): string[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 72 }, (_, i) => {
    const t = new Date(Date.UTC(y, m - 1, d - 2, i));
    return t.toISOString().slice(0, 16);
  });
}

/** A day ahead of a cold front: warm southerly wind, pressure falling through the day. */
export function preFrontDay(date: string): HourlyWeather {
  const time = hoursEnding(date);
  return {
    time,
    temperature_2m: time.map((_, i) => 70 + 6 * Math.sin((((i % 24) - 9) / 24) * 2 * Math.PI)),
    pressure_msl: time.map((_, i) => (i < 48 ? 1016 : 1016 - (i - 48) * 0.6)),
    wind_speed_10m: time.map(() => 10),
    wind_gusts_10m: time.map(() => 16),
    wind_direction_10m: time.map(() => 190),
    cloud_cover: time.map(() => 75),
    precipitation: time.map(() => 0),
    precipitation_probability: time.map(() => 30),
  };
}

/** The day after a cold front: a trough yesterday evening, then cold north wind and high, rising pressure. */
export function postFrontDay(date: string): HourlyWeather {
  const time = hoursEnding(date);
  const frontAt = 40;
  return {
    time,
    temperature_2m: time.map(
      (_, i) => (i < frontAt ? 72 : 52) + 4 * Math.sin((((i % 24) - 9) / 24) * 2 * Math.PI),
    ),
    pressure_msl: time.map((_, i) =>
      i < frontAt ? 1012 - (i / frontAt) * 6 : Math.min(1031, 1006 + (i - frontAt) * 1.5),
    ),
    wind_speed_10m: time.map(() => 10),
    wind_gusts_10m: time.map(() => 16),
    wind_direction_10m: time.map((_, i) => (i < frontAt ? 200 : 330)),
    cloud_cover: time.map((_, i) => (i < frontAt ? 80 : 0)),
    precipitation: time.map(() => 0),
    precipitation_probability: time.map(() => 0),
  };
}
