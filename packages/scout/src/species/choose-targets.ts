import { basisLabel } from './basis.ts';
import { getSpecies, holdingAdvice, SPECIES, speciesHere } from './catalogue.ts';
import { KIND_FAMILY } from './kinds.ts';
import { estimatePhase } from './phase-estimate.ts';
import { activitySuitability } from './phases.ts';
import { leavesColdWater, temperatureActivity } from './temperature-response.ts';
import {
  inBox,
  inYears,
  pastDayInMonth,
  type RegionalTarget,
  type Share,
  type SubRegion,
} from './regions/sub-region.ts';
import { releaseRiverFor } from '../water/release-rivers.ts';
import { inRing } from './waters/geometry.ts';
import type {
  BaitType,
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
  /** Area of the mapped lake at the spot, km², when known (walleye only in the bigger lakes) */
  lakeAreaKm2?: number | null;
  /** The angler's bait, when known (pier kingfish on live bait) */
  baitType?: BaitType;
  /** The water is likely iced over on the date (open-water targets drop out) */
  iced?: boolean;
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
  /** What the fish loses for being less common among such waters, or for another water's list */
  penalty?: number;
  /** Listed by the sub-region for the spot's own kind of water (not a related kind's fish) */
  listed?: boolean;
}

/**
 * What a fish in its peak months gains over the rest of the list, on top of ranking as if listed
 * first (judgement): more than the run-calendar bonus (0.15) and a list place or two, less than
 * the spread of the temperature fit (0.5), so the main event of the season leads unless the
 * water is plainly wrong for it.
 */
const PEAK_BONUS = 0.2;

/**
 * What a fish held in fewer of the sub-region's waters of the kind ('many' rather than 'most')
 * loses (judgement): about two list places, so it follows the common fish unless the water suits
 * it clearly better.
 */
const SHARE_PENALTY: Record<Share, number> = { most: 0, many: 0.15 };

/**
 * The kinds of water a thin calendar widens to, nearest first (judgement; the families the salt
 * review named): a tidal river takes the estuary's and the bay's fish, a surf beach the inlet's,
 * a rocky shore the nearshore reef's; a reservoir a natural lake's. Ponds, rivers, tailwaters
 * and the Great Lakes take nobody else's: a cold tailwater is no warm river, and a warm river
 * holds no tailwater trout.
 */
const RELATED_KINDS: Record<WaterKind, readonly WaterKind[]> = {
  reservoir: ['natural-lake'],
  'natural-lake': ['reservoir'],
  pond: [],
  'great-lakes': [],
  river: [],
  tailwater: [],
  'tidal-river': ['estuary', 'bay-flats'],
  estuary: ['tidal-river', 'bay-flats'],
  'bay-flats': ['estuary', 'tidal-river'],
  surf: ['inlet-jetty'],
  'inlet-jetty': ['surf'],
  'rocky-coast': ['reef-offshore', 'inlet-jetty'],
  'reef-offshore': ['rocky-coast'],
};

/** Related kinds of water in words, for a widened target's reason. */
const KIND_PLURAL: Record<WaterKind, string> = {
  reservoir: 'reservoirs',
  'natural-lake': 'natural lakes',
  pond: 'ponds',
  'great-lakes': 'Great Lakes',
  river: 'rivers',
  tailwater: 'tailwaters',
  'tidal-river': 'tidal rivers',
  estuary: 'estuaries and creeks',
  'bay-flats': 'bays and flats',
  surf: 'surf beaches',
  'inlet-jetty': 'inlets and jetties',
  'rocky-coast': 'rocky shores',
  'reef-offshore': 'reefs',
};

/** What a fish from a related kind's calendar loses against the kind's own (judgement). */
const RELATED_PENALTY = 0.15;

/**
 * How far from the coast an inshore fish is still a target, km: seatrout, red and black drum,
 * snook, weakfish, surfperch, bonefish and southern flounder live in the estuaries, the surf and
 * the nearshore bars and reefs, not in blue water 30 nm out (judgement; the salt review's
 * "about 10-15 km"). The same 15 km at which a point at sea is called offshore.
 */
const INSHORE_KM = 15;
const INSHORE_SPECIES = new Set(['bonefish', 'southern-flounder']);

/** Whether a salt fish stays near the coast: the inshore group, bonefish, southern flounder. */
function inshoreOnly(species: SpeciesRecord): boolean {
  return species.group === 'inshore' || INSHORE_SPECIES.has(species.id);
}

/** An inshore fish at a coastal or offshore spot too far out for it (never inside a bay). */
function tooFarOut(species: SpeciesRecord, input: ChooseTargetsInput, kind: WaterKind): boolean {
  const { coastKm, habitat } = input;
  if (habitat !== 'salt' || coastKm == null || coastKm <= INSHORE_KM) return false;
  return inshoreOnly(species) && KIND_FAMILY[kind] !== 'inshore';
}

/**
 * Whether a regional target holds at this spot beyond its months, kinds and types: kelp bass
 * only near the coast, blue-water fish only well off it; trout listed for cold water only in a
 * tailwater or the sub-region's cold areas, and warm-water fish only outside them; big-lake fish
 * only in a big enough lake; fish of named places only there; a bait-bound fishery only for its
 * bait; an open-water fishery not on the ice. An unknown distance, area, longitude or bait keeps
 * the target.
 */
function holdsHere(t: RegionalTarget, input: ChooseTargetsInput): boolean {
  const { coastKm, kind, lat, lon, subRegion, lakeAreaKm2, baitType } = input;
  if (t.openWater && input.iced) return false;
  if (t.nearCoastKm !== undefined && coastKm != null && coastKm > t.nearCoastKm) return false;
  if (t.farFromCoastKm !== undefined && coastKm != null && coastKm < t.farFromCoastKm) return false;
  if (t.minLakeKm2 !== undefined && lakeAreaKm2 != null && lakeAreaKm2 < t.minLakeKm2) return false;
  if (t.baits && baitType && !t.baits.includes(baitType)) return false;
  if (t.within && lon !== undefined && !t.within.boxes.some((b) => inBox(lat, lon, b)))
    return false;
  if (t.outside && lon !== undefined && t.outside.boxes.some((b) => inBox(lat, lon, b)))
    return false;
  if ((t.coldWater || t.warmWater) && lon !== undefined) {
    const cold =
      (subRegion?.coldAreas ?? []).some((ring) => inRing([lat, lon], ring)) ||
      onColdRelease(input, lon);
    if (t.coldWater && kind !== 'tailwater' && !cold) return false;
    if (t.warmWater && (kind === 'tailwater' || cold)) return false;
  }
  return true;
}

/**
 * Whether a river spot lies on a western storage dam's release reach in a month the release
 * carries the river (water/release-rivers.ts): trout-cold water whatever the valley's air says
 * (the Beaverhead below Clark Canyon Dam, science-9 review h08).
 */
function onColdRelease(input: ChooseTargetsInput, lon: number): boolean {
  if (input.habitat !== 'fresh' || (input.kind !== 'river' && input.kind !== 'tailwater'))
    return false;
  const r = releaseRiverFor(input.lat, lon);
  return r !== null && (!r.months || r.months.includes(Number(input.date.slice(5, 7))));
}

const MONTH_WORD = (month: number) => MONTH_NAMES[month - 1];

/**
 * The sub-region's fish for the month, way of fishing and kinds of water (the spot's own kind,
 * or related kinds when its calendar is thin). Ranked for a water nobody named by how common the
 * fish is among such waters (share), then in the list's order among the fish that apply here: a
 * lake fish listed after the river trout is the first lake fish, not the fourteenth. A named
 * water keeps its agency's order, list place by list place.
 */
function regionalCandidates(
  input: ChooseTargetsInput,
  month: number,
  kinds: readonly WaterKind[],
  seen: Set<string>,
): Candidate[] {
  const { subRegion, fishingType, habitat } = input;
  if (!subRegion) return [];
  const related = !kinds.includes(input.kind);
  const found: { t: RegionalTarget; species: SpeciesRecord; i: number; kind: WaterKind }[] = [];
  subRegion.targets.forEach((t, i) => {
    const species = getSpecies(t.species);
    if (!species || seen.has(species.id) || !t.months.includes(month)) return;
    if (!inYears(input.date, t.years) || pastDayInMonth(input.date, t.until)) return;
    // The entry's own kinds say where the fish is a target here (albies on the rocky shores of
    // southern New England, whatever the species record lists for the whole coast).
    const kind = kinds.find((k) => (t.kinds ? t.kinds.includes(k) : fitsKind(species, habitat, k)));
    if (!kind || !species.habitats.includes(habitat)) return;
    if (t.types && !t.types.includes(fishingType)) return;
    if (!reachable(species, fishingType, kind, subRegion)) return;
    if (!holdsHere(t, input) || tooFarOut(species, input, input.kind)) return;
    seen.add(species.id);
    found.push({ t, species, i, kind });
  });
  // Peak fish first, then by share, then in the list's order
  const peakOf = (t: RegionalTarget) =>
    (t.peak?.includes(month) ?? false) && !pastDayInMonth(input.date, t.peakUntil);
  const band = (t: RegionalTarget) => (peakOf(t) ? 0 : SHARE_PENALTY[t.share ?? 'most']);
  found.sort((a, b) => band(a.t) - band(b.t) || a.i - b.i);
  return found.map(({ t, species, kind, i }, order) => {
    // In its peak months a fish ranks as if listed first: the season outweighs the list order.
    // A named water's list is one water's fish in its agency's order: its list place counts.
    const peak = peakOf(t);
    const what = peak ? 'the main event' : 'a main target';
    return {
      species,
      rank: peak ? 0 : subRegion.oneWater ? i : order,
      peak,
      listed: !related,
      penalty: (peak ? 0 : SHARE_PENALTY[t.share ?? 'most']) + (related ? RELATED_PENALTY : 0),
      reason: `${what}${related ? ` of the ${KIND_PLURAL[kind]}` : ''} in ${subRegion.name} in ${MONTH_WORD(month)} (${basisLabel(t.basis)})`,
    };
  });
}

/**
 * The coarse region's fish for the month. As the fallback of an empty sub-region calendar only
 * fish with a season for the region (`saltMonths`): a fish with none is "always present" in the
 * catalogue, which says nothing about a January shore at Gloucester.
 */
function catalogueCandidates(
  input: ChooseTargetsInput,
  month: number,
  seen: Set<string> = new Set(),
  seasonal = false,
): Candidate[] {
  const { habitat, region, lat, kind, fishingType } = input;
  const mainstays = habitat === 'salt' ? (REGION_MAINSTAYS[region] ?? []) : [];
  return SPECIES.filter(
    (s) =>
      !seen.has(s.id) &&
      (!seasonal || s.saltMonths?.[region] !== undefined) &&
      presentHere(s, habitat, region, lat, month) &&
      fitsKind(s, habitat, kind) &&
      reachable(s, fishingType, kind, null) &&
      !tooFarOut(s, input, kind),
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
 * The kinds a thin calendar widens to at this spot: an offshore spot well out at sea takes no
 * rocky-shore fish.
 */
function relatedKinds(input: ChooseTargetsInput): WaterKind[] {
  return RELATED_KINDS[input.kind].filter(
    (k) =>
      !(
        input.kind === 'reef-offshore' &&
        k === 'rocky-coast' &&
        input.coastKm != null &&
        input.coastKm > INSHORE_KM
      ),
  );
}

/**
 * Fewer candidates than this widen the calendar to related kinds of water: a spot's own fish come
 * first, and two of them are a plan (a related kind's fish would crowd out a main fish that the
 * rules hold back, the Mosquito Lagoon's catch-and-release reds).
 */
const THIN = 2;

/**
 * The candidates: inside a sub-region, its calendar for the spot's kind of water; when that is
 * thin, the calendar's related kinds (a tidal river takes the estuary's fish); in salt water,
 * when there is still none, the fish with a season in the coarse region that month (as outside
 * every sub-region). So a calendar gap leaves a salt plan empty only where no fish is in season.
 */
function candidatesFor(input: ChooseTargetsInput, month: number): Candidate[] {
  const hasCalendar = (input.subRegion?.targets.length ?? 0) > 0;
  if (!hasCalendar) return catalogueCandidates(input, month);
  const seen = new Set<string>();
  const own = regionalCandidates(input, month, [input.kind], seen);
  const wide = own.length < THIN ? regionalCandidates(input, month, relatedKinds(input), seen) : [];
  const all = [...own, ...wide.map((c) => ({ ...c, rank: c.rank + own.length }))];
  if (input.habitat !== 'salt' || all.length > 0) return all;
  return catalogueCandidates(input, month, seen, true);
}

/**
 * Likely targets when the angler names none. Inside a sub-region: its main targets for the
 * month, kind of water and fishing type (sourced calendars), the fish most such waters hold
 * first, widened to related kinds of water (and in salt water to the region's fish) when the
 * calendar is thin; outside every sub-region: species usually present in the coarse region and
 * month. Both are ranked by that order and by how well the water suits the fish in its phase,
 * when the water is known.
 */
export function chooseTargets(input: ChooseTargetsInput): TargetChoice[] {
  const month = Number(input.date.slice(5, 7));
  const max = input.max ?? 3;
  const candidates = candidatesFor(input, month);
  const scored = candidates.map((c) => {
    const phase = estimatePhase({
      species: c.species,
      date: input.date,
      lat: input.lat,
      ...(input.lon !== undefined ? { lon: input.lon } : {}),
      lakeAreaKm2: input.lakeAreaKm2 ?? null,
      kind: input.kind,
      subRegion: input.subRegion,
      water: input.water,
      winterMinF: input.winterMinF,
      spanAgoF: input.spanAgoF ?? null,
    });
    let score = 1 - c.rank * 0.08 - (c.penalty ?? 0);
    if (input.water) {
      // A fish that goes deep in summer is judged at the top of its range, not at the hot surface:
      // lake fish under the thermocline, and the groundfish of the offshore ledges (haddock in
      // 150-250 ft under a 60 F July surface on Jeffreys Ledge).
      const surfaceTooHot =
        c.species.seeksDepthInHeat &&
        (KIND_FAMILY[input.kind] === 'lake' ||
          (input.kind === 'reef-offshore' && c.species.group === 'reef')) &&
        input.water.tempF > c.species.preferredTempF.maxF;
      const tempF = surfaceTooHot ? c.species.preferredTempF.maxF : input.water.tempF;
      // A staging or spawning reading ranks a fish only when its spawning range here is sourced:
      // a "typical" range (snook, tarpon and permit on the flats, review 12 r03) still names the
      // phase, but does not decide the lead. Fish that spawn elsewhere (bonefish off the
      // drop-offs) never read as staging here (phase-estimate's spawning grounds).
      const spawnSourced =
        speciesHere(c.species, input.habitat, input.subRegion?.id ?? null).spawnTempF.status ===
        'sourced';
      const spawnReading = phase.phase === 'pre-spawn' || phase.phase === 'spawn';
      const rankAs = spawnReading && !spawnSourced ? 'spring' : phase.phase;
      // In salt water a winter reading ranks a fish by how it feeds in cold water (the feeding
      // range of temperature-response.ts, which the report prints), not by the range it grows best
      // in, and takes the winter "cold" penalty only below a sourced growth range (as the staging
      // bonus needs a sourced spawning range): red drum's unsourced 68 °F growth minimum against
      // seatrout's 59 °F left redfish out of a 61 °F December marsh at Hopedale (review 13 r01).
      // Fresh water keeps the growth fit and penalty its winter and ice cases were set on (walleye
      // first on Saginaw Bay in February; the Potomac's March shad run).
      const saltWinter = phase.phase === 'winter' && input.habitat === 'salt';
      const fit = saltWinter
        ? { value: temperatureActivity(c.species, input.water.tempF).value }
        : activitySuitability(c.species, tempF, month, rankAs);
      const cold =
        input.water.tempF < c.species.preferredTempF.minF &&
        (!saltWinter || c.species.preferredTempF.status === 'sourced');
      // A run in progress (from the region's run calendar) is when guides target the fish,
      // whatever its phase is called: the canal's and the coast's post-spawn stripers in June.
      const bonus =
        rankAs === 'pre-spawn' || phase.phase === 'fall' || phase.from === 'run calendar'
          ? 0.15
          : phase.phase === 'winter' && cold
            ? -0.2
            : 0;
      score += 0.5 * fit.value + bonus;
    }
    if (c.peak) score += PEAK_BONUS;
    const season = (c.peak ?? false) || phase.from === 'run calendar';
    const leaves = leavesColdWater(c.species, input.water?.tempF ?? null);
    // A fish whose own "where" line for this phase says it is away from the shore ("offshore or
    // far south; few fish near shore": coastal pelagics in winter) is a boat fish that day,
    // unless the sub-region lists it for this shore (kings from the Palm Beach piers).
    const away =
      input.habitat === 'salt' &&
      input.fishingType === 'shore' &&
      !c.listed &&
      holdingAdvice(c.species, input.kind, phase.phase)?.awayFromShore === true;
    return { species: c.species, reason: c.reason, phase, score, season, leaves, away };
  });
  const ranked = scored.sort((a, b) => b.score - a.score);
  // A fish whose own cold-water verdict says it has left water this cold (false albacore at 57 °F)
  // does not lead, and so does not set the day's score, while another fish is here at its peak or
  // in its run: the day is planned on the best fish available (review 9, r03: the late-October
  // surf at Misquamicut is the striper run, not a poor albie day).
  const inSeason = ranked.findIndex((c) => c.season && !c.leaves);
  if (ranked[0]?.leaves && inSeason > 0) ranked.unshift(...ranked.splice(inSeason, 1));
  // Nor does a fish its own "where" line places away from the shore, while another fish is here
  // (review 14 r05: king mackerel from the Sebastian jetty in January, "few fish near shore").
  const near = ranked.findIndex((c) => !c.away);
  if (ranked[0]?.away && near > 0) ranked.unshift(...ranked.splice(near, 1));
  return ranked.slice(0, max).map(({ species, reason, phase }) => ({ species, reason, phase }));
}
