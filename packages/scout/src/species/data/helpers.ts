import type { SourceId } from '../sources.ts';
import type { Presentation, TempRangeF } from '../types.ts';

/** A temperature range in degrees F; `checked` as defined on TempRangeF. */
export const range = (minF: number, maxF: number, sources: SourceId[], checked: boolean, note?: string): TempRangeF =>
  note === undefined ? { minF, maxF, sources, checked } : { minF, maxF, sources, checked, note };

export const lure = (what: string, size: string, colours: string, how: string): Presentation => ({ what, size, colours, how });
