import { getSpecies, hourConditions, tideStationRef } from '@anglerscout/scout';
import type { TCatchConditions } from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import { PAST_DAYS } from '../../providers/weather/weather-provider.ts';
import {
  gatherConditions,
  measuredWaterToday,
  seaForecastFor,
} from '../conditions/gather-conditions.ts';
import type { Science } from '../conditions/science.ts';
import { toHourlyWeather } from '../conditions/scout-science.ts';
import { spotClimate } from '../conditions/spot-climate.ts';

export interface CatchConditionsOptions {
  providers: Providers;
  science: Science;
  lat: number;
  lon: number;
  at: Date;
  species: string;
  now: Date;
}

/**
 * The conditions of a catch's hour and place, from the same sources and science as reports: the
 * forecast with its past week (older catches get sky and tides only, and say weather is missing),
 * the nearest tide station for salt water, today's measured water temperature for a catch logged
 * within hours, else the sea forecast or the air-based estimate.
 */
export async function catchConditions(opts: CatchConditionsOptions): Promise<{
  conditions: TCatchConditions;
  timeZone: string;
}> {
  const { providers, science, lat, lon, at, now } = opts;
  await science.ready();
  const timeZone = science.timeZoneFor(lat, lon);
  const habitats = getSpecies(opts.species)?.habitats ?? [];
  const habitat =
    habitats.length === 1
      ? habitats[0]!
      : science.nearestTideStation(lat, lon) && !science.inLake(lat, lon)
        ? 'salt'
        : 'fresh';
  const withinForecastHistory = now.getTime() - at.getTime() <= PAST_DAYS * 86_400_000;
  const g = await gatherConditions({
    providers,
    science,
    lat,
    lon,
    habitat,
    withForecast: withinForecastHistory,
  });
  const date = localDate(at, timeZone);
  const climate = await spotClimate(providers, g.ledger, lat, lon, habitat);
  const recent = Math.abs(now.getTime() - at.getTime()) <= 6 * 3_600_000;
  const conditions = hourConditions({
    lat,
    lon,
    at,
    timeZone,
    habitat,
    weather: g.weather ? toHourlyWeather(g.weather) : null,
    weatherSource: 'Open-Meteo forecast and past week (CC BY 4.0)',
    tideStation: g.station ? tideStationRef(g.station.id, g.station.distanceKm) : null,
    measuredWater: recent
      ? measuredWaterToday(g, { date, today: localDate(now, timeZone), now })
      : null,
    seaForecast: habitat === 'salt' ? seaForecastFor(g, date) : null,
    climate,
    waterBody: g.inLake ? 'lake' : 'unknown',
  });
  return { conditions, timeZone };
}
