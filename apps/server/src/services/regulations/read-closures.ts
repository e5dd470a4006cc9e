import { asc } from 'drizzle-orm';
import type { TAdminClosureList, TClosureRow } from '@anglerscout/contracts';
import { knownAreas, PENDING_SPECIES, SPECIES } from '@anglerscout/scout';
import type { Db } from '../../db/client.ts';
import { closureRows } from '../../db/schema/index.ts';
import { toClosureRow } from './closure-view.ts';

/** Every row of the seasons-and-closures table (a few hundred at most), for the science. */
export async function readClosureRows({ db }: { db: Db }): Promise<TClosureRow[]> {
  const rows = await db.select().from(closureRows);
  return rows.map(toClosureRow);
}

/** Admin > Regulations: rows by state and species, each flagged when past its review date. */
export async function listClosuresForAdmin(opts: {
  db: Db;
  now?: Date;
}): Promise<TAdminClosureList> {
  const today = (opts.now ?? new Date()).toISOString().slice(0, 10);
  const rows = await opts.db
    .select()
    .from(closureRows)
    .orderBy(asc(closureRows.state), asc(closureRows.speciesId), asc(closureRows.startDate));
  return {
    items: rows.map((r) => ({
      ...toClosureRow(r),
      pastReview: r.reviewBy < today,
      updatedAt: r.updatedAt.toISOString(),
    })),
    areas: knownAreas(),
    species: [
      ...SPECIES.map((s) => ({ id: s.id, name: s.commonName, pending: false })),
      ...Object.entries(PENDING_SPECIES)
        .filter(([id]) => !SPECIES.some((s) => s.id === id))
        .map(([id, name]) => ({ id, name, pending: true })),
    ],
    today,
  };
}
