import { z } from 'zod';
import { localDayBounds } from '@anglerscout/scout';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import { localDate, localIsoMinutes } from '../shared/local-clock.ts';
import { openMeteoAccess, type OpenMeteoAccess } from '../shared/open-meteo-access.ts';
import { ProviderError } from '../shared/provider-error.ts';
import { inUsUnits, instantsOf, type UsQuantity } from './open-meteo-units.ts';
import type {
  LatLon,
  MarineForecast,
  WeatherForecast,
  WeatherProvider,
} from './weather-provider.ts';
import { FORECAST_DAYS, PAST_DAYS } from './weather-provider.ts';

const series = z.array(z.number().nullable());

/** The response envelope both APIs share (open-meteo's own serialiser: OutputformatTests.swift). */
const ZHourly = z.object({
  latitude: z.number(),
  longitude: z.number(),
  utc_offset_seconds: z.number(),
  timezone: z.string(),
  hourly_units: z.record(z.string(), z.string()),
  hourly: z.object({ time: z.union([z.array(z.string()), z.array(z.number())]) }).catchall(series),
});
type Hourly = z.output<typeof ZHourly>;

const FORECAST_VARS = {
  temperature_2m: 'temperatureF',
  pressure_msl: 'same',
  wind_speed_10m: 'speedMph',
  wind_direction_10m: 'same',
  wind_gusts_10m: 'speedMph',
  cloud_cover: 'same',
  precipitation: 'precipIn',
  precipitation_probability: 'same',
} as const satisfies Record<string, UsQuantity>;

const MARINE_VARS = {
  wave_height: 'heightFt',
  wave_period: 'same',
  sea_surface_temperature: 'temperatureF',
} as const satisfies Record<string, UsQuantity>;

const round1 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 10) / 10;
const round3 = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 1000) / 1000;

/** Each requested variable in US units, with every row's UTC instant. */
function columns<V extends Record<string, UsQuantity>>(
  source: string,
  body: Hourly,
  vars: V,
): { instants: number[]; values: Record<keyof V, (number | null)[]> } {
  const instants = instantsOf(body.hourly.time, body.hourly_units.time, body.utc_offset_seconds);
  const values = {} as Record<keyof V, (number | null)[]>;
  for (const [name, quantity] of Object.entries(vars) as [keyof V & string, UsQuantity][]) {
    const raw = body.hourly[name] as (number | null)[] | undefined;
    if (!Array.isArray(raw) || raw.length !== instants.length)
      throw new ProviderError(
        'EXTERNAL_SERVICE_ERROR',
        source,
        `unexpected response shape at hourly.${name}: ${raw ? 'length differs from time' : 'missing'}`,
      );
    values[name] = inUsUnits(source, name, body.hourly_units[name], quantity, raw);
  }
  return { instants, values };
}

export interface OpenMeteoOptions {
  policy: HttpPolicy;
  /** Hosts and key (OPEN_METEO_API_KEY); the free hosts without one. */
  access?: OpenMeteoAccess;
  /** The spot's IANA zone: hours are labelled on its wall clock, whatever the date. */
  timeZoneFor: (lat: number, lon: number) => string;
  now?: () => Date;
}

/**
 * Open-Meteo forecast and marine APIs (CC BY 4.0). Asked in GMT with unix timestamps: with a
 * named zone or `timezone=auto`, Open-Meteo labels the whole series with the offset in force when
 * the request is made, so for a week either side of a daylight-saving change every hour past it
 * would be filed an hour off (maintainer, open-meteo issues #1255 and #261). Here each instant is
 * put on the spot's wall clock with its own zone's rules instead: a spring-forward day has 23
 * hours and a fall-back day 25 (its repeated hour appears twice).
 */
export function openMeteoWeather({
  policy,
  access = openMeteoAccess(),
  timeZoneFor,
  now = () => new Date(),
}: OpenMeteoOptions): WeatherProvider {
  /** From local midnight `fromDays` days from today to local midnight `toDays` days from today. */
  const window = (timeZone: string, fromDays: number, toDays: number) => {
    const today = localDate(now(), timeZone);
    return {
      start: localDayBounds(addCalendarDays(today, fromDays), timeZone).start.getTime(),
      end: localDayBounds(addCalendarDays(today, toDays), timeZone).start.getTime(),
    };
  };
  const common = {
    timezone: 'GMT',
    timeformat: 'unixtime',
    ...access.params,
  };
  return {
    async forecast({ lat, lon }: LatLon): Promise<WeatherForecast> {
      const timeZone = timeZoneFor(lat, lon);
      // GMT days: one more on each side covers the spot's local days whatever its offset.
      const url = buildUrl(access.baseUrl('forecast'), '/v1/forecast', {
        latitude: lat,
        longitude: lon,
        hourly: Object.keys(FORECAST_VARS).join(','),
        temperature_unit: 'fahrenheit',
        wind_speed_unit: 'mph',
        precipitation_unit: 'inch',
        // The past week feeds the pressure trend at midnight and the air-to-water estimate.
        past_days: PAST_DAYS + 1,
        forecast_days: FORECAST_DAYS + 1,
        ...common,
      });
      const body = await getJson('open-meteo-forecast', url, ZHourly, policy);
      const { instants, values: v } = columns('open-meteo-forecast', body, FORECAST_VARS);
      const { start, end } = window(timeZone, -PAST_DAYS, FORECAST_DAYS);
      const kept = instants.flatMap((t, i) => (t >= start && t < end ? [i] : []));
      const labels = localIsoMinutes(
        kept.map((i) => instants[i]!),
        timeZone,
      );
      const hours = kept.map((i, n) => ({
        time: labels[n]!,
        airTempF: round1(v.temperature_2m[i]),
        pressureHpa: round1(v.pressure_msl[i]),
        windMph: round1(v.wind_speed_10m[i]),
        windDirDeg: v.wind_direction_10m[i] ?? null,
        gustMph: round1(v.wind_gusts_10m[i]),
        cloudPct: v.cloud_cover[i] ?? null,
        precipIn: round3(v.precipitation[i]),
        precipChancePct: v.precipitation_probability[i] ?? null,
      }));
      return { timeZone, hours };
    },

    async marine({ lat, lon }: LatLon): Promise<MarineForecast | null> {
      const timeZone = timeZoneFor(lat, lon);
      const url = buildUrl(access.baseUrl('marine'), '/v1/marine', {
        latitude: lat,
        longitude: lon,
        hourly: Object.keys(MARINE_VARS).join(','),
        past_days: 1,
        forecast_days: FORECAST_DAYS + 1,
        ...common,
      });
      const body = await getJson('open-meteo-marine', url, ZHourly, policy);
      const { instants, values: v } = columns('open-meteo-marine', body, MARINE_VARS);
      // Sea-surface temperature can come back for inland cells where waves are null: no waves, no sea.
      if (!v.wave_height.some((x) => x !== null)) return null;
      const { start, end } = window(timeZone, 0, FORECAST_DAYS);
      const kept = instants.flatMap((t, i) => (t >= start && t < end ? [i] : []));
      const labels = localIsoMinutes(
        kept.map((i) => instants[i]!),
        timeZone,
      );
      const hours = kept.map((i, n) => ({
        time: labels[n]!,
        waveHeightFt: round1(v.wave_height[i]),
        wavePeriodS: round1(v.wave_period[i]),
        seaTempF: round1(v.sea_surface_temperature[i]),
      }));
      return { gridLat: body.latitude, gridLon: body.longitude, hours };
    },
  };
}
