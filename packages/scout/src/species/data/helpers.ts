import type { SourceId } from '../sources.ts';
import type { Citation, LifeStage, Presentation, TempRangeF } from '../types.ts';

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
