import type { WaterKind } from '@anglerscout/contracts';
import type { ClimateNormals } from '../climate/types.ts';
import { basisView } from '../species/basis.ts';
import { cite, read } from '../species/data/helpers.ts';
import {
  approachFor,
  composeHolding,
  feedingTimesFor,
  getSpecies,
  holdingFor,
  presentationFor,
  speciesHere,
  withoutRepeats,
  withoutWading,
} from '../species/catalogue.ts';
import { chooseTargets, type TargetChoice } from '../species/choose-targets.ts';
import { COARSE_FEATURES, KIND_FEATURES } from '../species/kinds.ts';
import { estimatePhase, runWindowFor } from '../species/phase-estimate.ts';
import type { SubRegion } from '../species/regions/sub-region.ts';
import { STOCKED_TROUT_HOLDING } from '../species/stocked-fish.ts';
import type {
  BaitType,
  Basis,
  Feature,
  FishingType,
  Habitat,
  Region,
  SpeciesRecord,
} from '../species/types.ts';
import { mohseniWaterF } from '../water/water-temperature.ts';
import { steadyReleaseDam } from './safety-places.ts';
import { rangeView } from './species-ranges.ts';
import type { StructuredReport, TargetSummary } from './types.ts';

export interface AdviceInput {
  habitat: Habitat;
  region: Region;
  subRegion: SubRegion | null;
  kind: WaterKind;
  lat: number;
  date: string;
  fishingType: FishingType;
  baitType: BaitType;
  speciesIds: string[];
  water: { tempF: number; kind: 'measured' | 'forecast' | 'air-estimate' | 'climatology' } | null;
  climate: ClimateNormals | null;
  /** The typical water a month before the date (°F), when known: see PHASE_RULES.spawnSpanDays */
  spanAgoF?: number | null;
  /** Longitude (with `lat`: where a sub-region's cold water is) */
  lon?: number;
  /** Distance from the spot to the coast, km, when known */
  coastKm?: number | null;
  /** Area of the mapped lake at the spot, km², when known */
  lakeAreaKm2?: number | null;
  /** The water is likely iced over on the date */
  iced?: boolean;
  /** The place's name as the angler gave it: a pier is fished from its pilings and end */
  placeName?: string | null;
}

/**
 * A pier named by the angler (the word "pier"): the water keeps its kind (the estuary under
 * Tybee's pier, the surf under Huntington's), but the fish are sought along the pilings and off
 * the pier end, and no line tells a pier angler to wade.
 */
const onPier = (input: Pick<AdviceInput, 'placeName' | 'fishingType'>) =>
  input.fishingType === 'shore' && /\bpier\b/i.test(input.placeName ?? '');
const PIER_HOLDING = 'from the pier, along the pilings and in the deeper water off the pier end';

/**
 * Trout and salmon that dig redds in river gravel (not grayling or shad, which scatter their
 * eggs, nor lake trout on their lake reefs): the fall spawners (brown and brook trout, the
 * Pacific and Atlantic salmon, kokanee) and the spring ones (rainbow and cutthroat trout,
 * steelhead).
 */
const REDD_SPAWNERS = new Set([
  'brown-trout',
  'brook-trout',
  'rainbow-trout',
  'cutthroat-trout',
  'steelhead',
  'atlantic-salmon',
  'chinook-salmon',
  'coho-salmon',
  'sockeye-salmon',
  'pink-salmon',
  'kokanee',
]);

const citationsOf = (b: Basis) => (b.status === 'sourced' ? b.citations : []);

/** A redd-digging fish in its spawn phase on moving water (a river or a tailwater). */
function onRedds(species: SpeciesRecord, kind: WaterKind, phase: string): boolean {
  return (
    REDD_SPAWNERS.has(species.id) && (kind === 'river' || kind === 'tailwater') && phase === 'spawn'
  );
}

/**
 * The redd caution for fish spawning in a river (review 9, r02: the Fryingpan's browns spawn
 * "just below Ruedi Dam", USBR 1989, and the report sent anglers to the riffles there). The
 * guides' rules on that river: "Do not cast to fish on redds; try not to walk on any redds"
 * (Trout Pursuit, 2011, quoting the Taylor Creek Fly Shop); "please avoid fly fishing for trout
 * that are actively spawning on redds as they are very vulnerable" (Vail Valley Anglers); redds
 * show as cleaner, brighter patches of gravel whose eggs die if stepped on (The Fisherman).
 */
const REDD_CAUTION = {
  text: (name: string) =>
    `${name} spawn on redds now (clean, bright patches of gravel): do not cast to fish on the redds and do not wade through clean gravel; fish the deeper slots and runs, and the fish holding below the redds`,
  basis: read(
    cite(
      'troutpursuit-fryingpan-2011',
      'Taylor Creek guides on the Fryingpan in the spawn: do not cast to fish on redds; try not to walk on any redds',
    ),
    cite(
      'vva-fall-spawn',
      'please avoid fly fishing for trout that are actively spawning on redds as they are very vulnerable',
    ),
    cite(
      'fisherman-beware-redds',
      'redds show as patches brighter or cleaner than the bottom around them; eggs stepped on are no longer viable; leave spawning trout alone',
    ),
  ),
};

/** What the place has, for holding text: the sub-region's features, else the coarse region's. */
export function placeFeatures(
  subRegion: SubRegion | null,
  region: Region,
  kind: WaterKind,
): Feature[] {
  return [...(subRegion?.features ?? COARSE_FEATURES[region]), ...(KIND_FEATURES[kind] ?? [])];
}

/**
 * The coldest water of a typical year from climate normals: the sea's coldest daily mean, or
 * for fresh water the Mohseni relation on the coldest week of air. Null without normals.
 */
function winterMinFromClimate(climate: ClimateNormals | null, habitat: Habitat): number | null {
  if (!climate) return null;
  if (habitat === 'salt') return climate.sea ? Math.min(...climate.sea.meanF) : null;
  const air = climate.air?.meanF;
  if (!air || air.length < 7) return null;
  let coldest = Infinity;
  for (let i = 0; i + 7 <= air.length; i++) {
    const week = air.slice(i, i + 7).reduce((s, v) => s + v, 0) / 7;
    coldest = Math.min(coldest, week);
  }
  return mohseniWaterF(coldest);
}

/** The targets (the user's, or chosen for the place) with their phases. */
export function pickTargets(
  input: AdviceInput,
  max = 3,
): { chosen: TargetChoice[]; named: boolean } {
  const winterMinF = winterMinFromClimate(input.climate, input.habitat);
  const named = input.speciesIds
    .map((id) => getSpecies(id))
    .filter((s): s is SpeciesRecord => s !== undefined);
  if (named.length > 0)
    return {
      named: true,
      chosen: named.map((species) => ({
        species,
        reason: 'chosen by you',
        phase: estimatePhase({
          species,
          date: input.date,
          lat: input.lat,
          ...(input.lon !== undefined ? { lon: input.lon } : {}),
          lakeAreaKm2: input.lakeAreaKm2 ?? null,
          kind: input.kind,
          subRegion: input.subRegion,
          water: input.water,
          winterMinF,
          spanAgoF: input.spanAgoF ?? null,
        }),
      })),
    };
  return {
    named: false,
    chosen: chooseTargets({
      habitat: input.habitat,
      region: input.region,
      subRegion: input.subRegion,
      lat: input.lat,
      date: input.date,
      kind: input.kind,
      fishingType: input.fishingType,
      water: input.water,
      winterMinF,
      spanAgoF: input.spanAgoF ?? null,
      max,
      coastKm: input.coastKm ?? null,
      lakeAreaKm2: input.lakeAreaKm2 ?? null,
      baitType: input.baitType,
      iced: input.iced ?? false,
      ...(input.lon !== undefined ? { lon: input.lon } : {}),
    }),
  };
}

/**
 * Holding or presentation text with the spawning gravel taken out (riffles and tailouts are where
 * the redds are): the seams and the deeper runs instead.
 */
function offTheGravel(text: string): string {
  return text
    .replace(/\b[Ss]eams and riffles\b/g, (m) =>
      m[0] === 'S' ? 'Seams and deeper runs' : 'seams and deeper runs',
    )
    .replace(/\bseams, riffles and tailouts\b/g, 'seams and the deeper runs below the gravel')
    .replace(/\bupstream into riffles and seams\b/g, 'upstream into the seams and deeper runs');
}

/** The report's targets, where-to-fish and how-to-fish sections, each line with its basis. */
export function fishingAdvice(
  input: AdviceInput,
  chosen: TargetChoice[],
): Pick<StructuredReport, 'targets' | 'whereToFish' | 'howToFish'> {
  const features = placeFeatures(input.subRegion, input.region, input.kind);
  const subRegionId = input.subRegion?.id ?? null;
  const month = Number(input.date.slice(5, 7));
  const pier = onPier(input);
  const place = {
    month,
    region: input.region,
    subRegion: subRegionId,
    lat: input.lat,
    ...(input.lon !== undefined ? { lon: input.lon } : {}),
  };
  // The ranges that hold here: coastal stripers, Florida bass (species/catalogue speciesHere).
  const local = (s: SpeciesRecord) => speciesHere(s, input.habitat, subRegionId);
  const targets: TargetSummary[] = chosen.map(({ species, reason, phase }) => ({
    id: species.id,
    commonName: species.commonName,
    phase: phase.phase,
    phaseFrom: phase.from,
    phaseBasis: phase.basis,
    why: reason,
    preferredTempF: rangeView(local(species).preferredTempF),
    spawnTempF: rangeView(local(species).spawnTempF),
  }));
  return {
    targets,
    whereToFish: chosen.map(({ species, phase }) => {
      const spawning = chosen.some((c) => onRedds(c.species, input.kind, c.phase.phase));
      const run =
        phase.from === 'run calendar'
          ? runWindowFor(species, input.subRegion, input.kind, input.date)
          : null;
      // Stocked catchables: near the surface for the first weeks after a plant, with what says
      // the fish here are stocked
      const found = run?.holding
        ? composeHolding(run.holding, features)
        : phase.stocked
          ? {
              text: composeHolding(STOCKED_TROUT_HOLDING, features).text,
              basis: read(
                ...citationsOf(STOCKED_TROUT_HOLDING.basis),
                ...citationsOf(phase.stocked),
              ),
            }
          : holdingFor(species, input.kind, phase.phase, features);
      // Spawners on redds: the redd caution, and no line that sends the angler onto the gravel
      let where = onRedds(species, input.kind, phase.phase)
        ? {
            text: `${offTheGravel(found.text)}; ${REDD_CAUTION.text(species.commonName.toLowerCase())}`,
            basis: read(...citationsOf(found.basis), ...citationsOf(REDD_CAUTION.basis)),
          }
        : spawning && REDD_SPAWNERS.has(species.id)
          ? { ...found, text: offTheGravel(found.text) }
          : found;
      // A steady-release dam does not generate through the day (report/safety-places.ts)
      const steady =
        input.kind === 'tailwater' && input.lon !== undefined
          ? steadyReleaseDam(input.lat, input.lon)
          : null;
      if (steady)
        where = {
          ...where,
          text: where.text.replace(/\bwhen the dam is generating\b/g, 'when the release is raised'),
        };
      return {
        speciesId: species.id,
        commonName: species.commonName,
        phase: phase.phase,
        where: pier ? `${withoutWading(where.text)}; ${PIER_HOLDING}` : where.text,
        basis: basisView(where.basis),
      };
    }),
    howToFish: chosen.map(({ species, phase }) => {
      const p = presentationFor(
        species,
        input.baitType,
        input.kind,
        phase.phase,
        input.water?.tempF ?? null,
        input.fishingType,
        place,
      );
      const approach = approachFor(
        species,
        input.fishingType,
        input.kind,
        phase.phase,
        month,
        pier,
        input.baitType,
      );
      const redds = onRedds(species, input.kind, phase.phase);
      // A river with fish on their redds: the spawner's approach is the redd caution, and the
      // other trout on the same water are kept off the gravel and the redds too
      const spawner = chosen.find((c) => onRedds(c.species, input.kind, c.phase.phase));
      const sameWater = spawner !== undefined && REDD_SPAWNERS.has(species.id);
      const presentation = pier
        ? { ...p.presentation, how: withoutWading(p.presentation.how) }
        : sameWater
          ? { ...p.presentation, how: offTheGravel(p.presentation.how) }
          : p.presentation;
      const caution = REDD_CAUTION.text(species.commonName);
      const approachText = redds
        ? caution
        : sameWater && input.fishingType !== 'boat'
          ? `${offTheGravel(approach.text)}; keep off the ${spawner.species.commonName.toLowerCase()} redds (clean, bright gravel)`
          : approach.text;
      return {
        speciesId: species.id,
        commonName: species.commonName,
        baitType: input.baitType,
        fishingType: input.fishingType,
        presentation,
        approach: withoutRepeats(approachText, presentation.how),
        feedingTimes: feedingTimesFor(
          local(species),
          input.kind,
          phase.phase,
          input.water?.tempF ?? null,
        ),
        basis: basisView(p.basis),
        approachBasis: basisView(redds ? REDD_CAUTION.basis : approach.basis),
      };
    }),
  };
}
