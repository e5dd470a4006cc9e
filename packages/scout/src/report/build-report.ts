import { scoreDay } from '../bite/score-day.ts';
import { weatherRows } from '../bite/weather-series.ts';
import { suggestHabitat } from '../habitat/suggest-habitat.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { approachFor, getSpecies, holdingFor } from '../species/catalogue.ts';
import { chooseTargets } from '../species/choose-targets.ts';
import { phaseFor } from '../species/phases.ts';
import { regionFor } from '../species/region.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { predictTides, type Tides } from '../tides/predict-tides.ts';
import {
  findNearestTideStation,
  tideDatabaseLoaded,
  type TideStationRef,
} from '../tides/tide-stations.ts';
import { parseLocalDate } from '../time/local-time.ts';
import { timeZoneFor } from '../time/time-zone.ts';
import { estimateWaterTemp } from '../water/estimate-water-temp.ts';
import { bestWindows } from './best-windows.ts';
import { reportSources } from './report-sources.ts';
import { safetyNotes } from './safety-notes.ts';
import { tidePlan } from './tide-plan.ts';
import type {
  BuildReportInput,
  Conditions,
  Rating,
  StructuredReport,
  TargetSummary,
} from './types.ts';
import { verdictFor } from './verdict.ts';
import { summariseWeather } from './weather-summary.ts';

function resolveStation(input: BuildReportInput, missing: string[]): TideStationRef | null {
  if (input.tideStation !== undefined) return input.tideStation;
  if (!tideDatabaseLoaded()) {
    missing.push('tide station lookup (tide database not loaded)');
    return null;
  }
  return findNearestTideStation({
    lat: input.lat,
    lon: input.lon,
    maxDistanceKm: input.maxTideDistanceKm ?? 50,
  });
}

/** Air temperatures from the series up to the end of the report date, for the water estimate. */
function airBefore(input: BuildReportInput, end: string): (number | null)[] {
  return weatherRows(input.weather)
    .filter((r) => r.time < end)
    .map((r) => r.temperatureF);
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
  });
  const sky = computeSky({ lat, lon, date, timeZone });
  const solunar = computeSolunar(sky);
  const tides: Tides | null =
    station && habitat.habitat === 'salt' ? predictTides({ station, date, timeZone }) : null;

  const endOfDay = `${date}T24:00`;
  const estimate = input.water
    ? null
    : estimateWaterTemp({
        lat,
        date,
        habitat: habitat.habitat,
        recentAirTempsF: airBefore(input, endOfDay),
      });
  const waterTempF = input.water ? input.water.tempF : estimate!.tempF;

  const named = (input.speciesIds ?? [])
    .map((id) => getSpecies(id))
    .filter((s): s is SpeciesRecord => s !== undefined);
  const chosen =
    named.length > 0
      ? named.map((species) => ({ species, reason: 'chosen by you' }))
      : chooseTargets({
          habitat: habitat.habitat,
          region,
          month,
          waterTempF,
          summerPeakWaterF: estimateWaterTemp({
            lat,
            date: `${date.slice(0, 4)}-08-08`,
            habitat: habitat.habitat,
          }).tempF,
        });
  const targets: TargetSummary[] = chosen.map(({ species, reason }) => ({
    id: species.id,
    commonName: species.commonName,
    phase: phaseFor(species, waterTempF, month),
    why: reason,
    preferredTempF: [species.preferredTempF.minF, species.preferredTempF.maxF],
    spawnTempF: [species.spawnTempF.minF, species.spawnTempF.maxF],
  }));
  const main = chosen[0]?.species ?? null;

  const day = scoreDay({
    date,
    timeZone,
    habitat: habitat.habitat,
    fishingType,
    sky,
    solunar,
    tides,
    weather: input.weather ?? null,
    waterTempF,
    species: main,
  });
  const missing = [...prior, ...day.missing.filter((m) => m !== 'water temperature')];
  if (!input.water) missing.push('measured water temperature (estimated instead)');
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
    weather: summariseWeather(input.weather, date),
    water: input.water
      ? {
          tempF: Math.round(input.water.tempF),
          measured: true,
          source: input.water.source,
          uncertaintyF: null,
        }
      : {
          tempF: estimate!.tempF,
          measured: false,
          source: `estimate: ${estimate!.method}`,
          uncertaintyF: estimate!.uncertaintyF,
        },
  };
  const plan = tides
    ? tidePlan(
        tides,
        chosen.map((c) => c.species),
      )
    : null;
  const windows = bestWindows(day.hours);
  const verdict = verdictFor(day.hours, windows, conditions, targets);

  return {
    version: 1,
    place: { name: input.placeName ?? null, lat, lon, timeZone, region },
    date,
    habitat,
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
      where: holdingFor(species, habitat.habitat, targets[i]!.phase),
    })),
    howToFish: chosen.map(({ species }) => ({
      speciesId: species.id,
      commonName: species.commonName,
      baitType,
      fishingType,
      presentation: species.presentations[baitType],
      approach: approachFor(species, fishingType),
      feedingTimes: species.feedingTimes,
    })),
    conditions,
    tidePlan: plan,
    safety: safetyNotes(conditions, habitat.habitat, fishingType, plan),
    missing: dedupedMissing,
    sources: reportSources({
      tides,
      weatherSource: input.weather
        ? (input.weatherSource ?? 'hourly weather forecast supplied by the caller')
        : null,
      water: conditions.water,
      species: chosen.map((c) => c.species),
    }),
  };
}

export type { Rating };
