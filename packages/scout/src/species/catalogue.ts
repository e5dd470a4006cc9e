import { WATER_KIND_HABITAT } from '@anglerscout/contracts';
import { ANADROMOUS } from './data/anadromous.ts';
import { BLACK_BASS_AND_SUNFISH } from './data/black-bass-and-sunfish.ts';
import { CATFISH_AND_TEMPERATE_BASS } from './data/catfish-and-temperate-bass.ts';
import { FLATS_AND_PELAGIC } from './data/flats-and-pelagic.ts';
import { onHatchReach } from './data/hatch-reaches.ts';
import { GUIDE } from './data/helpers.ts';
import { withPlatformRigs } from './data/platform-rigs.ts';
import { INSHORE_SALT } from './data/inshore-salt.ts';
import { MARQUEE_SALT } from './data/marquee-salt.ts';
import { PACIFIC_COAST } from './data/pacific-coast.ts';
import { PERCH_PICKEREL_SHAD_STURGEON } from './data/perch-pickerel-shad-sturgeon.ts';
import { PERCIDS_AND_ESOCIDS } from './data/percids-and-esocids.ts';
import { REEF_AND_PACIFIC } from './data/reef-and-pacific.ts';
import { REVIEW_8_ADDITIONS } from './data/review-8-additions.ts';
import { REVIEW_11_ADDITIONS } from './data/review-11-additions.ts';
import { REVIEW_9_GROUNDFISH } from './data/review-9-groundfish.ts';
import { SALMONIDS_AND_GRAYLING } from './data/salmonids-and-grayling.ts';
import { TROUT_AND_SALMON } from './data/trout-and-salmon.ts';
import { TUNAS_AND_BILLFISH } from './data/tunas-and-billfish.ts';
import { GROUP_APPROACH } from './group-approach.ts';
import { FRESH_GROUP_HOLDING } from './group-holding-fresh.ts';
import { SALT_GROUP_HOLDING } from './group-holding-salt.ts';
import { kindKeys, kindMatches, TIDAL_KINDS } from './kinds.ts';
import type {
  Basis,
  BaitType,
  Feature,
  FishingType,
  Habitat,
  HoldingAdvice,
  KindKey,
  PhaseHolding,
  Presentation,
  Region,
  SeasonPhase,
  SpeciesRecord,
  WaterKind,
} from './types.ts';

/** Every species, roughly in order of how many US anglers target them within each family. */
export const SPECIES: readonly SpeciesRecord[] = [
  ...BLACK_BASS_AND_SUNFISH,
  ...PERCIDS_AND_ESOCIDS,
  ...CATFISH_AND_TEMPERATE_BASS,
  ...TROUT_AND_SALMON,
  ...ANADROMOUS,
  ...SALMONIDS_AND_GRAYLING,
  ...PERCH_PICKEREL_SHAD_STURGEON,
  ...INSHORE_SALT,
  ...FLATS_AND_PELAGIC,
  ...MARQUEE_SALT,
  ...TUNAS_AND_BILLFISH,
  ...REEF_AND_PACIFIC,
  ...PACIFIC_COAST,
  ...REVIEW_8_ADDITIONS,
  ...REVIEW_11_ADDITIONS,
  ...REVIEW_9_GROUNDFISH,
].map(withPlatformRigs);

const BY_ID = new Map(SPECIES.map((s) => [s.id, s]));

export function getSpecies(id: string): SpeciesRecord | undefined {
  return BY_ID.get(id);
}

/** An advice line with what it rests on. */
export interface AdviceLine {
  text: string;
  basis: Basis;
}

/**
 * The species as it is in this habitat and sub-region: its local temperature ranges (coastal
 * stripers, Florida bass) in place of the defaults, when it has any that fit.
 */
export function speciesHere(
  species: SpeciesRecord,
  habitat: Habitat,
  subRegionId: string | null,
): SpeciesRecord {
  const local = species.localTemps?.find(
    (l) =>
      (!l.habitat || l.habitat === habitat) &&
      (!l.subRegions || (subRegionId !== null && l.subRegions.includes(subRegionId))),
  );
  if (!local) return species;
  return {
    ...species,
    preferredTempF: local.preferredTempF ?? species.preferredTempF,
    spawnTempF: local.spawnTempF ?? species.spawnTempF,
  };
}

function fromPhaseHolding(
  table: Partial<Record<KindKey, PhaseHolding>> | undefined,
  kind: WaterKind,
  phase: SeasonPhase,
): HoldingAdvice | undefined {
  if (!table) return undefined;
  for (const key of kindKeys(kind)) {
    const byPhase = table[key];
    // The spring feed of a fall spawner: its own text, else the all-phase text, else summer's.
    const found =
      byPhase?.[phase] ?? byPhase?.any ?? (phase === 'spring' ? byPhase?.summer : undefined);
    if (found) return found;
  }
  return undefined;
}

/** The holding advice that applies before features are checked (for data walks and tests). */
export function holdingAdvice(
  species: SpeciesRecord,
  kind: WaterKind,
  phase: SeasonPhase,
): HoldingAdvice | undefined {
  const groups = WATER_KIND_HABITAT[kind] === 'fresh' ? FRESH_GROUP_HOLDING : SALT_GROUP_HOLDING;
  return (
    fromPhaseHolding(species.holding, kind, phase) ??
    fromPhaseHolding(groups[species.group], kind, phase)
  );
}

/**
 * Where the species holds in this kind of water and phase, naming only the spots this place has
 * (no oyster bars in the Keys, no bluff banks on a flatland lake).
 */
export function holdingFor(
  species: SpeciesRecord,
  kind: WaterKind,
  phase: SeasonPhase,
  features: readonly Feature[],
): AdviceLine {
  const advice = holdingAdvice(species, kind, phase);
  if (!advice)
    return {
      text: `${species.commonName} are not usually caught in this kind of water; try the water they are known for nearby`,
      basis: GUIDE,
    };
  return composeHolding(advice, features);
}

/** Holding advice as a line for this place: the spots whose features it has, else the plain ones. */
export function composeHolding(advice: HoldingAdvice, features: readonly Feature[]): AdviceLine {
  const shown = advice.spots.filter((s) => (s.needs ?? []).every((f) => features.includes(f)));
  const spots = shown.length > 0 ? shown : advice.spots.filter((s) => !s.needs);
  return { text: spots.map((s) => s.text).join('; '), basis: advice.basis };
}

/**
 * The presentation for this bait in this water, phase, temperature and fishing type: the first
 * of the species' rules that fits, else its default (common guide practice). A rule or default
 * tied to other fishing types is skipped (no trolled flasher from the bank, no jetty rig from a
 * boat); when nothing fits the type, the first rule for this bait and type in any phase.
 */
/** Where and when a report is for: rules tied to a month, region or sub-region need it known. */
export interface AdvicePlace {
  month?: number;
  region?: Region;
  subRegion?: string | null;
  /** The spot, for rules tied to named river reaches */
  lat?: number;
  lon?: number;
}

/** Whether a rule's month, region, sub-region and reach filters fit this place (unknown: no). */
function placeFits(
  r: { months?: number[]; regions?: Region[]; subRegions?: string[]; reaches?: string[] },
  place: AdvicePlace,
): boolean {
  if (r.months && (place.month === undefined || !r.months.includes(place.month))) return false;
  if (r.regions && (place.region === undefined || !r.regions.includes(place.region))) return false;
  if (r.subRegions && (!place.subRegion || !r.subRegions.includes(place.subRegion))) return false;
  if (
    r.reaches &&
    (place.lat === undefined ||
      place.lon === undefined ||
      !onHatchReach(r.reaches, place.lat, place.lon))
  )
    return false;
  return true;
}

export function presentationFor(
  species: SpeciesRecord,
  bait: BaitType,
  kind: WaterKind,
  phase: SeasonPhase,
  waterTempF: number | null,
  fishingType: FishingType | null = null,
  place: AdvicePlace = {},
): { presentation: Presentation; basis: Basis } {
  // A rule for one platform applies only when the fishing type is known.
  const typeFits = (types: readonly FishingType[] | undefined): boolean =>
    !types || (fishingType !== null && types.includes(fishingType));
  const rules = (species.rigs ?? []).filter((r) => placeFits(r, place));
  for (const r of rules) {
    if (!r.baits.includes(bait) || !kindMatches(r.kinds, kind) || !typeFits(r.types)) continue;
    if (r.phases && !r.phases.includes(phase)) continue;
    if (r.belowF !== undefined && (waterTempF === null || waterTempF >= r.belowF)) continue;
    return { presentation: r.presentation, basis: r.basis };
  }
  if (!fishingType || typeFits(species.defaultTypes?.[bait]))
    return { presentation: species.presentations[bait], basis: GUIDE };
  const anyPhase = rules.find(
    (r) => r.baits.includes(bait) && r.types?.includes(fishingType!) && kindMatches(r.kinds, kind),
  );
  const any =
    anyPhase ?? rules.find((r) => r.baits.includes(bait) && r.types?.includes(fishingType!));
  if (any) return { presentation: any.presentation, basis: any.basis };
  return { presentation: species.presentations[bait], basis: GUIDE };
}

/**
 * How this fishing type gets at the species in this water (and phase and month, when known: a
 * line for the ice-out shallows is not shown in July).
 */
export function approachFor(
  species: SpeciesRecord,
  fishingType: FishingType,
  kind: WaterKind,
  phase: SeasonPhase | null = null,
  month: number | null = null,
  pier = false,
  bait: BaitType | null = null,
): AdviceLine {
  const rules = [...(species.approach ?? []), ...GROUP_APPROACH[species.group]];
  const fits = (x: (typeof rules)[number]) =>
    x.types.includes(fishingType) &&
    (!x.baits || bait === null || x.baits.includes(bait)) &&
    (!x.phases || (phase !== null && x.phases.includes(phase))) &&
    (!x.months || (month !== null && x.months.includes(month)));
  // From a pier the angler fishes its pilings and end, whatever the water under it: the fish's
  // pier line first (any kind of water), else the water's line, but never a wading one.
  const onPier = pier && fishingType === 'shore';
  const r =
    (onPier ? rules.find((x) => fits(x) && PIER_WORDS.test(x.text)) : undefined) ??
    rules.find(
      (x) => fits(x) && kindMatches(x.kinds, kind) && !(onPier && WADE_WORDS.test(x.text)),
    );
  return r ? { text: r.text, basis: r.basis } : { text: 'fish the likeliest cover', basis: GUIDE };
}

const PIER_WORDS = /\bpiers?\b/i;
/** Wading words, which a pier angler has no use for. */
const WADE_WORDS = /\bwad(e|es|ing)\b/i;

/** The presentation's "how" without its wading clauses, for an angler on a pier. */
export function withoutWading(how: string): string {
  const kept = how
    .split(/;\s*/)
    .map((c) => c.replace(/,?\s*(or|and) wad(e|ing)\b[^,;]*/i, ''))
    .filter((c) => c && !WADE_WORDS.test(c));
  return kept.length > 0 ? kept.join('; ') : how;
}

const STOP_WORDS = new Set(['the', 'and', 'a', 'an', 'or', 'of', 'to', 'in', 'on', 'at', 'it']);
const words = (clause: string) =>
  new Set(
    clause
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter((w) => w && !STOP_WORDS.has(w)),
  );

/**
 * The approach line without the clauses that repeat the presentation's "how" (a catfish rig that
 * says "anchor above channel ledges and let the scent wash down" needs no approach clause saying
 * it again): a clause goes when most of its words are in one clause of the how. When every
 * clause repeats it, the first stays.
 */
export function withoutRepeats(approach: string, how: string): string {
  const howClauses = how.split(/;\s*/).map(words);
  const clauses = approach.split(/;\s*/);
  const kept = clauses.filter((c) => {
    const w = words(c);
    if (w.size === 0) return true;
    return !howClauses.some((h) => [...w].filter((x) => h.has(x)).length / w.size >= 0.7);
  });
  return (kept.length > 0 ? kept : clauses.slice(0, 1)).join('; ');
}

const TIDE_WORDS = /\btides?\b|\bflood(ing)?\b|\bebb\b/i;

const HATCH_WORDS = /\bhatch/i;
/**
 * Open-lake schooling, which is no feeding time for fish gone up the rivers and creeks on their
 * spawning run (white bass in the pre-spawn and spawn, review 13 r03)
 */
const SURFACE_SCHOOLING = /\bsurface schooling\b/i;

/**
 * Feeding times for this water, phase and temperature: no tide phrases on water without tides;
 * no insect hatches in the winter phase; and in winter or pre-spawn water well below the
 * preferred range (8 °F or more) the warmest hours first, since cold fish feed when the water is
 * warmest.
 */
const WARM_HOURS = 'the warm midday and afternoon hours';
const LOW_LIGHT_WORDS = /\b(low light|dawn|dusk|night|evening|morning)\b/i;

export function feedingTimesFor(
  species: SpeciesRecord,
  kind: WaterKind,
  phase: SeasonPhase,
  waterTempF: number | null,
): string[] {
  let kept = TIDAL_KINDS.includes(kind)
    ? [...species.feedingTimes]
    : species.feedingTimes.filter((t) => !TIDE_WORDS.test(t));
  if (phase === 'winter') kept = kept.filter((t) => !HATCH_WORDS.test(t));
  if (phase === 'pre-spawn' || phase === 'spawn')
    kept = kept.filter((t) => !SURFACE_SCHOOLING.test(t));
  // A fish most active in the warm hours of cold water (muskellunge in late fall): those hours
  // first, and no dawn, dusk or night
  if (species.warmHours && waterTempF !== null && waterTempF < species.warmHours.belowF)
    return [WARM_HOURS, ...kept.filter((t) => !LOW_LIGHT_WORDS.test(t))];
  const coldSeason = phase === 'winter' || phase === 'pre-spawn' || phase === 'spring';
  if (coldSeason && waterTempF !== null && waterTempF <= species.preferredTempF.minF - 8)
    kept = ['the warmest hours of the afternoon', ...kept];
  return kept.length > 0 ? kept : ['dawn', 'dusk'];
}
