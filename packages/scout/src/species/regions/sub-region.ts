import type { SourceId } from '../sources.ts';
import type {
  BaitType,
  Basis,
  Feature,
  FishingType,
  Habitat,
  HoldingAdvice,
  Region,
  SeasonPhase,
  WaterKind,
} from '../types.ts';

/** [south, west, north, east] in degrees. */
export type Box = readonly [number, number, number, number];

/**
 * One of the region's main targets in some months: the species, where (kinds of water) and how
 * (fishing types) it is a main target, and the page that says so.
 */
export interface RegionalTarget {
  species: string;
  months: readonly number[];
  kinds?: readonly WaterKind[];
  types?: readonly FishingType[];
  /**
   * The months the fish is the main event here (false albacore at Cape Lookout in October and
   * November): in them it ranks as if listed first, whatever its place in the list
   */
  peak?: readonly number[];
  /**
   * The last day ([month, day]) of the peak, when it ends inside its last peak month (false
   * albacore off Rhode Island taper off by mid-October): after it the fish is in season but no
   * longer the main event
   */
  peakUntil?: readonly [number, number];
  /**
   * The last day ([month, day]) the fish is a target, when it leaves inside its last month (the
   * bonito, which leave southern New England before the albies)
   */
  until?: readonly [number, number];
  /** Only within this distance of the coast, km (kelp bass live on the kelp and nearshore reefs) */
  nearCoastKm?: number;
  /**
   * Only in cold water: a tailwater, or a spot inside the sub-region's `coldAreas` (the
   * mountains), not the tidal Potomac or a valley reservoir
   */
  coldWater?: boolean;
  /** Only in odd or even years (Puget Sound pink salmon return in odd years) */
  years?: 'odd' | 'even';
  /**
   * How many of the sub-region's waters of these kinds hold the fish as a fishery: 'most' (the
   * default: about half or more) or 'many' (fewer, but common: a quarter to a half). The chooser
   * ranks a water nobody named by it, not by the list order alone: the fish most such waters hold
   * come first. A fish found only in some waters (stocked trout in the cold lakes, stripers in
   * the striper lakes) is not listed for every water: a condition below finds its waters, or the
   * named-waters table lists it.
   */
  share?: Share;
  /**
   * Only outside the sub-region's `coldAreas` (and never in a tailwater): a warm-water fish that
   * the deep, cold mountain lakes lack (largemouth in the Northwest's lowland lakes, not Chelan)
   */
  warmWater?: boolean;
  /** Only in a lake of at least this area, km², where the mapped area is known (big-lake walleye) */
  minLakeKm2?: number;
  /** Only this far from the coast or farther, km, where the distance is known (blue-water tuna) */
  farFromCoastKm?: number;
  /** Only inside these places: the reservoirs stocked for stripers, a strain's home waters */
  within?: Within;
  /**
   * Not inside these places: the open lake's summer salmon and trout, not in the shallow warm
   * Great Lakes bays whose summer fishery is bass, walleye, pike and perch
   */
  outside?: Within;
  /** Only for these baits (kingfish from the pier ends on live bait) */
  baits?: readonly BaitType[];
  /**
   * Only on open water: not when the spot is likely iced over (shore steelhead at the pier heads
   * and river mouths, which an ice sheet closes)
   */
  openWater?: boolean;
  basis: Basis;
}

/** How common a fish is among a sub-region's waters of its kinds (RegionalTarget.share). */
export type Share = 'most' | 'many';

/** The places a target is limited to, named in words and drawn as boxes. */
export interface Within {
  /** In words: "the reservoirs stocked with striped bass (Texoma, Possum Kingdom ...)" */
  where: string;
  boxes: readonly Box[];
}

/**
 * Places in a sub-region where some of its fish do not live (above a dam with no fish passage,
 * no salmon or steelhead; the Snake above Hells Canyon): the sub-region's targets and runs for
 * these species are dropped there.
 */
interface Exclusion {
  /** In words: "above Grand Coulee and Chief Joseph dams" */
  where: string;
  boxes: readonly Box[];
  species: readonly string[];
  basis: Basis;
}

/**
 * A run or migration window for a species in this region's waters: between these dates the fish
 * are in this phase, whatever the thermometer says (a chinook entering the Kenai is running to
 * spawn; a winter blackmouth in Puget Sound is feeding, not spawning).
 */
export interface RunWindow {
  species: string;
  /** [month, day] of the first and last day, inclusive; `from` after `to` wraps the new year */
  from: readonly [number, number];
  to: readonly [number, number];
  phase: SeasonPhase;
  /** Kinds of water the window applies to (rivers for a salmon run); absent: all */
  kinds?: readonly WaterKind[];
  /** Only in odd or even years (a two-year pink salmon cycle) */
  years?: 'odd' | 'even';
  /** What happens, in words: "late-run sockeye enter the Kenai River" */
  text: string;
  basis: Basis;
  /** Where the fish hold during the window, when that differs from their phase's usual water */
  holding?: HoldingAdvice;
}

/**
 * Fish that this sub-region's agency stocks as catchables in some kinds of water, where they do
 * not spawn (put-and-take trout in the lowland lakes): no spawn phase is read from the
 * thermometer there, and they are fished as planted fish (species/stocked-fish.ts).
 */
interface StockedFish {
  species: readonly string[];
  kinds: readonly WaterKind[];
  /** Only inside these places (the lowlands west of the Cascades) */
  within?: Within;
  /** Only in lakes smaller than this, km², where the mapped area is known */
  maxLakeKm2?: number;
  /** Reads after "the rainbow trout here": "are mostly hatchery catchables planted by WDFW" */
  where: string;
  basis: Basis;
}

/**
 * A fish usually caught offshore that this place is known for catching from shore or a kayak
 * (ulua from the rocks in Hawaii, kingfish from Carolina piers), with the page that says so.
 */
interface NearshoreException {
  species: string;
  types: readonly FishingType[];
  kinds?: readonly WaterKind[];
  basis: Basis;
}

/**
 * A fishing sub-region: finer than the coarse regions, for one habitat, with what its waters
 * hold (features), its main targets by month, its run calendars and its sources. Each region is
 * one file under species/regions, so a biologist can review it alone.
 */
export interface SubRegion {
  id: string;
  /** "the Florida Keys": reads after "in" */
  name: string;
  region: Region;
  habitat: Habitat;
  states: readonly string[];
  /** The first sub-region (in the index's order) whose box holds the spot wins */
  boxes: readonly Box[];
  features: readonly Feature[];
  /** The kind of water to assume when nothing else says (the user's choice always wins) */
  defaultKind: WaterKind;
  /** The kind to assume for a boat trip when nothing else says (the reef edge in the Keys) */
  boatKind?: WaterKind;
  /**
   * The kind to assume for a shore trip when nothing else says (Southern California's mainland
   * shore is mostly sand beach, its islands and a few headlands rock), except inside `except`,
   * where `defaultKind` stands; `words` says what the shore usually is, for the reason line.
   */
  shoreKind?: { kind: WaterKind; words: string; except: readonly Box[] };
  /** Only these kinds of water belong to the sub-region (a Great Lakes basin: the lake and its rivers) */
  onlyKinds?: readonly WaterKind[];
  /**
   * Rivers and tailwaters belong to the sub-region only within `km` of one of these lines
   * ([lat, lon] points): a Great Lake's tributaries, not every river in its box
   */
  tributaries?: { shores: readonly (readonly (readonly [number, number])[])[]; km: number };
  targets: readonly RegionalTarget[];
  /**
   * The targets are one water's fish in its agency's order (a named water): ranked by their list
   * place, as the agency ranks them, not by share among many waters
   */
  oneWater?: boolean;
  runs?: readonly RunWindow[];
  stocked?: readonly StockedFish[];
  nearshore?: readonly NearshoreException[];
  exclusions?: readonly Exclusion[];
  /**
   * Where the sub-region's water runs cold in summer (its mountains, as rings of [lat, lon]
   * points): `coldWater` targets hold only there and in tailwaters. Drawn from the terrain, not
   * the air normals: the normals come from the nearest station, usually a valley airport, which
   * made Mossy Creek and the Rapidan (Charlottesville, 74 °F water) and Hat Creek (Redding, 76)
   * as warm as the tidal Potomac (76).
   */
  coldAreas?: readonly (readonly (readonly [number, number])[])[];
  sources: readonly SourceId[];
}

/** Months from `from` to `to` inclusive, wrapping the new year: span(11, 2) is 11, 12, 1, 2. */
export function span(from: number, to: number): number[] {
  const out: number[] = [];
  for (let m = from; ; m = (m % 12) + 1) {
    out.push(m);
    if (m === to) break;
  }
  return out;
}

export const ALL_YEAR = span(1, 12);

/** A target entry. */
export const target = (
  species: string,
  months: readonly number[],
  basis: Basis,
  where: {
    kinds?: WaterKind[];
    types?: FishingType[];
    peak?: number[];
    peakUntil?: readonly [number, number];
    until?: readonly [number, number];
    nearCoastKm?: number;
    coldWater?: boolean;
    years?: 'odd' | 'even';
    share?: Share;
    warmWater?: boolean;
    minLakeKm2?: number;
    farFromCoastKm?: number;
    within?: Within;
    outside?: Within;
    baits?: BaitType[];
    openWater?: boolean;
  } = {},
): RegionalTarget => ({ species, months, basis, ...where });

export const inBox = (lat: number, lon: number, [s, w, n, e]: Box) =>
  lat >= s && lat <= n && lon >= w && lon <= e;

/** Whether a yyyy-MM-dd date is in an odd or even year, when a target or run names one. */
export function inYears(date: string, years: 'odd' | 'even' | undefined): boolean {
  if (!years) return true;
  return (Number(date.slice(0, 4)) % 2 === 1) === (years === 'odd');
}

/** Whether a [month, day] date falls inside a run window (inclusive, wrapping the year). */
export function inWindow(month: number, day: number, w: Pick<RunWindow, 'from' | 'to'>): boolean {
  const v = month * 100 + day;
  const a = w.from[0] * 100 + w.from[1];
  const b = w.to[0] * 100 + w.to[1];
  return a <= b ? v >= a && v <= b : v >= a || v <= b;
}

/** Whether a yyyy-MM-dd date is past a [month, day] in that month (a target's `until`). */
export function pastDayInMonth(date: string, end: readonly [number, number] | undefined): boolean {
  if (!end) return false;
  const month = Number(date.slice(5, 7));
  return month === end[0] && Number(date.slice(8, 10)) > end[1];
}
