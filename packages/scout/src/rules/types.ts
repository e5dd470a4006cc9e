import type { TClosureRow, UsStateCode, WaterKind } from '@anglerscout/contracts';
import type { BaitType, FishingType, Presentation } from '../species/types.ts';

/**
 * Where the spot is for the rules: its state from offline boundaries and, at sea, how far it is
 * from the coastline (federal waters begin 3 nautical miles out; 9 off Texas and Gulf Florida).
 * The server looks these up once and passes them in, as it does for lakes.
 */
export interface SpotGeo {
  state: UsStateCode | null;
  /** Distance to the nearest coastline, km (on land or at sea); null when unknown */
  coastKm: number | null;
  /** True when the point is on the water side of the coastline (sea, bay or sound) */
  atSea: boolean;
}

/** A closure row as the science reads it (the database's rows, or the bundled seed). */
export type ClosureRow = TClosureRow;

/**
 * What a water's rules allow in tackle and ways of fishing. Reports never recommend what a rule
 * in force forbids: a bait outside `baits` is swapped for an allowed one, a boat or kayak in
 * `notFrom` is told to fish from the bank (report/build-report.ts applies these).
 */
export interface TackleLimits {
  /** The only baits allowed (artificial lures, flies, live or natural bait); absent: any */
  baits?: BaitType[];
  barbless?: boolean;
  leadFree?: boolean;
  /** One hook with a single point, its gap at most this many inches */
  singleHookMaxGapIn?: number;
  /** Ways of fishing not allowed here ("no angling from a floating device") */
  notFrom?: FishingType[];
  /**
   * No live fish, and no live aquatic animal brought from elsewhere, as bait (Washington's and
   * Idaho's fresh water): a live-bait rig keeps its worms and dead or preserved bait, and its live
   * minnows, shiners, suckers, crayfish and leeches go
   */
  noLiveFishBait?: boolean;
}

/**
 * A special rule of a water that is not a season status: tackle and gear rules (flies only,
 * single barbless hooks), a stream-type season to check, a licence or permit the water needs.
 * Bundled data like the closure seed, each sourced and due for review; shown in the rules block
 * and applied to the report's presentations.
 */
export interface RuleNotice {
  id: string;
  state: UsStateCode;
  waters: 'fresh' | 'salt';
  /** A named area of the state (rules/areas.ts); null for the whole state */
  area: string | null;
  /**
   * Named areas of the state where it does not hold, because a water's own rule replaces it
   * (Washington's live-bait rule and the lower Columbia's forage-fish exception)
   */
  exceptAreas?: string[];
  /** The species it is about; null for all fishing there */
  speciesIds: string[] | null;
  /**
   * Only on these kinds of water, when the report knows its kind (Oregon's ocean salmon seasons
   * are the ocean's, not a bay's under ODFW's own bay and river rules); absent: every kind
   */
  kinds?: WaterKind[];
  /** Only for an angler on a pier (California's public-pier licence exemption) */
  pierOnly?: boolean;
  /** Only for an angler fishing these baits (a bait rule is noise to a fly angler) */
  baitsOnly?: BaitType[];
  startDate: string;
  endDate: string;
  recurs: 'yearly' | 'once';
  text: string;
  sourceUrl: string;
  readYear: number;
  reviewBy: string;
  tackle?: TackleLimits;
  /** Presentations that keep to the rule, by bait, used in place of the species' own */
  presentations?: Partial<Record<BaitType, Presentation>>;
}

/**
 * Water whose authority the state boundary polygons get wrong or do not tell: a river that
 * belongs to the other shore's state (the Potomac is Maryland's and the District's, not
 * Virginia's), border waters with a shared or special licence, and federal land with its own
 * permit and rules (Yellowstone National Park).
 */
export interface WaterAuthority {
  id: string;
  name: string;
  contains(lat: number, lon: number): boolean;
  /** The state whose rules and agency hold here, when it is not the polygon's */
  state?: UsStateCode;
  /** Agencies whose pages also govern this water (listed after the state's) */
  agencies: { name: string; url: string }[];
  /** The listed agencies replace the state's (a national park's permit replaces the state licence) */
  replacesState?: boolean;
  text: string;
  sourceUrl: string;
  readYear: number;
  reviewBy: string;
}
