import type { SourceId } from '../sources.ts';
import type {
  ApproachRule,
  BaitType,
  Basis,
  Citation,
  Feature,
  FishingType,
  HoldingAdvice,
  KindKey,
  LifeStage,
  Presentation,
  PresentationRule,
  Region,
  SeasonPhase,
  Spot,
  TempRangeF,
} from '../types.ts';

/** A place in a source: the page, table, figure or section where the figures were read. */
export const cite = (source: SourceId, where: string): Citation => ({ source, where });

/** A range read in the cited sources for the stated life stage. */
export const sourced = (
  minF: number,
  maxF: number,
  lifeStage: LifeStage,
  citations: Citation[],
  note?: string,
): TempRangeF => ({
  minF,
  maxF,
  status: 'sourced',
  lifeStage,
  citations,
  ...(note ? { note } : {}),
});

/**
 * A commonly quoted range that could not be traced to a primary source: reports call it a
 * typical value, never a sourced fact.
 */
export const typical = (minF: number, maxF: number, note?: string): TempRangeF => ({
  minF,
  maxF,
  status: 'typical',
  lifeStage: 'adult',
  citations: [],
  ...(note ? { note } : {}),
});

export const lure = (what: string, size: string, colours: string, how: string): Presentation => ({
  what,
  size,
  colours,
  how,
});

/** Advice widely used by guides and anglers, not traced to a study or an agency page. */
export const GUIDE: Basis = { status: 'guide practice' };

/** Advice read in the cited places. */
export const read = (...citations: Citation[]): Basis => ({ status: 'sourced', citations });

/** A holding spot named only where the place has every listed feature. */
export const spot = (text: string, ...needs: Feature[]): Spot =>
  needs.length ? { text, needs } : { text };

const toSpot = (s: string | Spot): Spot => (typeof s === 'string' ? { text: s } : s);

/** Holding advice on a basis. */
export const hold = (basis: Basis, ...spots: (string | Spot)[]): HoldingAdvice => ({
  spots: spots.map(toSpot),
  basis,
});

/** Holding advice that is common guide practice. */
export const gh = (...spots: (string | Spot)[]): HoldingAdvice => hold(GUIDE, ...spots);

/** A presentation rule: these baits, in these kinds of water and phases. */
export const rig = (
  baits: BaitType[],
  where: {
    kinds?: KindKey[];
    phases?: SeasonPhase[];
    belowF?: number;
    types?: FishingType[];
    months?: number[];
    regions?: Region[];
    subRegions?: string[];
    /** named river reaches (species/data/hatch-reaches.ts) */
    reaches?: string[];
  },
  presentation: Presentation,
  basis: Basis = GUIDE,
): PresentationRule => ({ baits, ...where, presentation, basis });

/** An approach line for some fishing types (and kinds of water, phases or months). */
export const way = (
  types: FishingType[],
  text: string,
  kinds?: KindKey[],
  basis: Basis = GUIDE,
  when: { phases?: SeasonPhase[]; months?: number[]; baits?: BaitType[] } = {},
): ApproachRule => ({ types, text, ...(kinds ? { kinds } : {}), ...when, basis });
