import type { TWeatherHour } from '@anglerscout/contracts';
import type { Providers } from '../../providers/index.ts';
import type { CoastObservations } from '../../providers/coast/coast-provider.ts';
import type { Gauge } from '../../providers/water/water-provider.ts';
import type { MarineForecast } from '../../providers/weather/weather-provider.ts';
import { fromSource, SourceLedger } from './fetch-sources.ts';
import type { Science, TideStationHint } from './science.ts';

/** Cache keys on a ~1 km grid so neighbouring clicks share answers. */
const cell = (lat: number, lon: number) => `${lat.toFixed(2)}:${lon.toFixed(2)}`;

/** A reading counts as today's water temperature only this fresh and this close. */
const MEASURED_WATER_RULES = { maxAgeHours: 6, maxGaugeKm: 25 } as const;

export interface GatheredConditions {
  station: TideStationHint | null;
  /** The spot lies in a mapped freshwater lake (no tides unless the user asks for them) */
  inLake: boolean;
  /** Hourly weather from seven days back to the end of the forecast, or null */
  weather: TWeatherHour[] | null;
  marine: MarineForecast | null;
  gauges: Gauge[] | null;
  coast: CoastObservations | null;
  ledger: SourceLedger;
}

export interface GatherConditionsOptions {
  providers: Providers;
  science: Science;
  lat: number;
  lon: number;
  /** Skip the weather forecast (a date beyond it) */
  withForecast?: boolean;
  /** Salt or fresh when known: skips the sources that cannot apply */
  habitat?: 'salt' | 'fresh' | null;
  /** Treat the spot as tidal even inside a mapped lake (the user switched tides on) */
  forceTides?: boolean;
}

/**
 * One way of gathering a spot's outside conditions, used by the Conditions page and by reports:
 * the nearest tide station (none inside a mapped lake unless asked), the forecast with its past
 * week, sea state, gauges and the station's observations, each through the cache and recorded
 * in the ledger (stale, or missing when a source is down and nothing is cached).
 */
export async function gatherConditions({
  providers,
  science,
  lat,
  lon,
  withForecast = true,
  habitat = null,
  forceTides = false,
}: GatherConditionsOptions): Promise<GatheredConditions> {
  await science.ready();
  const inLake = science.inLake(lat, lon);
  const tidal = habitat !== 'fresh' && (!inLake || forceTides || habitat === 'salt');
  const station = tidal ? science.nearestTideStation(lat, lon) : null;
  const ledger = new SourceLedger(science.timeZoneFor(lat, lon));
  const at = { lat, lon };
  const [forecast, marine, gauges, coast] = await Promise.all([
    withForecast
      ? fromSource(providers, ledger, 'open-meteo-forecast', `forecast:${cell(lat, lon)}`, () =>
          providers.weather.forecast(at),
        )
      : null,
    station
      ? fromSource(providers, ledger, 'open-meteo-marine', `marine:${cell(lat, lon)}`, () =>
          providers.weather.marine(at),
        )
      : null,
    habitat !== 'salt'
      ? fromSource(providers, ledger, 'usgs-water', `gauges:${cell(lat, lon)}`, () =>
          providers.water.nearbyGauges(at),
        )
      : null,
    station?.sourceName === 'NOAA CO-OPS'
      ? fromSource(providers, ledger, 'noaa-coops', `coops:${station.sourceStationId}`, () =>
          providers.coast.latest(station.sourceStationId),
        )
      : null,
  ]);
  return { station, inLake, weather: forecast?.hours ?? null, marine, gauges, coast, ledger };
}

const freshEnough = (observedAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(observedAt) <= MEASURED_WATER_RULES.maxAgeHours * 3_600_000;

/**
 * A water temperature measured near the spot today: the tide station's sensor, else the nearest
 * gauge close enough. Null when the date is not today (a reading says nothing about a later day)
 * or the reading is old.
 */
export function measuredWaterToday(
  g: GatheredConditions,
  opts: { date: string; today: string; now: Date },
): { tempF: number; source: string } | null {
  if (opts.date !== opts.today) return null;
  if (g.coast?.waterTempF && freshEnough(g.coast.waterTempF.observedAt, opts.now))
    return {
      tempF: g.coast.waterTempF.value,
      source: `NOAA CO-OPS ${g.coast.stationName} (${g.coast.stationId})`,
    };
  for (const gauge of g.gauges ?? []) {
    if (gauge.distanceKm > MEASURED_WATER_RULES.maxGaugeKm) continue;
    const r = gauge.readings.find(
      (x) => x.parameter === 'waterTemp' && x.value !== null && freshEnough(x.observedAt, opts.now),
    );
    if (r)
      return {
        tempF: r.value!,
        source: `USGS gauge ${gauge.id.replace(/^USGS-/, '')}, ${gauge.distanceKm.toFixed(0)} km away`,
      };
  }
  return null;
}

/** The sea-surface forecast for a date: the mean of that day's hourly values, or null. */
export function seaForecastFor(
  g: GatheredConditions,
  date: string,
): { tempF: number; source: string } | null {
  const values = (g.marine?.hours ?? [])
    .filter((h) => h.time.startsWith(date) && h.seaTempF !== null)
    .map((h) => h.seaTempF!);
  if (values.length === 0) return null;
  return {
    tempF: Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10,
    source: 'Open-Meteo marine forecast (sea surface, ~8 km grid)',
  };
}
