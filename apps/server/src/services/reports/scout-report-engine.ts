import { REPORT_DATE_RULES, type TReportConditionsSnapshot } from '@anglerscout/contracts';
import { buildReport, tideStationRef, writeReport } from '@anglerscout/scout';
import type { Providers } from '../../providers/index.ts';
import type { Science } from '../conditions/science.ts';
import { localDate } from '../../providers/shared/local-clock.ts';
import {
  gatherConditions,
  measuredWaterToday,
  seaForecastFor,
} from '../conditions/gather-conditions.ts';
import { toHourlyWeather } from '../conditions/scout-science.ts';
import { spotClimate } from '../conditions/spot-climate.ts';
import { spotTime } from '../conditions/fetch-sources.ts';
import { isMapPinName, nameSpot } from '../locations/name-spot.ts';
import type { ReportEngine } from './report-engine.ts';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';

/** The real pipeline: conditions gathered as the Conditions page gathers them, the science of packages/scout, its writer. */
export function scoutReportEngine({
  providers,
  science,
  now = () => new Date(),
}: {
  providers: Providers;
  science: Science;
  now?: () => Date;
}): ReportEngine {
  return {
    timeZoneFor: (lat, lon) => science.timeZoneFor(lat, lon),
    todayIn: (timeZone, at) => localDate(at, timeZone),

    async gatherConditions({ latitude: lat, longitude: lon, date, timeZone, habitat }) {
      const at = now();
      const today = localDate(at, timeZone);
      const inForecast = date <= addCalendarDays(today, REPORT_DATE_RULES.forecastDays - 1);
      const g = await gatherConditions({
        providers,
        science,
        lat,
        lon,
        habitat,
        withForecast: inForecast,
      });
      if (!inForecast)
        g.ledger.miss(
          'open-meteo-forecast',
          `The date is beyond the ${REPORT_DATE_RULES.forecastDays}-day forecast: the report is planned from the sun, moon, tides and season.`,
          { reason: 'out-of-range' },
        );
      const climate = await spotClimate(providers, g.ledger, lat, lon, habitat ?? null);
      const from = `${addCalendarDays(date, -7)}T00:00`;
      const weather = g.weather?.filter((h) => h.time >= from && h.time.slice(0, 10) <= date);
      const snapshot: TReportConditionsSnapshot = {
        timeZone,
        tideStation: g.station
          ? { id: g.station.id, name: g.station.name, distanceKm: g.station.distanceKm }
          : null,
        weather: weather && weather.length > 0 ? weather : null,
        measuredWater: measuredWaterToday(g, { date, today, now: at }),
        seaForecast: habitat === 'salt' ? seaForecastFor(g, date) : null,
        inLake: g.inLake,
        climate,
        sources: g.ledger.sources,
        missing: g.ledger.missing,
      };
      return snapshot;
    },

    analyse({ conditions: c, input, timeZone, localIntel, closures }) {
      const { latitude: lat, longitude: lon } = input.location;
      const locationName = isMapPinName(input.location.name)
        ? nameSpot(providers.offlinePlaces, lat, lon)
        : input.location.name;
      // The forecast covers the date but its service failed: the report says so, and when.
      const down = c.missing.find(
        (m) =>
          m.source === 'open-meteo-forecast' &&
          (m.reason === 'unavailable' || m.reason === 'rate-limited'),
      );
      const tried = down?.triedAt
        ? ` (last tried ${spotTime(new Date(down.triedAt), timeZone)})`
        : '';
      const forecastUnavailable = down
        ? down.reason === 'rate-limited'
          ? `The weather forecast service asked us to wait (rate limit)${tried}`
          : `The weather forecast service did not answer${tried}`
        : null;
      const structured = buildReport({
        lat,
        lon,
        date: input.date,
        timeZone,
        placeName: locationName,
        habitat: input.habitat,
        waterKind: input.waterKind ?? null,
        inLake: c.inLake,
        lakeAreaKm2: c.inLake ? science.lakeAreaAt(lat, lon) : null,
        fishingType: input.fishingType,
        baitType: input.baitType,
        speciesIds: input.species ? [input.species] : [],
        weather: c.weather ? toHourlyWeather(c.weather) : null,
        forecastUnavailable,
        weatherSource: c.weather ? 'Open-Meteo forecast (CC BY 4.0)' : null,
        measuredWater: c.measuredWater,
        seaForecast: c.seaForecast,
        // The station stored in the snapshot, so the report and its snapshot always agree.
        tideStation: c.tideStation
          ? tideStationRef(c.tideStation.id, c.tideStation.distanceKm)
          : null,
        localIntel,
        climate: c.climate ?? null,
        geo: science.spotGeo(lat, lon),
        closures: closures ?? null,
      });
      return {
        structured,
        score: structured.verdict.score,
        verdict: structured.verdict.headline,
        speciesName:
          structured.targetsChosenBy === 'user'
            ? (structured.targets[0]?.commonName ?? null)
            : null,
        locationName,
      };
    },

    writeBuiltIn: (structured) => writeReport(structured),
  };
}
