import type { TAdviceBasis } from '@anglerscout/contracts';
import { SOURCES } from './sources.ts';
import type { Basis } from './types.ts';

/** The words reports show for advice that rests on no source. */
export const GUIDE_PRACTICE_WORDS = 'common guide practice';

/** A short label for a basis: the publishers and years, or "common guide practice". */
export function basisLabel(basis: Basis): string {
  if (basis.status === 'guide practice') return GUIDE_PRACTICE_WORDS;
  const names = basis.citations.map((c) => {
    const s = SOURCES[c.source];
    return `${s.publisher}${s.year === 'n.d.' ? '' : ` ${s.year}`}`;
  });
  return [...new Set(names)].join('; ');
}

/** A basis as the report carries it: status and readable citations. */
export function basisView(basis: Basis): TAdviceBasis {
  if (basis.status === 'guide practice') return { status: 'guide practice', citations: [] };
  return {
    status: 'sourced',
    citations: basis.citations.map((c) => {
      const s = SOURCES[c.source];
      return `${s.publisher} (${s.year}): ${s.title}, ${s.locator}; ${c.where}`;
    }),
  };
}
