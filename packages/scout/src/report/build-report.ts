import { scoreDay } from '../bite/score-day.ts';
import { weatherRows } from '../bite/weather-series.ts';
import { suggestHabitat } from '../habitat/suggest-habitat.ts';
import { suggestWaterKind, waterBodyOfKind } from '../habitat/water-kind.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { regionFor } from '../species/region.ts';
import { subRegionFor } from '../species/regions/index.ts';
import { predictTides, type Tides } from '../tides/predict-tides.ts';
import {
  findNearestTideStation,
  tideDatabaseLoaded,
  type TideStationRef,
} from '../tides/tide-stations.ts';
import { localDayBounds, offsetMinutes } from '../time/local-time.ts';
import { timeZoneFor } from '../time/time-zone.ts';
import { resolveWaterTemp } from '../water/water-temperature.ts';
import { bestWindows } from './best-windows.ts';
import { summariseLocalIntel } from './local-intel.ts';
import { reportSources } from './report-sources.ts';
import { safetyNotes } from './safety-notes.ts';
import { fishingAdvice, pickTargets, placeFeatures } from './fishing-advice.ts';
import { tidePlan } from './tide-plan.ts';
import type { BuildReportInput, Conditions, StructuredReport } from './types.ts';
import { verdictFor } from './verdict.ts';
import { summariseWeather } from './weather-summary.ts';

function resolveStation(input: BuildReportInput, missing: string[]): TideStationRef | null {
  if (input.tideStation !== undefined) return input.tideStation;
  if (!tideDatabaseLoaded()) {
    missing.push('tide station lookup (tide database not loaded)');
    return null;
  }
  return findNearestTideStation({ lat: input.lat, lon: input.lon });
}

/** Whether the forecast reaches the report's date (all 24 hours of it). */
function plannedFrom(input: BuildReportInput, date: string): StructuredReport['plannedFrom'] {
  const hours = (input.weather?.time ?? []).filter((t) => t.startsWith(date)).length;
  if (hours >= 24) return { basis: 'forecast', text: 'Planned from the live forecast.' };
  return {
    basis: 'season and climatology',
    text: 'No forecast reaches this date yet: planned from sun, moon, tides and season.',
  };
}

/**
 * The whole analysis for one place and day, as structured facts: what the built-in writer and
 * any model-based writer turn into prose. Pure: every outside fact arrives in the input.
 */
export function buildReport(input: BuildReportInput): StructuredReport {
  const { lat, lon, date, fishingType, baitType } = input;
  const timeZone = input.timeZone ?? timeZoneFor(lat, lon);
  const region = regionFor(lat, lon);
  const prior: string[] = [];
  const station = resolveStation(input, prior);
  const habitat = suggestHabitat({
    tideStation: station,
    userChoice: input.habitat ?? null,
    placeName: input.placeName ?? null,
    inLake: input.inLake ?? false,
  });
  const waterKind = suggestWaterKind({
    habitat: habitat.habitat,
    userChoice: input.waterKind ?? null,
    placeName: input.placeName ?? null,
    inLake: input.inLake ?? false,
    lakeAreaKm2: input.lakeAreaKm2 ?? null,
    region,
    lat,
    lon,
    geo: input.geo ?? null,
    tideStationKm: station?.distanceKm ?? null,
    fishingType,
  });
  const kind = waterKind.kind;
  const subRegion = subRegionFor(lat, lon, habitat.habitat, kind);
  const waterBody = waterBodyOfKind(kind);
  const sky = computeSky({ lat, lon, date, timeZone });
  const solunar = computeSolunar(sky);
  const tides: Tides | null =
    station && habitat.habitat === 'salt' ? predictTides({ station, date, timeZone }) : null;

  const { end } = localDayBounds(date, timeZone);
  const endLocal = `${date}T24:00`;
  const water = resolveWaterTemp({
    habitat: habitat.habitat,
    measured: input.measuredWater ?? null,
    seaForecast: input.seaForecast ?? null,
    recentAirTempsF: weatherRows(input.weather)
      .filter((r) => r.time < endLocal)
      .slice(-168)
      .map((r) => r.temperatureF),
  });
  const waterTempF = water?.tempF ?? null;

  const adviceInput = {
    habitat: habitat.habitat,
    region,
    subRegion,
    kind,
    lat,
    date,
    fishingType,
    baitType,
    speciesIds: input.speciesIds ?? [],
    water: water ? { tempF: water.tempF, kind: water.kind } : null,
    climate: input.climate ?? null,
  };
  const { chosen, named } = pickTargets(adviceInput);
  const advice = fishingAdvice(adviceInput, chosen);
  const targets = advice.targets;
  const main = chosen[0]?.species ?? null;

  const day = scoreDay({
    date,
    timeZone,
    habitat: habitat.habitat,
    waterBody,
    fishingType,
    sky,
    solunar,
    tides,
    weather: input.weather ?? null,
    waterTempF,
    species: main,
  });
  const missing = [...prior, ...day.missing.filter((m) => m !== 'water temperature')];
  if (!water) missing.push('water temperature (nothing measured, forecast or estimated)');
  else if (water.kind !== 'measured') missing.push('measured water temperature');
  if (!named) missing.push('target species (chosen for you)');
  const dedupedMissing = [...new Set(missing.filter((m) => m !== 'target species'))];

  const conditions: Conditions = {
    sunrise: sky.sunrise,
    sunset: sky.sunset,
    civilDawn: sky.civilDawn,
    civilDusk: sky.civilDusk,
    moonrise: sky.moonrise,
    moonset: sky.moonset,
    moon: sky.moon,
    solunar: { dayRating: solunar.dayRating, reasons: solunar.reasons, periods: solunar.periods },
    weather: summariseWeather(input.weather, date, {
      lat,
      lon,
      utcOffsetMin: offsetMinutes(new Date(end.getTime() - 12 * 3_600_000), timeZone),
    }),
    water,
  };
  const plan = tides
    ? tidePlan(
        tides,
        chosen.map((c) => c.species),
        kind,
        placeFeatures(subRegion, region, kind),
      )
    : null;
  const windows = bestWindows(day.hours);
  const safety = safetyNotes(conditions, habitat.habitat, waterBody, fishingType, plan);
  const verdict = verdictFor(day.hours, windows, conditions, targets, safety);

  return {
    version: 2,
    place: {
      name: input.placeName ?? null,
      lat,
      lon,
      timeZone,
      region,
      subRegion: subRegion ? { id: subRegion.id, name: subRegion.name } : null,
    },
    date,
    habitat,
    waterBody,
    fishingType,
    baitType,
    targets,
    targetsChosenBy: named ? 'user' : 'suggested',
    verdict,
    bestWindows: windows,
    hourly: day.hours,
    whereToFish: advice.whereToFish,
    howToFish: advice.howToFish,
    conditions,
    tidePlan: plan,
    safety,
    missing: dedupedMissing,
    sources: reportSources({
      tides,
      weatherSource: input.weather
        ? (input.weatherSource ?? 'hourly weather forecast supplied by the caller')
        : null,
      water,
      targets,
    }),
    localIntel: input.localIntel ? summariseLocalIntel(input.localIntel) : null,
    waterKind,
    plannedFrom: plannedFrom(input, date),
  };
}
