import { fakeAnswer, type FakeControl } from '../shared/fake-control.ts';
import { localDate } from '../shared/local-clock.ts';
import {
  FORECAST_DAYS,
  PAST_DAYS,
  type LatLon,
  type MarineForecast,
  type WeatherForecast,
  type WeatherHour,
  type WeatherProvider,
} from './weather-provider.ts';

export interface FakeWeatherOptions {
  control: FakeControl;
  now: () => Date;
  timeZoneFor: (lat: number, lon: number) => string;
  /** Whether the spot is on the coast (the fake answers marine data only there). */
  isCoastal: (at: LatLon) => boolean;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Believable, deterministic weather: a daily temperature swing peaking mid-afternoon, a front
 * passing on day 3 (pressure falls, wind and rain chance rise, then pressure climbs), warmer
 * further south. Same spot and day give the same numbers.
 */
function hourAt(lat: number, day: number, hour: number): Omit<WeatherHour, 'time'> {
  const base = 88 - lat * 1.1;
  const t = day * 24 + hour;
  const front = Math.exp(-(((t - 66) / 10) ** 2));
  const after = t > 66 ? Math.min(1, (t - 66) / 30) : 0;
  const diurnal = -Math.cos(((hour - 3) / 24) * 2 * Math.PI) * 9;
  const wind = 6 + 4 * Math.sin((hour / 24) * Math.PI) + 12 * front;
  return {
    airTempF: round1(base + diurnal - 8 * after),
    pressureHpa: round1(1016 - 9 * front + 7 * after + 0.6 * Math.sin((t / 12) * Math.PI)),
    windMph: round1(wind),
    windDirDeg: Math.round(t < 66 ? 170 : 330),
    gustMph: round1(wind * 1.6),
    cloudPct: Math.round(Math.min(100, 15 + 80 * front)),
    precipIn: Math.round(0.2 * front * 100) / 100,
    precipChancePct: Math.round(Math.min(100, 5 + 85 * front)),
  };
}

export function fakeWeather({
  control,
  now,
  timeZoneFor,
  isCoastal,
}: FakeWeatherOptions): WeatherProvider {
  const days = (timeZone: string, past = 0) => {
    const [y, m, d] = localDate(now(), timeZone).split('-').map(Number) as [number, number, number];
    return Array.from({ length: past + FORECAST_DAYS }, (_, i) => {
      const date = new Date(Date.UTC(y, m - 1, d + i - past));
      return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
    });
  };
  return {
    async forecast(at: LatLon): Promise<WeatherForecast> {
      await fakeAnswer(control, 'open-meteo-forecast', at);
      const timeZone = timeZoneFor(at.lat, at.lon);
      const hours = days(timeZone, PAST_DAYS).flatMap((date, day) =>
        Array.from({ length: 24 }, (_, h) => ({
          time: `${date}T${pad(h)}:00`,
          ...hourAt(at.lat, day - PAST_DAYS, h),
        })),
      );
      return { timeZone, hours };
    },
    async marine(at: LatLon): Promise<MarineForecast | null> {
      await fakeAnswer(control, 'open-meteo-marine', at);
      if (!isCoastal(at)) return null;
      const timeZone = timeZoneFor(at.lat, at.lon);
      const hours = days(timeZone).flatMap((date, day) =>
        Array.from({ length: 24 }, (_, h) => ({
          time: `${date}T${pad(h)}:00`,
          waveHeightFt: round1(2 + Math.sin(((day * 24 + h) / 18) * Math.PI)),
          wavePeriodS: round1(5.5 + Math.cos(((day * 24 + h) / 30) * Math.PI)),
          seaTempF: round1(90 - at.lat * 0.8),
        })),
      );
      return { gridLat: Math.round(at.lat * 4) / 4, gridLon: Math.round(at.lon * 4) / 4, hours };
    },
  };
}
