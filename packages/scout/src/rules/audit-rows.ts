import { ZClosureRowInput, fieldErrors } from '@anglerscout/contracts';
import { getSpecies } from '../species/catalogue.ts';
import { isKnownArea } from './areas.ts';
import { addDays } from './closure-dates.ts';
import { PENDING_SPECIES } from './pending-species.ts';
import type { ClosureRow } from './types.ts';

/** A species id the table may name: the catalogue's, or one issue 27 is adding (PENDING_SPECIES). */
export function isKnownSpeciesId(id: string): boolean {
  return getSpecies(id) !== undefined || id in PENDING_SPECIES;
}

export function speciesName(id: string): string {
  return getSpecies(id)?.commonName ?? PENDING_SPECIES[id] ?? id;
}

/**
 * What is wrong with a row beyond its shape: an unknown species, or an area the state (or
 * federal waters) does not define. Field name -> message, empty when the row is fine.
 */
export function rowReferenceProblems(
  row: Pick<ClosureRow, 'speciesId' | 'area' | 'state' | 'jurisdiction'>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isKnownSpeciesId(row.speciesId))
    problems.speciesId = `Unknown species "${row.speciesId}": use a species id from the catalogue`;
  if (row.area !== null) {
    const scope = row.jurisdiction === 'federal' && row.state === null ? null : row.state;
    const known =
      isKnownArea(scope, row.area) ||
      (row.jurisdiction === 'federal' && isKnownArea(null, row.area));
    if (!known)
      problems.area = `Unknown area "${row.area}" for ${scope ?? 'federal waters'}: leave it empty or use a defined area`;
  }
  return problems;
}

export interface RowAudit {
  id: string;
  problems: string[];
}

/**
 * The data walk: every row must pass the admin contract (https source, dates, state), name a
 * known species and area, and not be more than `graceDays` past its review date on `today`.
 */
export function auditClosureRows(rows: ClosureRow[], today: string, graceDays = 365): RowAudit[] {
  const out: RowAudit[] = [];
  const ids = new Set<string>();
  for (const row of rows) {
    const problems: string[] = [];
    if (ids.has(row.id)) problems.push('duplicate id');
    ids.add(row.id);
    const parsed = ZClosureRowInput.safeParse(row);
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldErrors(parsed.error)))
        problems.push(`${field}: ${message}`);
    for (const [field, message] of Object.entries(rowReferenceProblems(row)))
      problems.push(`${field}: ${message}`);
    if (addDays(row.reviewBy, graceDays) < today)
      problems.push(`reviewBy: ${row.reviewBy} is more than ${graceDays} days past`);
    if (problems.length) out.push({ id: row.id, problems });
  }
  return out;
}
