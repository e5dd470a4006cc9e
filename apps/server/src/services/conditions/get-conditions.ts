import { CONDITIONS_DAYS, type TConditionsResponse } from '@anglerscout/contracts';
import { AppError } from '../../lib/primitives/app-error.ts';
import type { Providers } from '../../providers/index.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import { SEA_FORECAST_ERROR_F } from '@anglerscout/scout';
import { spotClimate } from './spot-climate.ts';
import { nameSpot } from '../locations/name-spot.ts';
import { gatherConditions, measuredWaterToday, seaForecastFor } from './gather-conditions.ts';
import type { Science } from './science.ts';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';

export interface GetConditionsOptions {
  providers: Providers;
  science: Science;
  lat: number;
  lon: number;
  /** First day to show, yyyy-MM-dd; today at the spot when absent */
  date?: string;
  /** "on" shows tides inside a mapped lake too */
  tides?: 'auto' | 'on';
  now: Date;
}

/**
 * Everything the Conditions page shows for a spot: sky, solunar and tides computed here, weather,
 * sea, gauges and observed water level from outside sources (cached, stale when a source is down,
 * listed as missing when nothing is known), and the hourly bite score.
 */
export async function getConditions({
  providers,
  science,
  lat,
  lon,
  date,
  tides = 'auto',
  now,
}: GetConditionsOptions): Promise<TConditionsResponse> {
  await science.ready();
  const timeZone = science.timeZoneFor(lat, lon);
  const today = localDate(now, timeZone);
  const first = date ?? today;
  if (first < today || first > addCalendarDays(today, CONDITIONS_DAYS - 1)) {
    throw new AppError(
      'VALIDATION_OUT_OF_RANGE',
      `Date must be between ${today} and ${addCalendarDays(today, CONDITIONS_DAYS - 1)} (today and the next 7 days at this spot).`,
      { date: 'Out of range' },
    );
  }
  const g = await gatherConditions({
    providers,
    science,
    lat,
    lon,
    forceTides: tides === 'on',
  });
  const { station, ledger } = g;
  const computedAt = now;
  const weather = g.weather;
  const climate = await spotClimate(providers, ledger, lat, lon, station ? null : 'fresh');
  const placeName = nameSpot(providers.offlinePlaces, lat, lon);
  // The same water rules as reports: today's measured reading, else that day's sea forecast,
  // else the report's estimate (tailwater and dam releases, ponds, nearshore curves, the air
  // record and the climatology, ice) for the spot as a report with no choices would read it.
  const waterFor = (day: string) => {
    const measured = measuredWaterToday(g, { date: day, today, now });
    if (measured) return { ...measured, kind: 'measured' as const, errorF: null };
    const sea = station ? seaForecastFor(g, day) : null;
    if (sea) return { ...sea, kind: 'forecast' as const, errorF: SEA_FORECAST_ERROR_F };
    const w = science.water({
      lat,
      lon,
      date: day,
      placeName,
      inLake: g.inLake,
      station,
      weather,
      climate,
    });
    return w
      ? { tempF: w.tempF, kind: w.kind, errorF: w.errorF, source: w.source, method: w.method }
      : null;
  };
  const days = Array.from({ length: CONDITIONS_DAYS }, (_, i) =>
    science.day({
      lat,
      lon,
      date: addCalendarDays(first, i),
      timeZone,
      station,
      weather,
      waterTempF: waterFor(addCalendarDays(first, i))?.tempF ?? null,
    }),
  );
  ledger.record('astronomy', computedAt);
  if (station) ledger.record('tide-predictions', computedAt);
  if (days.some((d) => d.bite)) ledger.record('bite-model', computedAt);
  else ledger.miss('bite-model');

  return {
    location: {
      latitude: lat,
      longitude: lon,
      name: placeName,
      timezone: timeZone,
      today,
    },
    date: first,
    coastal: station !== null,
    inLake: g.inLake,
    water: waterFor(first),
    days,
    // The page shows today onwards; the past week only feeds the trends and the estimates.
    weather: weather?.filter((h) => h.time.slice(0, 10) >= today) ?? null,
    marine: g.marine?.hours ?? null,
    gauges:
      g.gauges?.map((g) => ({
        ...g,
        link: `https://waterdata.usgs.gov/monitoring-location/${g.id.replace(/^USGS-/, '')}/`,
      })) ?? null,
    coast: g.coast,
    sources: ledger.sources,
    missing: ledger.missing,
  };
}
