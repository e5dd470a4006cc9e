import type { SourceId } from './sources.ts';

export type Habitat = 'fresh' | 'salt';
export type FishingType = 'shore' | 'boat' | 'kayak';
export type BaitType = 'artificial' | 'fly' | 'live';
export type SeasonPhase = 'winter' | 'pre-spawn' | 'spawn' | 'post-spawn' | 'summer' | 'fall';
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
}

export interface Citation {
  source: SourceId;
  /** Page, table, figure or section of the source where the figures were read */
  where: string;
}

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
   * state agency season summaries, not a measured calendar.
   */
  saltMonths?: Partial<Record<Region, number[]>>;
  /** Northern limit of the usual range (degrees latitude), for subtropical fish */
  maxLat?: number;
  /** Temperatures at which the species feeds and grows best */
  preferredTempF: TempRangeF;
  spawnTempF: TempRangeF;
  /** When in the year the spawn happens, which decides how the phases run */
  spawnSeason: 'spring' | 'summer' | 'fall' | 'winter';
  /** Short phrases: "dawn", "dusk", "night", "moving tide", "overcast days" */
  feedingTimes: string[];
  /** Species-specific notes on where fish hold, by habitat and phase; the group fills the rest */
  holding?: Partial<Record<Habitat, Partial<Record<SeasonPhase, string>>>>;
  presentations: Record<BaitType, Presentation>;
  /** Species-specific lines per fishing type; the group's lines fill the rest */
  approach?: Partial<Record<FishingType, string>>;
  /** Where the non-temperature facts (range, habitat, behaviour) come from */
  sources: SourceId[];
}
