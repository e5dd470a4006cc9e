import { scoreDay } from '../bite/score-day.ts';
import { weatherRows } from '../bite/weather-series.ts';
import { suggestHabitat } from '../habitat/suggest-habitat.ts';
import { suggestWaterKind } from '../habitat/water-kind.ts';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { regionFor } from '../species/region.ts';
import { subRegionFor } from '../species/regions/index.ts';
import { coldTailwaterSubRegion } from '../species/regions/cold-tailwaters.ts';
import { coldTailwaterWater } from '../water/cold-tailwaters.ts';
import { releaseRiverWater } from '../water/release-rivers.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { predictTides, type Tides } from '../tides/predict-tides.ts';
import {
  findNearestTideStation,
  findOpenCoastTideStation,
  tideDatabaseLoaded,
  type TideStationRef,
} from '../tides/tide-stations.ts';
import { localDayBounds, offsetMinutes } from '../time/local-time.ts';
import { timeZoneFor } from '../time/time-zone.ts';
import { resolveWaterTemp, type WaterTemp } from '../water/water-temperature.ts';
import { addDays } from '../climate/air-record.ts';
import { typicalOn } from '../climate/normals.ts';
import { PHASE_RULES } from '../species/phases.ts';
import { iceTacticFor } from '../species/ice-tactics.ts';
import { leavesColdWater, temperatureResponseOf } from '../species/temperature-response.ts';
import type { WaterKind } from '@anglerscout/contracts';
import { evaluateRules } from '../rules/evaluate-rules.ts';
import { preferOpen } from '../rules/prefer-open.ts';
import { howToUnderRules, iceBaitWithoutLiveFish } from '../rules/apply-tackle.ts';
import { bestWindows } from './best-windows.ts';
import { summariseLocalIntel } from './local-intel.ts';
import { reportSources } from './report-sources.ts';
import { safetyNotes } from './safety-notes.ts';
import { fishingAdvice, pickTargets, placeFeatures } from './fishing-advice.ts';
import { tidePlan } from './tide-plan.ts';
import type { BuildReportInput, Conditions, StructuredReport } from './types.ts';
import { verdictFor } from './verdict.ts';
import { summariseWeather } from './weather-summary.ts';
import { spotWater } from './spot-water.ts';

function resolveStation(input: BuildReportInput, missing: string[]): TideStationRef | null {
  if (input.tideStation !== undefined) return input.tideStation;
  if (!tideDatabaseLoaded()) {
    missing.push('tide station lookup (tide database not loaded)');
    return null;
  }
  return findNearestTideStation({ lat: input.lat, lon: input.lon });
}

/**
 * A fresh river with a tide station this close is tidal fresh water (the James at Dutch Gap, 1.7
 * km from the Chester station; the Potomac at Fletcher's Cove, 3.5 km from Wisconsin Avenue): it
 * keeps its fresh-water fish and rules, and gets the tide plan and the tide in its hourly scores.
 * Tide stations on rivers stand at the tidal reach; judgement: within 8 km, a river spot is on the
 * same tidal water, farther off it may be above the head of tide or on another stream.
 */
export const TIDAL_FRESH_RIVER_KM = 8;

function tidalFreshRiver(
  habitat: 'salt' | 'fresh',
  kind: WaterKind,
  station: TideStationRef,
): boolean {
  return habitat === 'fresh' && kind === 'river' && station.distanceKm <= TIDAL_FRESH_RIVER_KM;
}

const ICE_BASIS = {
  status: 'guide practice' as const,
  citations: [
    'Common ice-fishing practice as described by state agencies (e.g. Minnesota DNR, Wisconsin DNR ice fishing pages)',
  ],
};

/** Open fish offered in place of a named fish that is closed on the date. */
const CLOSED_ALTERNATIVES = 2;

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
 * What the day is planned from: the live forecast when it covers every hour of the date (23 on a
 * spring-forward day, 25 on a fall-back day); a partial forecast when it covers some of it or only
 * the week before; when the forecast service did not answer, that (and when it was last tried),
 * never blaming the date; otherwise sun, moon, tides (salt), season and the typical water
 * temperature for the date.
 */
function plannedFrom(
  input: Pick<BuildReportInput, 'weather' | 'forecastUnavailable'>,
  date: string,
  timeZone: string,
  parts: { tides: boolean; water: WaterTemp | null },
): StructuredReport['plannedFrom'] {
  const times = input.weather?.time ?? [];
  const hours = times.filter((t) => t.startsWith(date)).length;
  const { start, end } = localDayBounds(date, timeZone);
  if (hours > 0 && hours >= Math.round((end.getTime() - start.getTime()) / 3_600_000))
    return { basis: 'forecast', text: 'Planned from the live forecast.' };
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
  if (input.forecastUnavailable)
    return {
      basis: 'season and climatology',
      text: `${input.forecastUnavailable.replace(/[.\s]+$/, '')}: planned from ${words}.`,
    };
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

/**
 * The whole analysis for one place and day, as structured facts: what the built-in writer and
 * any model-based writer turn into prose. Pure: every outside fact arrives in the input.
 */
export function buildReport(input: BuildReportInput): StructuredReport {
  const { lat, lon, date, fishingType, baitType } = input;
  const timeZone = input.timeZone ?? timeZoneFor(lat, lon);
  const region = regionFor(lat, lon);
  const prior: string[] = [];
  const nearestStation = resolveStation(input, prior);
  const habitat = suggestHabitat({
    tideStation: nearestStation,
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
    tideStationKm: nearestStation?.distanceKm ?? null,
    fishingType,
  });
  const kind = waterKind.kind;
  // The open coast reads its tide on the ocean side, not in a back bay across the island
  const station =
    nearestStation && input.tideStation === undefined && (kind === 'surf' || kind === 'rocky-coast')
      ? (findOpenCoastTideStation({ lat, lon }) ?? nearestStation)
      : nearestStation;
  const { end } = localDayBounds(date, timeZone);
  const rows = weatherRows(input.weather);
  const climate = input.climate ?? null;
  // The water: measured, forecast, a cold tailwater's or a western dam's release, the estimate
  // from the air, the typical for the date; ice over it (the Conditions page reads the same).
  const { coldTail, release, waterBody, ice, iced, water } = spotWater({
    lat,
    lon,
    date,
    habitat: habitat.habitat,
    kind,
    region,
    state: input.geo?.state ?? null,
    placeName: input.placeName ?? null,
    rows,
    climate,
    measured: input.measuredWater ?? null,
    seaForecast: input.seaForecast ?? null,
  });
  const subRegion = coldTail
    ? coldTailwaterSubRegion(coldTail, region)
    : subRegionFor(lat, lon, habitat.habitat, kind, input.geo?.state ?? null);
  const sky = computeSky({ lat, lon, date, timeZone });
  const solunar = computeSolunar(sky);
  const tides: Tides | null =
    station && (habitat.habitat === 'salt' || tidalFreshRiver(habitat.habitat, kind, station))
      ? predictTides({ station, date, timeZone })
      : null;
  const waterTempF = water?.tempF ?? null;

  // The typical water a month back: a spring spawn already a month old has passed.
  const spanAgoDate = addDays(date, -PHASE_RULES.spawnSpanDays);
  const spanAgo =
    habitat.habitat !== 'fresh'
      ? null
      : coldTail
        ? coldTailwaterWater(coldTail, spanAgoDate)
        : release
          ? releaseRiverWater(
              release,
              spanAgoDate,
              { lat, lon },
              resolveWaterTemp({
                habitat: 'fresh',
                date: spanAgoDate,
                climate,
                waterBody,
                waterKind: kind,
              }),
            )
          : resolveWaterTemp({
              habitat: 'fresh',
              date: spanAgoDate,
              climate,
              waterBody,
              waterKind: kind,
            });
  const adviceInput = {
    spanAgoF: iced ? null : (spanAgo?.tempF ?? null),
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
    climate,
    lon,
    coastKm: input.geo?.coastKm ?? null,
    lakeAreaKm2: input.lakeAreaKm2 ?? null,
    iced,
    placeName: input.placeName ?? null,
  };
  // Picks made for the angler: a wider list, re-ranked so open fisheries come first. When the
  // angler names a fish, the chooser's picks are evaluated too: the open alternatives offered
  // if the named fish is closed on the date.
  const { chosen: candidates, named } = pickTargets(adviceInput, 6);
  const alternates = named
    ? pickTargets({ ...adviceInput, speciesIds: [] }, 6).chosen.filter(
        (a) => !candidates.some((c) => c.species.id === a.species.id),
      )
    : [];
  const ruling = evaluateRules({
    geo: input.geo ?? null,
    lat,
    lon,
    date,
    habitat: habitat.habitat,
    fishingType,
    targets: [...candidates, ...alternates].map(({ species }) => ({
      id: species.id,
      commonName: species.commonName,
    })),
    closures: input.closures ?? null,
    kind,
    pier: fishingType === 'shore' && /\bpier\b/i.test(input.placeName ?? ''),
    bait: baitType,
  });
  const statusOf = (id: string) => ruling.regulations[id]?.status ?? 'open';
  const isClosed = (c: { species: SpeciesRecord }) => statusOf(c.species.id) === 'closed';
  let chosen = named ? candidates : preferOpen(candidates, statusOf, 3);
  // A named fish closed to all fishing on the date: no plan for it, and open fish offered instead.
  if (named && chosen[0] && isClosed(chosen[0])) {
    const offered = preferOpen(alternates, statusOf, alternates.length).filter((a) => !isClosed(a));
    chosen = [...chosen.filter(isClosed), ...chosen.filter((c) => !isClosed(c)), ...offered].slice(
      0,
      chosen.length + CLOSED_ALTERNATIVES,
    );
  }
  const chosenIds = new Set(chosen.map((c) => c.species.id));
  const rules = {
    ...ruling.rules,
    closures: ruling.rules.closures.filter((c) => chosenIds.has(c.speciesId)),
  };
  // A species' notice goes with that species: none about a fish the report does not show.
  if (rules.notices) {
    const notices = rules.notices.filter((n) => {
      const about = ruling.noticeSpecies.get(n.text);
      return !about || about.some((id) => chosenIds.has(id));
    });
    if (notices.length) rules.notices = notices;
    else delete rules.notices;
  }
  const advice = fishingAdvice(adviceInput, chosen);
  const targets = advice.targets.map((t) => ({
    ...t,
    regulation: ruling.regulations[t.id] ?? null,
  }));
  // The day is scored for the first fish that may be fished for.
  const main = (chosen.find((c) => !isClosed(c)) ?? chosen[0])?.species ?? null;

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
    iced,
    waterKind: kind,
    baitType,
    belowDam: kind === 'tailwater' || coldTail !== null || release !== null,
    typicalAirF: climate?.air ? typicalOn(climate.air, date).meanF : null,
  });
  const missing = [...prior, ...day.missing.filter((m) => m !== 'water temperature')];
  if (!water)
    missing.push(
      'water temperature (nothing measured, forecast, estimated or typical for this spot)',
    );
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
        fishingType,
        { lat, lon },
      )
    : null;
  // No best times for a fish that may not be fished for.
  const windows = main && isClosed({ species: main }) ? [] : bestWindows(day.hours);
  const safety = safetyNotes(conditions, habitat.habitat, waterBody, fishingType, plan, ice, {
    lat,
    lon,
    date,
    kind,
    state: ruling.rules.state,
    offshoreNm: ruling.waters.offshoreNm,
    name: input.placeName ?? null,
  });
  const planned = plannedFrom(input, date, timeZone, { tides: tides !== null, water });
  const verdict = verdictFor(day.hours, windows, conditions, targets, safety, planned, ice);
  const onIce = (species: SpeciesRecord) => (iced ? iceTacticFor(species, baitType) : null);
  const iceLine =
    fishingType === 'shore'
      ? 'on foot on the ice: drill a line of holes from shallow to deep and move until you find fish'
      : `the water is likely iced over on this date, so this is ice fishing on foot, not from a ${fishingType === 'kayak' ? 'kayak' : 'boat'}: walk out only on measured ice and drill a line of holes from shallow to deep`;

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
    // A fish closed to all fishing gets no plan: the verdict and the rules block say why.
    whereToFish: advice.whereToFish.flatMap((w, i) => {
      const species = chosen[i]!.species;
      if (isClosed(chosen[i]!)) return [];
      const tactic = onIce(species);
      if (tactic) return [{ ...w, where: `through the ice: ${tactic.where}`, basis: ICE_BASIS }];
      return [iced ? { ...w, where: `the water is likely iced over: ${w.where}` } : w];
    }),
    howToFish: advice.howToFish.flatMap((h, i) => {
      const { species, phase } = chosen[i]!;
      if (isClosed(chosen[i]!)) return [];
      const tactic = onIce(species);
      const cold = waterTempF !== null ? temperatureResponseOf(species) : null;
      const rule = ruling.tackle[species.id];
      const ruled = rule
        ? howToUnderRules(h, species, rule, {
            bait: baitType,
            kind,
            phase: phase.phase,
            waterTempF,
            fishingType,
          })
        : h;
      return [
        {
          ...ruled,
          ...(tactic
            ? {
                presentation: {
                  what:
                    rule?.limits.noLiveFishBait && baitType === 'live'
                      ? iceBaitWithoutLiveFish(tactic.what)
                      : tactic.what,
                  size: tactic.size,
                  colours: 'n/a',
                  how: tactic.how,
                },
                basis: ICE_BASIS,
              }
            : {}),
          ...(iced
            ? { approach: iceLine, approachBasis: ICE_BASIS }
            : cold &&
                waterTempF !== null &&
                // Below the note's own threshold, or in the winter phase below the active range.
                (waterTempF < (cold.coldNoteBelowF ?? cold.activeMinF) ||
                  (phase.phase === 'winter' && waterTempF < cold.activeMinF))
              ? {
                  // "in cold water false albacore leave cold water" read as a stutter (review 9)
                  approach: leavesColdWater(species, waterTempF)
                    ? `${ruled.approach}; the water is cold for them now: ${cold.coldNote}`
                    : `${ruled.approach}; in cold water ${cold.coldNote}`,
                }
              : {}),
        },
      ];
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
