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
import { resolveWaterTemp, type WaterTemp } from '../water/water-temperature.ts';
import { estimateIce, iceSeasonPossible } from '../ice/ice-estimate.ts';
import { iceTacticFor } from '../species/ice-tactics.ts';
import { temperatureResponseOf } from '../species/temperature-response.ts';
import type { TIceEstimate, WaterKind } from '@anglerscout/contracts';
import { evaluateRules } from '../rules/evaluate-rules.ts';
import { preferOpen } from '../rules/prefer-open.ts';
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

const ICE_BASIS = {
  status: 'guide practice' as const,
  citations: [
    'Common ice-fishing practice as described by state agencies (e.g. Minnesota DNR, Wisconsin DNR ice fishing pages)',
  ],
};

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

const MONTH_ABBR = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * What the day is planned from: the live forecast when it covers the whole date; a partial
 * forecast when it covers some of it or only the week before; otherwise sun, moon, tides (salt),
 * season and the typical water temperature for the date.
 */
export function plannedFrom(
  input: Pick<BuildReportInput, 'weather'>,
  date: string,
  parts: { tides: boolean; water: WaterTemp | null },
): StructuredReport['plannedFrom'] {
  const times = input.weather?.time ?? [];
  const hours = times.filter((t) => t.startsWith(date)).length;
  if (hours >= 24) return { basis: 'forecast', text: 'Planned from the live forecast.' };
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  const when = `${MONTH_ABBR[m - 1]} ${d}`;
  const list = [
    'sun',
    'moon',
    ...(parts.tides ? ['tides'] : []),
    'season',
    ...(parts.water?.kind === 'climatology' ? ['typical water temperature'] : []),
  ];
  const words = `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
  if (hours > 0 || times.length > 0)
    return {
      basis: 'partial forecast',
      text: `The forecast covers only part of ${when}: planned from what it reaches, with ${words} for the rest.`,
    };
  return {
    basis: 'season and climatology',
    text: `No forecast reaches ${when} yet: planned from ${words}.`,
  };
}

/** Ice can form on lakes, reservoirs and slow rivers; not on salt water or tailwaters below dams. */
function iceWater(
  habitat: 'salt' | 'fresh',
  kind: WaterKind,
  waterBody: WaterBody,
): 'lake' | 'river' | null {
  if (habitat !== 'fresh' || kind === 'tailwater') return null;
  if (waterBody === 'river' || kind === 'river') return 'river';
  return 'lake';
}

/** Under ice the water is near 32 °F at the top and up to 39 °F at the bottom. */
function underIce(water: WaterTemp | null): WaterTemp {
  return {
    tempF: 34,
    kind: water?.kind === 'measured' ? 'measured' : (water?.kind ?? 'climatology'),
    method: 'under ice: near 32 °F just below the ice, up to 39 °F near the bottom',
    errorF: 3,
    source: water?.source ?? 'physical limits of fresh water under ice',
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
  const rows = weatherRows(input.weather);
  const climate = input.climate ?? null;
  const estimated = resolveWaterTemp({
    habitat: habitat.habitat,
    measured: input.measuredWater ?? null,
    seaForecast: input.seaForecast ?? null,
    recentAirTempsF: rows
      .filter((r) => r.time < endLocal)
      .slice(-168)
      .map((r) => r.temperatureF),
    date,
    weatherRows: rows,
    climate,
    waterBody,
  });
  const iceOn = iceWater(habitat.habitat, waterKind.kind, waterBody);
  let ice: TIceEstimate | null =
    iceOn && iceSeasonPossible(date, lat)
      ? estimateIce({ date, water: iceOn, weatherRows: rows, climate, lat })
      : null;
  // The Great Lakes rarely freeze across: bays and harbours do, open water does not.
  // (Only a named Great Lake or the user's choice: the first water-kind suggestion also calls
  // inland lakes of the Great Lakes states "great-lakes".)
  const onGreatLake =
    waterKind.kind === 'great-lakes' &&
    (waterKind.chosenBy === 'user' ||
      /\blake (superior|michigan|huron|erie|ontario)\b/i.test(input.placeName ?? ''));
  if (ice?.state === 'likely' && onGreatLake)
    ice = { ...ice, state: 'possible', thicknessIn: null };
  const iced = ice?.state === 'likely';
  const water = iced && (estimated?.tempF ?? 99) > 34 ? underIce(estimated) : estimated;
  const waterTempF = water?.tempF ?? null;

  const named = (input.speciesIds ?? [])
    .map((id) => getSpecies(id))
    .filter((s): s is SpeciesRecord => s !== undefined);
  // Picks made for the angler: a wider list, re-ranked so open fisheries come first.
  const candidates =
    named.length > 0
      ? named.map((species) => ({ species, reason: 'chosen by you' }))
      : chooseTargets({ habitat: habitat.habitat, region, lat, month, waterTempF, max: 6 });
  const ruling = evaluateRules({
    geo: input.geo ?? null,
    lat,
    lon,
    date,
    habitat: habitat.habitat,
    fishingType,
    targets: candidates.map(({ species }) => ({ id: species.id, commonName: species.commonName })),
    closures: input.closures ?? null,
  });
  const chosen =
    named.length > 0
      ? candidates
      : preferOpen(candidates, (id) => ruling.regulations[id]?.status ?? 'open', 3);
  const chosenIds = new Set(chosen.map((c) => c.species.id));
  const rules = {
    ...ruling.rules,
    closures: ruling.rules.closures.filter((c) => chosenIds.has(c.speciesId)),
  };
  const place = { lat, lon };
  const targets: TargetSummary[] = chosen.map(({ species, reason }) => ({
    id: species.id,
    commonName: species.commonName,
    phase:
      waterTempF === null ? phaseByMonth(species, month) : phaseFor(species, waterTempF, month),
    phaseFrom:
      waterTempF === null
        ? 'month'
        : water?.kind === 'climatology'
          ? 'typical water temperature'
          : 'water temperature',
    why: reason,
    preferredTempF: rangeView(species.preferredTempF),
    spawnTempF: rangeView(species.spawnTempF),
    regulation: ruling.regulations[species.id] ?? null,
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
  if (!water)
    missing.push(
      'water temperature (nothing measured, forecast, estimated or typical for this spot)',
    );
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
  const safety = safetyNotes(conditions, habitat.habitat, waterBody, fishingType, plan, ice);
  const planned = plannedFrom(input, date, { tides: tides !== null, water });
  const verdict = verdictFor(day.hours, windows, conditions, targets, safety, planned, ice);
  const onIce = (species: SpeciesRecord) => (iced ? iceTacticFor(species) : null);
  const iceLine =
    fishingType === 'shore'
      ? 'on foot on the ice: drill a line of holes from shallow to deep and move until you find fish'
      : `the water is likely iced over on this date, so this is ice fishing on foot, not from a ${fishingType === 'kayak' ? 'kayak' : 'boat'}: walk out only on measured ice and drill a line of holes from shallow to deep`;

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
    whereToFish: chosen.map(({ species }, i) => {
      const tactic = onIce(species);
      return {
        speciesId: species.id,
        commonName: species.commonName,
        phase: targets[i]!.phase,
        where: tactic
          ? `through the ice: ${tactic.where}`
          : iced
            ? `the water is likely iced over: ${holdingFor(species, habitat.habitat, targets[i]!.phase, place)}`
            : holdingFor(species, habitat.habitat, targets[i]!.phase, place),
        ...(tactic ? { basis: ICE_BASIS } : {}),
      };
    }),
    howToFish: chosen.map(({ species }) => {
      const tactic = onIce(species);
      const p = species.presentations[baitType];
      const cold = waterTempF !== null ? temperatureResponseOf(species) : null;
      return {
        speciesId: species.id,
        commonName: species.commonName,
        baitType,
        fishingType,
        presentation: tactic
          ? { what: tactic.what, size: tactic.size, colours: 'n/a', how: tactic.how }
          : { ...p, how: localiseHabitat(p.how, lat, lon) },
        approach: iced
          ? iceLine
          : cold && waterTempF !== null && waterTempF < cold.activeMinF
            ? `${approachFor(species, fishingType)}; in cold water ${cold.coldNote}`
            : approachFor(species, fishingType),
        feedingTimes: species.feedingTimes,
        ...(tactic ? { basis: ICE_BASIS } : {}),
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
      climate,
      ice,
    }),
    localIntel: input.localIntel ? summariseLocalIntel(input.localIntel) : null,
    waterKind,
    plannedFrom: planned,
    ice,
    rules,
  };
}
