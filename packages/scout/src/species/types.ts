import type { WaterKind } from '@anglerscout/contracts';
import type { SourceId } from './sources.ts';

export type { WaterKind };
export type Habitat = 'fresh' | 'salt';
export type FishingType = 'shore' | 'boat' | 'kayak';
export type BaitType = 'artificial' | 'fly' | 'live';
/**
 * 'spring' is the warming-water feed of a fall spawner (trout and salmon in April and May): above
 * its winter pattern but still below its preferred range. Spring spawners are pre-spawn then.
 */
export type SeasonPhase =
  'winter' | 'spring' | 'pre-spawn' | 'spawn' | 'post-spawn' | 'summer' | 'fall';
export type Region =
  | 'gulf'
  | 'south-atlantic'
  | 'mid-atlantic'
  | 'north-atlantic'
  | 'pacific'
  | 'great-lakes'
  | 'inland-south'
  | 'inland-north'
  | 'alaska'
  | 'hawaii';

export type LifeStage = 'adult' | 'spawning';

/**
 * A phase and how it was decided (see the contract's PHASE_FROM): from the water temperature,
 * the typical water temperature for the date, a sourced run calendar, or the month alone.
 */
export interface PhaseEstimate {
  phase: SeasonPhase;
  from: 'water temperature' | 'typical water temperature' | 'run calendar' | 'month';
  /** One line a reader can check: "water near 64 °F is inside the 58-75 °F spawning range" */
  basis: string;
  /** Present when the fish here are stocked catchables (what says so): fished as planted fish */
  stocked?: Basis;
}

export interface Citation {
  source: SourceId;
  /** Page, table, figure or section of the source where the figures were read */
  where: string;
}

/**
 * What an advice line rests on: places in sources where it was read, or "common guide practice"
 * (widely used by guides and anglers, not traced to a study or agency page). Reports show either.
 */
export type Basis = { status: 'sourced'; citations: Citation[] } | { status: 'guide practice' };

/**
 * A water-temperature range in degrees Fahrenheit. `sourced`: the figures were read in the cited
 * places for the stated life stage. `typical`: a commonly quoted value we could not trace to a
 * primary source; reports say so in plain words and never present it as fact.
 */
export interface TempRangeF {
  minF: number;
  maxF: number;
  status: 'sourced' | 'typical';
  lifeStage: LifeStage;
  citations: Citation[];
  note?: string;
}

/** How a fish is usually approached; sizes are common tackle practice, not measurements. */
export interface Presentation {
  what: string;
  size: string;
  colours: string;
  how: string;
}

/**
 * Features of a place that holding-water text may name: an oyster bar is named only where
 * oysters build bars, a bluff bank only where the reservoir has bluffs.
 */
export type Feature =
  | 'oyster-bars'
  | 'mangroves'
  | 'seagrass'
  | 'salt-marsh'
  | 'coral-reef'
  | 'kelp'
  | 'rocky-shore'
  | 'canals'
  | 'bridges'
  | 'piers'
  | 'bluffs'
  | 'standing-timber'
  | 'submerged-grass'
  | 'emergent-grass'
  | 'ice'
  | 'rock-shoals';

/** Groups of water kinds that share holding text when a kind has none of its own. */
export type KindFamily = 'lake' | 'flowing' | 'inshore' | 'coast' | 'offshore';
export type KindKey = WaterKind | KindFamily;

/** A place fish hold, named only where the place has every feature it needs. */
export interface Spot {
  text: string;
  needs?: Feature[];
}

/** Where a fish holds in one kind of water and phase, and what that rests on. */
export interface HoldingAdvice {
  spots: Spot[];
  basis: Basis;
  /**
   * The advice says the fish is mostly away from this shore in this phase ("offshore or far
   * south; few fish near shore"): it does not lead a shore report unless the sub-region lists it
   * for that kind of water (species/choose-targets.ts; review 14 r05)
   */
  awayFromShore?: true;
}

/** Holding advice by phase; `any` covers the phases not listed. */
export type PhaseHolding = Partial<Record<SeasonPhase | 'any', HoldingAdvice>>;

/** A presentation for some kinds of water, phases, baits or places; the first that fits wins. */
export interface PresentationRule {
  baits: BaitType[];
  kinds?: KindKey[];
  phases?: SeasonPhase[];
  /** Only when the water is colder than this (°F) */
  belowF?: number;
  /** Only for these fishing types (a plunking rig from the bank, a trolled rig from a boat) */
  types?: FishingType[];
  /** Only in these months (1-12): a salmonfly dry in the late-spring hatch */
  months?: number[];
  /** Only in these coarse regions (live sardine for Pacific dorado, ballyhoo in the Atlantic) */
  regions?: Region[];
  /** Only in these sub-regions (species/regions ids) */
  subRegions?: string[];
  /**
   * Only on these named river reaches (species/data/hatch-reaches.ts): a marquee hatch or food
   * (salmonflies, sow bugs) is true of the reaches its sources describe, not of a whole region
   */
  reaches?: string[];
  presentation: Presentation;
  basis: Basis;
}

/** How an angler of one fishing type gets at the fish, optionally for some kinds of water only. */
export interface ApproachRule {
  types: FishingType[];
  kinds?: KindKey[];
  /** Only in these phases (ice-out shallows, the fall run) */
  phases?: SeasonPhase[];
  /** Only in these months (1-12) */
  months?: number[];
  /** Only for these baits (a live-bait rig is no line for a lure or fly angler) */
  baits?: BaitType[];
  text: string;
  basis: Basis;
}

export type SpeciesGroup =
  | 'black-bass'
  | 'sunfish'
  | 'temperate-bass'
  | 'percid'
  | 'esocid'
  | 'catfish'
  | 'trout'
  | 'salmon'
  | 'inshore'
  | 'flatfish'
  | 'reef'
  | 'flats'
  | 'coastal-pelagic'
  | 'offshore-pelagic';

/**
 * Temperatures that differ from the species' default in some waters: coastal striped bass feed
 * at cooler water than reservoir fish; Florida bass bed warmer than northern largemouth. A block
 * applies when every field it gives matches (habitat, sub-region); the first that fits wins.
 */
export interface LocalTemps {
  habitat?: Habitat;
  /** Sub-region ids (species/regions) */
  subRegions?: string[];
  preferredTempF?: TempRangeF;
  spawnTempF?: TempRangeF;
}

/** Where and when a species spawns (SpeciesRecord.spawnsWhere). */
export interface SpawningGrounds {
  /** In words, read after "spawn": "offshore over the continental shelf" */
  where: string;
  /** Kinds of water the spawn happens in; absent: every kind */
  kinds?: WaterKind[];
  /**
   * Months (1-12) of the spawn there; the fish count as post-spawn for PHASE_RULES.postSpawnDays
   * after the last of them, and follow the season after that. Absent: every month the water allows
   */
  months?: number[];
  /**
   * Waters where the fish are stocked and their spawn adds next to nothing (rainbows in the
   * Arkansas tailwaters): no spawn is read there. `where` reads after "the fish here".
   */
  except?: { where: string; subRegions: string[]; kinds?: WaterKind[] };
  basis: Basis;
}

export interface SpeciesRecord {
  id: string;
  commonName: string;
  scientificName: string;
  group: SpeciesGroup;
  habitats: Habitat[];
  regions: Region[];
  /**
   * Months (1-12) the species is usually in salt water near shore in a region; a region listed
   * with no months means it is not caught in salt water there. Absent: all year. Judgement from
   * state agency season summaries, not a measured calendar. Sub-regions with their own target
   * calendars (species/regions) take precedence.
   */
  saltMonths?: Partial<Record<Region, number[]>>;
  /** Northern limit of the usual range (degrees latitude), for subtropical fish */
  maxLat?: number;
  /** Southern limit of the usual range (degrees latitude), for cold-water fish */
  minLat?: number;
  /** Kinds of water where it is usually caught; absent: every kind of its habitats */
  kinds?: WaterKind[];
  /** Temperatures at which the species feeds and grows best */
  preferredTempF: TempRangeF;
  spawnTempF: TempRangeF;
  /** Other ranges for some waters (see LocalTemps); use `speciesHere` to apply them */
  localTemps?: LocalTemps[];
  /** When in the year the spawn happens, which decides how the phases run */
  spawnSeason: 'spring' | 'summer' | 'fall' | 'winter';
  /**
   * A fish that does not spawn where anglers meet it (resident immature chinook, migrating
   * sailfish): phases follow the season, never "spawn" or "post-spawn".
   */
  nonSpawning?: boolean;
  /**
   * Where and when the fish spawn, for fish anglers mostly meet away from their spawning water
   * (bluefish spawn out on the shelf; coastal striped bass in the tidal fresh reaches of their
   * rivers in spring): elsewhere and in other months the phases follow the season, as for
   * `nonSpawning`, and never read "spawn" or "post-spawn" off a thermometer.
   */
  spawnsWhere?: SpawningGrounds;
  /**
   * In a stratified lake the adults leave warm surface water for the cool layer below, so a hot
   * surface does not make them a poor target there (striped bass, walleye, trout, salmon).
   */
  seeksDepthInHeat?: boolean;
  /** Short phrases: "dawn", "dusk", "night", "moving tide", "overcast days" */
  feedingTimes: string[];
  /**
   * In water colder than `belowF` the fish is most active in the warmest hours of the day,
   * whatever the season (muskellunge in late fall): its feeding times lead with the warm midday
   * and afternoon and drop the low-light hours
   */
  warmHours?: { belowF: number; basis: Basis };
  /** Where the species holds, by kind of water (or family) and phase; the group fills the rest */
  holding?: Partial<Record<KindKey, PhaseHolding>>;
  /** The default presentation per bait; `rigs` refine it by water, phase and temperature */
  presentations: Record<BaitType, Presentation>;
  rigs?: PresentationRule[];
  /**
   * Fishing types a default presentation can be fished from, when not all (a trolled flasher
   * needs a boat); another type gets its own rig or the next default that fits
   */
  defaultTypes?: Partial<Record<BaitType, FishingType[]>>;
  /** Species-specific approach lines; the group's lines fill the rest */
  approach?: ApproachRule[];
  /** Where the non-temperature facts (range, habitat, behaviour) come from */
  sources: SourceId[];
}
