import { z } from 'zod';
import type { DailyRecord } from '@anglerscout/scout';
import { buildUrl, getJson, type HttpPolicy } from '../shared/http-client.ts';
import { openMeteoAccess, type OpenMeteoAccess } from '../shared/open-meteo-access.ts';
import type { LatLon } from '../weather/weather-provider.ts';
import {
  archiveWindow,
  CLIMATE_AIR_YEARS,
  CLIMATE_SEA_YEARS,
  type ClimateProvider,
} from './climate-provider.ts';

const num = z.number().nullable();

/**
 * Open-Meteo historical weather API (ERA5-based reanalysis, https://open-meteo.com/en/docs/historical-weather-api):
 * `/v1/archive?latitude&longitude&start_date&end_date&daily=temperature_2m_mean,...`, daily arrays
 * keyed by `time`, null for missing days.
 */
const ZArchive = z.object({
  latitude: z.number(),
  longitude: z.number(),
  daily: z.object({
    time: z.array(z.string()),
    temperature_2m_mean: z.array(num),
    temperature_2m_min: z.array(num),
    temperature_2m_max: z.array(num),
  }),
});

/**
 * Open-Meteo marine API with a past date range (https://open-meteo.com/en/docs/marine-weather-api):
 * hourly `sea_surface_temperature` in °C; `wave_height` all null means the cell has no sea.
 */
const ZMarineArchive = z.object({
  latitude: z.number(),
  longitude: z.number(),
  hourly: z.object({
    time: z.array(z.string()),
    sea_surface_temperature: z.array(num),
    wave_height: z.array(num),
  }),
});

export interface OpenMeteoClimateOptions {
  /** Hosts and key (OPEN_METEO_API_KEY: the customer- hosts with `apikey`) */
  access?: OpenMeteoAccess;
  archiveBaseUrl?: string;
  marineBaseUrl?: string;
  policy: HttpPolicy;
  now?: () => Date;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/** Real adapter: one archive call per grid cell, cached for good by the caller. */
export function openMeteoClimate({
  access = openMeteoAccess(),
  archiveBaseUrl = access.baseUrl('archive'),
  marineBaseUrl = access.baseUrl('marine'),
  policy,
  now = () => new Date(),
}: OpenMeteoClimateOptions): ClimateProvider {
  return {
    async airHistory({ lat, lon }: LatLon) {
      const { start, end } = archiveWindow(now(), CLIMATE_AIR_YEARS);
      const url = buildUrl(archiveBaseUrl, '/v1/archive', {
        ...access.params,
        latitude: lat,
        longitude: lon,
        start_date: start,
        end_date: end,
        daily: 'temperature_2m_mean,temperature_2m_min,temperature_2m_max',
        temperature_unit: 'fahrenheit',
        timezone: 'GMT',
      });
      const body = await getJson('open-meteo-climate', url, ZArchive, policy);
      const d = body.daily;
      const days: DailyRecord[] = d.time.map((date, i) => ({
        date,
        meanF: d.temperature_2m_mean[i] ?? null,
        minF: d.temperature_2m_min[i] ?? null,
        maxF: d.temperature_2m_max[i] ?? null,
      }));
      return { gridLat: body.latitude, gridLon: body.longitude, days };
    },

    async seaHistory({ lat, lon }: LatLon) {
      const { start, end } = archiveWindow(now(), CLIMATE_SEA_YEARS);
      const url = buildUrl(marineBaseUrl, '/v1/marine', {
        ...access.params,
        latitude: lat,
        longitude: lon,
        start_date: start,
        end_date: end,
        hourly: 'sea_surface_temperature,wave_height',
        timezone: 'GMT',
      });
      const body = await getJson('open-meteo-climate', url, ZMarineArchive, policy);
      const h = body.hourly;
      if (!h.wave_height.some((v) => v !== null)) return null;
      const byDay = new Map<string, number[]>();
      h.time.forEach((t, i) => {
        const c = h.sea_surface_temperature[i];
        if (c === null || c === undefined) return;
        const day = t.slice(0, 10);
        const list = byDay.get(day) ?? [];
        list.push((c * 9) / 5 + 32);
        byDay.set(day, list);
      });
      const days: DailyRecord[] = [...byDay.entries()].map(([date, v]) => ({
        date,
        meanF: r1(v.reduce((s, x) => s + x, 0) / v.length),
      }));
      return { gridLat: body.latitude, gridLon: body.longitude, days };
    },
  };
}
