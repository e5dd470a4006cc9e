import { z } from 'zod';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import type {
  LatLon,
  MarineForecast,
  WeatherForecast,
  WeatherProvider,
} from './weather-provider.ts';
import { FORECAST_DAYS, PAST_DAYS } from './weather-provider.ts';

const num = z.number().nullable();
const series = z.array(num);

const ZForecast = z.object({
  latitude: z.number(),
  longitude: z.number(),
  utc_offset_seconds: z.number(),
  timezone: z.string(),
  hourly: z.object({
    time: z.array(z.string()),
    temperature_2m: series,
    pressure_msl: series,
    wind_speed_10m: series,
    wind_direction_10m: series,
    wind_gusts_10m: series,
    cloud_cover: series,
    precipitation: series,
    precipitation_probability: series,
  }),
});

const ZMarine = z.object({
  latitude: z.number(),
  longitude: z.number(),
  hourly: z.object({
    time: z.array(z.string()),
    wave_height: series,
    wave_period: series,
    sea_surface_temperature: series,
  }),
});

const HOURLY =
  'temperature_2m,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,cloud_cover,precipitation,precipitation_probability';
const round1 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 10) / 10;

export interface OpenMeteoOptions {
  forecastBaseUrl?: string;
  marineBaseUrl?: string;
  policy: HttpPolicy;
}

/** Open-Meteo forecast and marine APIs (no key; non-commercial use with attribution). */
export function openMeteoWeather({
  forecastBaseUrl = 'https://api.open-meteo.com',
  marineBaseUrl = 'https://marine-api.open-meteo.com',
  policy,
}: OpenMeteoOptions): WeatherProvider {
  return {
    async forecast({ lat, lon }: LatLon): Promise<WeatherForecast> {
      const url = buildUrl(forecastBaseUrl, '/v1/forecast', {
        latitude: lat,
        longitude: lon,
        hourly: HOURLY,
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'mph',
        precipitation_unit: 'inch',
        timezone: 'auto',
        // The past week feeds the pressure trend at midnight and the air-to-water estimate.
        past_days: PAST_DAYS,
        forecast_days: FORECAST_DAYS,
      });
      const body = await getJson('open-meteo-forecast', url, ZForecast, policy);
      const h = body.hourly;
      return {
        timeZone: body.timezone,
        hours: h.time.map((time, i) => ({
          time,
          airTempF: round1(h.temperature_2m[i]),
          pressureHpa: round1(h.pressure_msl[i]),
          windMph: round1(h.wind_speed_10m[i]),
          windDirDeg: h.wind_direction_10m[i] ?? null,
          gustMph: round1(h.wind_gusts_10m[i]),
          cloudPct: h.cloud_cover[i] ?? null,
          precipIn: h.precipitation[i] ?? null,
          precipChancePct: h.precipitation_probability[i] ?? null,
        })),
      };
    },

    async marine({ lat, lon }: LatLon): Promise<MarineForecast | null> {
      const url = buildUrl(marineBaseUrl, '/v1/marine', {
        latitude: lat,
        longitude: lon,
        hourly: 'wave_height,wave_period,sea_surface_temperature',
        timezone: 'auto',
        forecast_days: FORECAST_DAYS,
      });
      const body = await getJson('open-meteo-marine', url, ZMarine, policy);
      const h = body.hourly;
      // Sea-surface temperature can come back for inland cells where waves are null: no waves, no sea.
      if (!h.wave_height.some((v) => v !== null)) return null;
      return {
        gridLat: body.latitude,
        gridLon: body.longitude,
        hours: h.time.map((time, i) => {
          const wave = h.wave_height[i];
          const sst = h.sea_surface_temperature[i];
          return {
            time,
            waveHeightFt: wave == null ? null : round1(wave * 3.28084),
            wavePeriodS: round1(h.wave_period[i]),
            seaTempF: sst == null ? null : round1((sst * 9) / 5 + 32),
          };
        }),
      };
    },
  };
}
