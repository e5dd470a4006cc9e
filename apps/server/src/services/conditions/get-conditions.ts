import { CONDITIONS_DAYS, type TConditionsResponse } from '@anglerscout/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Providers } from '../../providers/index.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import { fromSource, SourceLedger } from './fetch-sources.ts';
import type { Science } from './science.ts';

export interface GetConditionsOptions {
  providers: Providers;
  science: Science;
  lat: number;
  lon: number;
  /** First day to show, yyyy-MM-dd; today at the spot when absent */
  date?: string;
  now: Date;
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
/** Cache keys on a ~1 km grid so neighbouring clicks share answers. */
const cell = (lat: number, lon: number) => `${lat.toFixed(2)}:${lon.toFixed(2)}`;

function spotName(providers: Providers, lat: number, lon: number): string {
  const town = providers.offlinePlaces.nearest(lat, lon);
  if (town && town.distanceKm <= 40)
    return town.distanceKm <= 10
      ? `${town.name}, ${town.stateCode}`
      : `Near ${town.name}, ${town.stateCode}`;
  return `${round(lat, 3)}, ${round(lon, 3)}`;
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
  now,
}: GetConditionsOptions): Promise<TConditionsResponse> {
  await science.ready();
  const timeZone = science.timeZoneFor(lat, lon);
  const today = localDate(now, timeZone);
  const first = date ?? today;
  if (first < today || first > addDays(today, CONDITIONS_DAYS - 1)) {
    throw new AppError(
      'VALIDATION_OUT_OF_RANGE',
      `Date must be between ${today} and ${addDays(today, CONDITIONS_DAYS - 1)} (today and the next 7 days at this spot).`,
      { date: 'Out of range' },
    );
  }
  const station = science.nearestTideStation(lat, lon);
  const ledger = new SourceLedger();
  const at = { lat, lon };

  const [forecast, marine, gauges, coast] = await Promise.all([
    fromSource(providers, ledger, 'open-meteo-forecast', `forecast:${cell(lat, lon)}`, () =>
      providers.weather.forecast(at),
    ),
    station
      ? fromSource(providers, ledger, 'open-meteo-marine', `marine:${cell(lat, lon)}`, () =>
          providers.weather.marine(at),
        )
      : null,
    fromSource(providers, ledger, 'usgs-water', `gauges:${cell(lat, lon)}`, () =>
      providers.water.nearbyGauges(at),
    ),
    station
      ? fromSource(providers, ledger, 'noaa-coops', `coops:${station.noaaId}`, () =>
          providers.coast.latest(station.noaaId),
        )
      : null,
  ]);

  const computedAt = now;
  const weather = forecast?.hours ?? null;
  const waterTempF =
    coast?.waterTempF?.value ??
    gauges?.flatMap((g) => g.readings).find((r) => r.parameter === 'waterTemp' && r.value !== null)
      ?.value ??
    null;
  const days = Array.from({ length: CONDITIONS_DAYS }, (_, i) =>
    science.day({ lat, lon, date: addDays(first, i), timeZone, station, weather, waterTempF }),
  );
  ledger.record('astronomy', computedAt);
  if (station) ledger.record('tide-predictions', computedAt);
  if (days.some((d) => d.bite)) ledger.record('bite-model', computedAt);
  else ledger.miss('bite-model');

  return {
    location: {
      latitude: lat,
      longitude: lon,
      name: spotName(providers, lat, lon),
      timezone: timeZone,
      today,
    },
    date: first,
    coastal: station !== null,
    days,
    weather,
    marine: marine?.hours ?? null,
    gauges:
      gauges?.map((g) => ({
        ...g,
        link: `https://waterdata.usgs.gov/monitoring-location/${g.id.replace(/^USGS-/, '')}/`,
      })) ?? null,
    coast,
    sources: ledger.sources,
    missing: ledger.missing,
  };
}
