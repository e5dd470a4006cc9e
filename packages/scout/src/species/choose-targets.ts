import { basisLabel } from './basis.ts';
import { getSpecies, SPECIES } from './catalogue.ts';
import { KIND_FAMILY } from './kinds.ts';
import { estimatePhase } from './phase-estimate.ts';
import { activitySuitability } from './phases.ts';
import { inYears, type RegionalTarget, type SubRegion } from './regions/sub-region.ts';
import { inRing } from './waters/geometry.ts';
import type {
  FishingType,
  Habitat,
  PhaseEstimate,
  Region,
  SpeciesRecord,
  WaterKind,
} from './types.ts';

export interface TargetChoice {
  species: SpeciesRecord;
  reason: string;
  phase: PhaseEstimate;
}

export interface ChooseTargetsInput {
  habitat: Habitat;
  region: Region;
  subRegion: SubRegion | null;
  lat: number;
  /** yyyy-MM-dd */
  date: string;
  kind: WaterKind;
  fishingType: FishingType;
  water: { tempF: number; kind: 'measured' | 'forecast' | 'air-estimate' | 'climatology' } | null;
  winterMinF?: number | null;
  /** The typical water a month before the date (°F), when known: see PHASE_RULES.spawnSpanDays */
  spanAgoF?: number | null;
  /** How many to return; the regulations step asks for more and drops closed fisheries */
  max?: number;
  /** Longitude: with `lat`, where a sub-region's cold water is (trout in the mountains only) */
  lon?: number;
  /** Distance from the spot to the coast, km, when known (kelp bass only near shore) */
  coastKm?: number | null;
}

/**
 * The fish most anglers target in each coarse region's salt water, for places outside every
 * sub-region: a judgement from state agency pages, used to rank them first.
 */
export const REGION_MAINSTAYS: Partial<Record<Region, string[]>> = {
  gulf: ['red-drum', 'spotted-seatrout', 'southern-flounder', 'sheepshead'],
  'south-atlantic': ['red-drum', 'spotted-seatrout', 'common-snook', 'southern-flounder'],
  'mid-atlantic': ['striped-bass', 'summer-flounder', 'bluefish', 'red-drum'],
  'north-atlantic': ['striped-bass', 'bluefish', 'summer-flounder', 'tautog'],
  pacific: ['california-halibut', 'black-rockfish', 'lingcod', 'chinook-salmon'],
  alaska: ['chinook-salmon', 'coho-salmon', 'lingcod'],
  hawaii: ['giant-trevally', 'bonefish'],
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Whether the species lives in this kind of water at all. */
export function fitsKind(species: SpeciesRecord, habitat: Habitat, kind: WaterKind): boolean {
  return species.habitats.includes(habitat) && (!species.kinds || species.kinds.includes(kind));
}

/**
 * Whether an angler of this fishing type can reach the species here: offshore fish are boat
 * fish, unless the place is known for taking them from shore or a kayak.
 */
export function reachable(
  species: SpeciesRecord,
  fishingType: FishingType,
  kind: WaterKind,
  subRegion: SubRegion | null,
): boolean {
  const offshoreOnly =
    species.group === 'offshore-pelagic' ||
    (species.kinds !== undefined && species.kinds.every((k) => k === 'reef-offshore'));
  if (!offshoreOnly || fishingType === 'boat') return true;
  return (subRegion?.nearshore ?? []).some(
    (n) =>
      n.species === species.id &&
      n.types.includes(fishingType) &&
      (!n.kinds || n.kinds.includes(kind)),
  );
}

/** Whether the species is usually here in this habitat, coarse region, latitude and month. */
export function presentHere(
  species: SpeciesRecord,
  habitat: Habitat,
  region: Region,
  lat: number,
  month: number,
): boolean {
  if (!species.habitats.includes(habitat) || !species.regions.includes(region)) return false;
  if (species.maxLat !== undefined && lat > species.maxLat) return false;
  if (species.minLat !== undefined && lat < species.minLat) return false;
  const months = habitat === 'salt' ? species.saltMonths?.[region] : undefined;
  return months === undefined || months.includes(month);
}

interface Candidate {
  species: SpeciesRecord;
  rank: number;
  reason: string;
  /** In the target's peak months (RegionalTarget.peak) */
  peak?: boolean;
}

/**
 * What a fish in its peak months gains over the rest of the list, on top of ranking as if listed
 * first (judgement): more than the run-calendar bonus (0.15) and a list place or two, less than
 * the spread of the temperature fit (0.5), so the main event of the season leads unless the
 * water is plainly wrong for it.
 */
const PEAK_BONUS = 0.2;

/**
 * Whether a regional target holds at this spot beyond its months, kinds and types: kelp bass
 * only near the coast; trout listed for cold water only in a tailwater or the sub-region's cold
 * areas. An unknown distance or longitude keeps the target.
 */
function holdsHere(t: RegionalTarget, input: ChooseTargetsInput): boolean {
  const { coastKm, kind, lat, lon, subRegion } = input;
  if (t.nearCoastKm !== undefined && coastKm != null && coastKm > t.nearCoastKm) return false;
  if (t.coldWater && kind !== 'tailwater' && lon !== undefined) {
    const cold = (subRegion?.coldAreas ?? []).some((ring) => inRing([lat, lon], ring));
    if (!cold) return false;
  }
  return true;
}

function regionalCandidates(input: ChooseTargetsInput, month: number): Candidate[] {
  const { subRegion, kind, fishingType, habitat } = input;
  if (!subRegion) return [];
  const seen = new Set<string>();
  const out: Candidate[] = [];
  subRegion.targets.forEach((t, i) => {
    const species = getSpecies(t.species);
    if (!species || seen.has(species.id) || !t.months.includes(month)) return;
    if (!inYears(input.date, t.years)) return;
    if (t.kinds && !t.kinds.includes(kind)) return;
    if (t.types && !t.types.includes(fishingType)) return;
    if (!fitsKind(species, habitat, kind)) return;
    if (!reachable(species, fishingType, kind, subRegion)) return;
    if (!holdsHere(t, input)) return;
    seen.add(species.id);
    // In its peak months a fish ranks as if listed first: the season outweighs the list order.
    const peak = t.peak?.includes(month) ?? false;
    out.push({
      species,
      rank: peak ? 0 : i,
      peak,
      reason: `${peak ? 'the main event' : 'a main target'} in ${subRegion.name} in ${MONTH_NAMES[month - 1]} (${basisLabel(t.basis)})`,
    });
  });
  return out;
}

function catalogueCandidates(input: ChooseTargetsInput, month: number): Candidate[] {
  const { habitat, region, lat, kind, fishingType } = input;
  const mainstays = habitat === 'salt' ? (REGION_MAINSTAYS[region] ?? []) : [];
  return SPECIES.filter(
    (s) =>
      presentHere(s, habitat, region, lat, month) &&
      fitsKind(s, habitat, kind) &&
      reachable(s, fishingType, kind, null),
  ).map((species, index) => {
    const m = mainstays.indexOf(species.id);
    return {
      species,
      rank: m >= 0 ? m : 10 + index / 10,
      reason: `${m >= 0 ? 'one of the main' : 'a common'} ${habitat === 'salt' ? 'saltwater' : 'freshwater'} fish in this region and month (common guide practice)`,
    };
  });
}

/**
 * Likely targets when the angler names none. Inside a sub-region: its main targets for the
 * month, kind of water and fishing type (sourced calendars, in the region's own order); outside
 * every sub-region: species usually present in the coarse region and month. Both are ranked by
 * that order and by how well the water suits the fish in its phase, when the water is known.
 */
export function chooseTargets(input: ChooseTargetsInput): TargetChoice[] {
  const month = Number(input.date.slice(5, 7));
  const max = input.max ?? 3;
  const hasCalendar = (input.subRegion?.targets.length ?? 0) > 0;
  const candidates = hasCalendar
    ? regionalCandidates(input, month)
    : catalogueCandidates(input, month);
  const scored = candidates.map((c) => {
    const phase = estimatePhase({
      species: c.species,
      date: input.date,
      lat: input.lat,
      kind: input.kind,
      subRegion: input.subRegion,
      water: input.water,
      winterMinF: input.winterMinF,
      spanAgoF: input.spanAgoF ?? null,
    });
    let score = 1 - c.rank * 0.08;
    if (input.water) {
      // A fish that goes deep in summer is judged at the top of its range, not at the hot surface.
      const surfaceTooHot =
        c.species.seeksDepthInHeat &&
        KIND_FAMILY[input.kind] === 'lake' &&
        input.water.tempF > c.species.preferredTempF.maxF;
      const tempF = surfaceTooHot ? c.species.preferredTempF.maxF : input.water.tempF;
      const fit = activitySuitability(c.species, tempF, month, phase.phase);
      const cold = input.water.tempF < c.species.preferredTempF.minF;
      // A run in progress (from the region's run calendar) is when guides target the fish,
      // whatever its phase is called: the canal's and the coast's post-spawn stripers in June.
      const bonus =
        phase.phase === 'pre-spawn' || phase.phase === 'fall' || phase.from === 'run calendar'
          ? 0.15
          : phase.phase === 'winter' && cold
            ? -0.2
            : 0;
      score += 0.5 * fit.value + bonus;
    }
    if (c.peak) score += PEAK_BONUS;
    return { species: c.species, reason: c.reason, phase, score };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ species, reason, phase }) => ({ species, reason, phase }));
}
