import {
  pressureChange,
  trendOf,
  lastFrontBefore,
  type PressureSite,
} from '../bite/front-detection.ts';
import { weatherRows, type HourlyWeather } from '../bite/weather-series.ts';
import type { WeatherSummary } from './types.ts';

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** The eight-point compass name of a direction in degrees. */
export const compassPoint = (deg: number): string => COMPASS[Math.round(deg / 45) % 8]!;

function circularMean(degrees: number[]): number | null {
  if (degrees.length === 0) return null;
  const x = degrees.reduce((s, d) => s + Math.cos((d * Math.PI) / 180), 0);
  const y = degrees.reduce((s, d) => s + Math.sin((d * Math.PI) / 180), 0);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** Daylight-hours (06:00-20:00) summary of the local day's weather, or null with no series. */
export function summariseWeather(
  weather: HourlyWeather | null | undefined,
  date: string,
  site: PressureSite | null = null,
): WeatherSummary | null {
  const rows = weatherRows(weather);
  const idx = rows.map((r, i) => (r.time.startsWith(date) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return null;
  const day = idx.map((i) => rows[i]!);
  const fishing = day.filter((r) => {
    const h = Number(r.time.slice(11, 13));
    return h >= 6 && h <= 20;
  });
  const vals = (pick: (r: (typeof rows)[number]) => number | null, from = fishing): number[] =>
    from.map(pick).filter((v): v is number => v !== null);
  const min = (xs: number[]): number | null => (xs.length ? Math.round(Math.min(...xs)) : null);
  const maxOf = (xs: number[]): number | null => (xs.length ? Math.round(Math.max(...xs)) : null);
  const temps = vals((r) => r.temperatureF, day);
  const winds = vals((r) => r.windMph);
  const dir = circularMean(vals((r) => r.windFromDeg));
  const clouds = vals((r) => r.cloudPct);
  const precip = vals((r) => r.precipIn, day);
  const noon =
    idx.find((i) => rows[i]!.time.endsWith('T12:00')) ?? idx[Math.floor(idx.length / 2)]!;
  const morning = idx.find((i) => rows[i]!.time.endsWith('T06:00')) ?? idx[0]!;
  const change =
    pressureChange(rows, noon, 6, site) ??
    (rows[noon]!.pressureHpa !== null && rows[morning]!.pressureHpa !== null
      ? rows[noon]!.pressureHpa! - rows[morning]!.pressureHpa!
      : null);
  const front = lastFrontBefore(rows, noon);
  return {
    airMinF: min(temps),
    airMaxF: maxOf(temps),
    windMinMph: min(winds),
    windMaxMph: maxOf(winds),
    gustMaxMph: maxOf(vals((r) => r.gustMph)),
    windFrom: dir === null ? null : compassPoint(dir),
    pressureTrend: trendOf(change === null ? null : change / 2),
    pressureChangeHpa: change === null ? null : Math.round(change * 10) / 10,
    frontHoursAgo: front === null ? null : noon - front,
    cloudMeanPct: clouds.length
      ? Math.round(clouds.reduce((s, v) => s + v, 0) / clouds.length)
      : null,
    precipTotalIn: precip.length ? Math.round(precip.reduce((s, v) => s + v, 0) * 100) / 100 : null,
    precipProbMaxPct: maxOf(vals((r) => r.precipProbPct, day)),
  };
}
