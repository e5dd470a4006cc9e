import { scoreDay } from '../bite/score-day.ts';
import type { WaterBody } from '../bite/types.ts';
import { weatherRows } from '../bite/weather-series.ts';
import { suggestHabitat } from '../habitat/suggest-habitat.ts';
import { suggestWaterKind, waterBodyOfKind } from '../habitat/water-kind.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { approachFor, getSpecies, holdingFor, localiseHabitat } from '../species/catalogue.ts';
import { chooseTargets } from '../species/choose-targets.ts';
import { phaseByMonth, phaseFor } from '../species/phases.ts';
import { regionFor } from '../species/region.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { predictTides, type Tides } from '../tides/predict-tides.ts';
import {
  findNearestTideStation,
  tideDatabaseLoaded,
  type TideStationRef,
} from '../tides/tide-stations.ts';
import { localDayBounds, offsetMinutes, parseLocalDate } from '../time/local-time.ts';
import { timeZoneFor } from '../time/time-zone.ts';
import { resolveWaterTemp } from '../water/water-temperature.ts';
import { bestWindows } from './best-windows.ts';
import { summariseLocalIntel } from './local-intel.ts';
import { reportSources } from './report-sources.ts';
import { safetyNotes } from './safety-notes.ts';
import { rangeView } from './species-ranges.ts';
import { tidePlan } from './tide-plan.ts';
import type { BuildReportInput, Conditions, StructuredReport, TargetSummary } from './types.ts';
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

/** Lake, river or coast: a mapped lake wins, then words in the place name. */
export function waterBodyFor(
  habitat: 'salt' | 'fresh',
  inLake: boolean,
  placeName: string | null,
): WaterBody {
  if (habitat === 'salt') return 'coast';
  if (inLake) return 'lake';
  const name = placeName ?? '';
  if (/\b(river|creek|stream|fork|brook|run|tailwater)\b/i.test(name)) return 'river';
  if (/\b(lake|reservoir|pond|lagoon)\b/i.test(name)) return 'lake';
  return 'unknown';
}

/**
 * Whether the forecast covers the report's date (every hour of it: 23 on a spring-forward day, 25
 * on a fall-back day); without it, why: the forecast does not reach the date, or its service did
 * not answer (then the report says so and when, instead of blaming the date).
 */
function plannedFrom(
  input: BuildReportInput,
  date: string,
  timeZone: string,
): StructuredReport['plannedFrom'] {
  const hours = (input.weather?.time ?? []).filter((t) => t.startsWith(date)).length;
  const { start, end } = localDayBounds(date, timeZone);
  if (hours > 0 && hours >= Math.round((end.getTime() - start.getTime()) / 3_600_000))
    return { basis: 'forecast', text: 'Planned from the live forecast.' };
  if (input.forecastUnavailable)
    return {
      basis: 'season and climatology',
      text: `${input.forecastUnavailable.replace(/[.\s]+$/, '')}: planned from sun, moon, tides and season.`,
    };
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
  const month = parseLocalDate(date).month;
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
    region,
    lat,
    lon,
    geo: input.geo ?? null,
    tideStationKm: station?.distanceKm ?? null,
  });
  const waterBody =
    waterKind.chosenBy === 'user'
      ? waterBodyOfKind(waterKind.kind)
      : waterBodyFor(habitat.habitat, input.inLake ?? false, input.placeName ?? null);
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

  const named = (input.speciesIds ?? [])
    .map((id) => getSpecies(id))
    .filter((s): s is SpeciesRecord => s !== undefined);
  const chosen =
    named.length > 0
      ? named.map((species) => ({ species, reason: 'chosen by you' }))
      : chooseTargets({ habitat: habitat.habitat, region, lat, month, waterTempF });
  const place = { lat, lon };
  const targets: TargetSummary[] = chosen.map(({ species, reason }) => ({
    id: species.id,
    commonName: species.commonName,
    phase:
      waterTempF === null ? phaseByMonth(species, month) : phaseFor(species, waterTempF, month),
    phaseFrom: waterTempF === null ? 'month' : 'water temperature',
    why: reason,
    preferredTempF: rangeView(species.preferredTempF),
    spawnTempF: rangeView(species.spawnTempF),
  }));
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
  if (named.length === 0) missing.push('target species (chosen for you)');
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
      )
    : null;
  const windows = bestWindows(day.hours);
  const safety = safetyNotes(conditions, habitat.habitat, waterBody, fishingType, plan);
  const verdict = verdictFor(day.hours, windows, conditions, targets, safety);

  return {
    version: 2,
    place: { name: input.placeName ?? null, lat, lon, timeZone, region },
    date,
    habitat,
    waterBody,
    fishingType,
    baitType,
    targets,
    targetsChosenBy: named.length > 0 ? 'user' : 'suggested',
    verdict,
    bestWindows: windows,
    hourly: day.hours,
    whereToFish: chosen.map(({ species }, i) => ({
      speciesId: species.id,
      commonName: species.commonName,
      phase: targets[i]!.phase,
      where: holdingFor(species, habitat.habitat, targets[i]!.phase, place),
    })),
    howToFish: chosen.map(({ species }) => {
      const p = species.presentations[baitType];
      return {
        speciesId: species.id,
        commonName: species.commonName,
        baitType,
        fishingType,
        presentation: { ...p, how: localiseHabitat(p.how, lat, lon) },
        approach: approachFor(species, fishingType),
        feedingTimes: species.feedingTimes,
      };
    }),
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
    plannedFrom: plannedFrom(input, date, timeZone),
  };
}
