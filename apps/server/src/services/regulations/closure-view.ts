import type { TClosureRow } from '@anglerscout/contracts';
import type { closureRows } from '../../db/schema/index.ts';

type Row = typeof closureRows.$inferSelect;

/** A stored row as the contract (and the science) reads it. */
export function toClosureRow(row: Row): TClosureRow {
  return {
    id: row.id,
    state: row.state ?? null,
    jurisdiction: row.jurisdiction,
    waters: row.waters,
    area: row.area ?? null,
    speciesId: row.speciesId,
    rule: row.rule,
    fishingTypes: row.fishingTypes ?? null,
    startDate: row.startDate,
    endDate: row.endDate,
    recurs: row.recurs,
    summary: row.summary,
    sourceUrl: row.sourceUrl,
    readYear: row.readYear,
    reviewBy: row.reviewBy,
  };
}
