import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  computeSky,
  COAST_DATA_URL,
  decodeCoast,
  decodeLakes,
  decodeStates,
  spotGeo,
  US_STATES_DATA_MODULE,
  type GeoIndex,
  localDayBounds,
  isInLake,
  lakeAreaAt,
  LAKES_DATA_URL,
  TIDE_STATION_RADIUS_KM,
  type LakeIndex,
  computeSolunar,
  findNearestTideStation,
  INLAND_BEYOND_KM,
  loadTideDatabase,
  predictTides,
  scoreDay,
  tideStationRef,
  timeZoneFor,
  inUnitedStates,
  outlookDay,
  waterAtSpot,
  type HourlyWeather,
} from '@anglerscout/scout';
import type { TConditionsDay, TWeatherHour } from '@anglerscout/contracts';
import type { DayInput, OutlookDayInput, Science, TideStationHint, WaterInput } from './science.ts';

/** Our hourly forecast back in Open-Meteo's column layout, which the bite model reads. */
export function toHourlyWeather(hours: TWeatherHour[]): HourlyWeather {
  return {
    time: hours.map((h) => h.time),
    temperature_2m: hours.map((h) => h.airTempF),
    pressure_msl: hours.map((h) => h.pressureHpa),
    wind_speed_10m: hours.map((h) => h.windMph),
    wind_gusts_10m: hours.map((h) => h.gustMph),
    wind_direction_10m: hours.map((h) => h.windDirDeg),
    cloud_cover: hours.map((h) => h.cloudPct),
    precipitation: hours.map((h) => h.precipIn),
    precipitation_probability: hours.map((h) => h.precipChancePct),
  };
}

/** How far to look for a tide station when telling an inland spot from a coastal one: no further than the inland line. */
const WIDE_TIDE_SEARCH_KM = INLAND_BEYOND_KM + 1;

/** The science package (sun, moon, solunar, tides, bite score) as the conditions service uses it. */
export function scoutScience(): Science {
  let loading: Promise<void> | undefined;
  let lakes: LakeIndex | undefined;
  let geo: GeoIndex | undefined;
  return {
    ready: () =>
      (loading ??= loadTideDatabase().then(() => {
        lakes = decodeLakes(readFileSync(LAKES_DATA_URL));
        geo = {
          coast: decodeCoast(readFileSync(COAST_DATA_URL)),
          states: decodeStates(
            JSON.parse(
              readFileSync(createRequire(import.meta.url).resolve(US_STATES_DATA_MODULE), 'utf8'),
            ),
          ),
        };
      })),
    timeZoneFor,
    nearestTideStation(lat, lon): TideStationHint | null {
      const ref = findNearestTideStation({ lat, lon, maxDistanceKm: TIDE_STATION_RADIUS_KM });
      if (!ref) return null;
      return {
        id: ref.id,
        sourceStationId: ref.sourceStationId,
        sourceName: ref.sourceName,
        name: ref.name,
        distanceKm: ref.distanceKm,
      };
    },
    inLake: (lat, lon) => (lakes ? isInLake(lakes, lat, lon) : false),
    lakeAreaAt: (lat, lon) => (lakes ? lakeAreaAt(lakes, lat, lon) : null),
    nearestTideStationKm(lat, lon) {
      return (
        findNearestTideStation({ lat, lon, maxDistanceKm: WIDE_TIDE_SEARCH_KM })?.distanceKm ?? null
      );
    },
    spotGeo: (lat, lon) => (geo ? spotGeo(geo, lat, lon) : null),
    inUnitedStates,
    outlookDay(input: OutlookDayInput) {
      return outlookDay({
        lat: input.lat,
        lon: input.lon,
        date: input.date,
        timeZone: input.timeZone,
        placeName: input.placeName,
        habitat: input.habitat,
        inLake: input.inLake,
        fishingType: input.fishingType,
        // The bait changes what to throw, not the day's score.
        baitType: 'artificial',
        speciesIds: input.speciesId ? [input.speciesId] : [],
        weather: input.weather ? toHourlyWeather(input.weather) : null,
        weatherSource: input.weather ? 'Open-Meteo forecast (CC BY 4.0)' : null,
        measuredWater: input.measuredWater,
        seaForecast: input.seaForecast,
        tideStation: input.station
          ? tideStationRef(input.station.id, input.station.distanceKm)
          : null,
        climate: input.climate,
        geo: input.geo,
        closures: input.closures,
      });
    },
    water(input: WaterInput) {
      const { lat, lon } = input;
      return waterAtSpot({
        lat,
        lon,
        date: input.date,
        placeName: input.placeName,
        inLake: input.inLake,
        lakeAreaKm2: input.inLake && lakes ? lakeAreaAt(lakes, lat, lon) : null,
        geo: geo ? spotGeo(geo, lat, lon) : null,
        station: input.station ? tideStationRef(input.station.id, input.station.distanceKm) : null,
        weather: input.weather ? toHourlyWeather(input.weather) : null,
        climate: input.climate,
        measured: null,
        seaForecast: null,
      });
    },
    day({ lat, lon, date, timeZone, station, weather, waterTempF }: DayInput): TConditionsDay {
      const sky = computeSky({ lat, lon, date, timeZone });
      const solunar = computeSolunar(sky);
      const ref = station ? tideStationRef(station.id) : null;
      const tides = ref ? predictTides({ station: ref, date, timeZone }) : null;
      const dayHours = weather?.filter((h) => h.time.startsWith(date)).length ?? 0;
      // Every hour of the local day: 23 on a spring-forward day, 25 on a fall-back day.
      const { start, end } = localDayBounds(date, timeZone);
      const bite =
        weather &&
        dayHours > 0 &&
        dayHours >= Math.round((end.getTime() - start.getTime()) / 3_600_000)
          ? scoreDay({
              date,
              timeZone,
              habitat: station ? 'salt' : 'fresh',
              waterBody: station ? 'coast' : 'unknown',
              fishingType: 'shore',
              sky,
              solunar,
              tides,
              weather: toHourlyWeather(weather),
              waterTempF,
            }).hours.map((h) => ({
              hour: Math.floor(h.minuteOfDay / 60),
              score: h.score,
              reasons: h.reasons.map((r) => r.text),
            }))
          : null;
      return {
        date,
        sky: {
          sunrise: sky.sunrise,
          sunset: sky.sunset,
          civilDawn: sky.civilDawn,
          civilDusk: sky.civilDusk,
          moonrise: sky.moonrise,
          moonset: sky.moonset,
          moonUpperTransit: sky.moonUpperTransit,
          moonLowerTransit: sky.moonLowerTransit,
          moon: {
            phaseName: sky.moon.phaseName,
            illuminationPct: sky.moon.illuminationPct,
            daysToNewMoon: sky.moon.daysToNewMoon,
            daysToFullMoon: sky.moon.daysToFullMoon,
          },
        },
        solunar: {
          periods: solunar.periods.map((p) => ({
            kind: p.kind,
            event: p.event,
            startMinute: p.startMinute,
            endMinute: p.endMinute,
            coincidesWith: p.coincidesWith,
          })),
          dayRating: solunar.dayRating,
          reasons: solunar.reasons,
        },
        tides:
          tides && station
            ? {
                station: {
                  id: station.sourceStationId,
                  source: station.sourceName,
                  name: station.name,
                  distanceKm: station.distanceKm,
                },
                extremes: tides.extremes.map((e) => ({
                  utc: e.utc,
                  local: e.local,
                  minuteOfDay: e.minuteOfDay,
                  kind: e.kind,
                  heightFt: e.heightFt,
                })),
                // Half-hourly is smooth enough for a chart and halves the answer's biggest array.
                curve: tides.curve
                  .filter((p) => p.minuteOfDay % 30 === 0)
                  .map((p) => ({ minuteOfDay: p.minuteOfDay, heightFt: p.heightFt })),
              }
            : null,
        bite,
      };
    },
  };
}
