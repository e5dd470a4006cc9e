import type { SourceId } from './sources.ts';

export type Habitat = 'fresh' | 'salt';
export type FishingType = 'shore' | 'boat' | 'kayak';
export type BaitType = 'artificial' | 'fly' | 'live';
export type SeasonPhase = 'winter' | 'pre-spawn' | 'spawn' | 'post-spawn' | 'summer' | 'fall';
export type Region =
  | 'northeast'
  | 'mid-atlantic'
  | 'southeast'
  | 'gulf'
  | 'midwest'
  | 'south-central'
  | 'mountain-west'
  | 'pacific'
  | 'alaska'
  | 'hawaii';

/**
 * A water-temperature range in degrees Fahrenheit with the sources it comes from.
 * `checked` says whether the whole range was compared with the source's text (or a direct
 * quotation of it) while building this data (true), or transcribed from the cited source without
 * re-reading it (false: verify before relying on it). Where sources disagree the range spans them and `note` says so.
 */
export interface TempRangeF {
  minF: number;
  maxF: number;
  sources: SourceId[];
  checked: boolean;
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
