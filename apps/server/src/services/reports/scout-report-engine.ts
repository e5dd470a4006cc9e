import {
  REPORT_DATE_RULES,
  type TMissing,
  type TSource,
  type TWeatherHour,
} from '@anglerscout/contracts';
import { buildReport, writeReport, type StructuredReport } from '@anglerscout/scout';
import type { AppDeps } from '../../app-env.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import { conditionsContext } from '../conditions/conditions-context.ts';
import { fromSource, SourceLedger } from '../conditions/fetch-sources.ts';
import { toHourlyWeather } from '../conditions/scout-science.ts';
import type { ReportEngine } from './report-engine.ts';

/** What a report keeps of the conditions it was built from (stored with the report). */
export interface ReportConditionsSnapshot {
  timeZone: string;
  tideStation: { id: string; name: string; distanceKm: number } | null;
  /** Forecast hours from two days before the report date to its end (trends need the lead-in). */
  weather: TWeatherHour[] | null;
  water: { tempF: number; source: string } | null;
  sources: TSource[];
  missing: TMissing[];
}

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const cell = (lat: number, lon: number) => `${lat.toFixed(2)}:${lon.toFixed(2)}`;

/** The real pipeline: live conditions through the provider cache, the science of packages/scout, its writer. */
export function scoutReportEngine(deps: AppDeps, now: () => Date = () => new Date()): ReportEngine {
  const { providers, science } = conditionsContext(deps);
  return {
    timeZoneFor: (lat, lon) => science.timeZoneFor(lat, lon),
    todayIn: (timeZone, at) => localDate(at, timeZone),

    async gatherConditions({
      latitude: lat,
      longitude: lon,
      date,
      timeZone,
      habitat,
    }): Promise<ReportConditionsSnapshot> {
      await science.ready();
      const station = science.nearestTideStation(lat, lon);
      const ledger = new SourceLedger();
      const at = { lat, lon };
      const inForecast =
        date <= addDays(localDate(now(), timeZone), REPORT_DATE_RULES.forecastDays - 1);
      const [forecast, gauges, coast, marine] = await Promise.all([
        inForecast
          ? fromSource(providers, ledger, 'open-meteo-forecast', `forecast:${cell(lat, lon)}`, () =>
              providers.weather.forecast(at),
            )
          : null,
        habitat === 'fresh'
          ? fromSource(providers, ledger, 'usgs-water', `gauges:${cell(lat, lon)}`, () =>
              providers.water.nearbyGauges(at),
            )
          : null,
        station && habitat === 'salt'
          ? fromSource(providers, ledger, 'noaa-coops', `coops:${station.noaaId}`, () =>
              providers.coast.latest(station.noaaId),
            )
          : null,
        station && habitat === 'salt'
          ? fromSource(providers, ledger, 'open-meteo-marine', `marine:${cell(lat, lon)}`, () =>
              providers.weather.marine(at),
            )
          : null,
      ]);
      if (!inForecast)
        ledger.miss(
          'open-meteo-forecast',
          `The date is beyond the ${REPORT_DATE_RULES.forecastDays}-day forecast: the report is planned from the sun, moon, tides and season.`,
        );
      const from = `${addDays(date, -2)}T00:00`;
      const weather = forecast
        ? forecast.hours.filter((h) => h.time >= from && h.time.slice(0, 10) <= date)
        : null;

      // Measured water temperature, most direct first: the tide station's sensor, a nearby gauge, the sea model.
      const gaugeTemp = gauges
        ?.flatMap((g) => g.readings.map((r) => ({ r, g })))
        .find(({ r }) => r.parameter === 'waterTemp' && r.value !== null);
      const seaTemp =
        marine?.hours.find((h) => h.time.startsWith(date) && h.seaTempF !== null)?.seaTempF ?? null;
      const water =
        coast?.waterTempF != null
          ? {
              tempF: coast.waterTempF.value,
              source: `NOAA CO-OPS ${coast.stationName} (${coast.stationId})`,
            }
          : gaugeTemp
            ? {
                tempF: gaugeTemp.r.value!,
                source: `USGS gauge ${gaugeTemp.g.id.replace(/^USGS-/, '')}, ${gaugeTemp.g.distanceKm.toFixed(0)} km away`,
              }
            : seaTemp !== null
              ? { tempF: seaTemp, source: 'Open-Meteo marine model (sea surface)' }
              : null;
      return {
        timeZone,
        tideStation: station
          ? { id: station.noaaId, name: station.name, distanceKm: station.distanceKm }
          : null,
        weather: weather && weather.length > 0 ? weather : null,
        water,
        sources: ledger.sources,
        missing: ledger.missing,
      };
    },

    analyse({ conditions, input, timeZone }) {
      const c = conditions as ReportConditionsSnapshot;
      const structured: StructuredReport = buildReport({
        lat: input.location.latitude,
        lon: input.location.longitude,
        date: input.date,
        timeZone,
        placeName: input.location.name,
        habitat: input.habitat,
        fishingType: input.fishingType,
        baitType: input.baitType,
        speciesIds: input.species ? [input.species] : [],
        weather: c.weather ? toHourlyWeather(c.weather) : null,
        weatherSource: c.weather ? 'Open-Meteo forecast' : null,
        water: c.water,
      });
      return {
        structured,
        score: structured.verdict.score,
        verdict: structured.verdict.headline,
        speciesName:
          structured.targetsChosenBy === 'user'
            ? (structured.targets[0]?.commonName ?? null)
            : null,
      };
    },

    writeBuiltIn: (structured) => writeReport(structured as StructuredReport),
  };
}
