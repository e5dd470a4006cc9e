import { SOURCES } from '../species/sources.ts';
import type { TempRangeF } from '../species/types.ts';
import type { TargetSummary } from './types.ts';

/** The wording a report uses for a range that could not be traced to a primary source. */
export const TYPICAL_WORDS = 'a typical value, not a sourced fact';

/** A species range as the report carries it: figures, status and readable citations. */
export function rangeView(r: TempRangeF): TargetSummary['preferredTempF'] {
  return {
    minF: r.minF,
    maxF: r.maxF,
    status: r.status,
    lifeStage: r.lifeStage,
    citations: r.citations.map((c) => {
      const s = SOURCES[c.source];
      return `${s.publisher} (${s.year}): ${s.title}, ${s.locator}; ${c.where}`;
    }),
    note: r.note ?? null,
  };
}

/** "68-86 °F (a typical value, not a sourced fact)" or "70-81 °F (sourced: ...)". */
export function rangeWords(r: TargetSummary['preferredTempF']): string {
  return r.status === 'typical'
    ? `${r.minF}-${r.maxF} °F (${TYPICAL_WORDS})`
    : `${r.minF}-${r.maxF} °F (${r.lifeStage === 'spawning' ? 'spawning fish' : 'adults'}; sourced)`;
}
