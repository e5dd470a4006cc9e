/**
 * Prints the SQL that seeds closure_rows from the bundled table (rules/data/closure-seed.ts), for
 * the migration that creates the table (apps/server/drizzle/0015_regulations.sql):
 *
 *   npx tsx packages/scout/scripts/closure-seed-sql.ts >> apps/server/drizzle/0015_regulations.sql
 *
 * A server test checks the migrated table against the bundled rows, so the two cannot drift
 * apart unnoticed before the first admin edit.
 */
import { CLOSURE_SEED } from '../src/rules/data/closure-seed.ts';

const lit = (v: unknown): string => {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `'${JSON.stringify(v)}'::jsonb`;
  return `'${String(v).replaceAll("'", "''")}'`;
};
const cols = [
  'id',
  'state',
  'jurisdiction',
  'waters',
  'area',
  'species_id',
  'rule',
  'fishing_types',
  'start_date',
  'end_date',
  'recurs',
  'summary',
  'source_url',
  'read_year',
  'review_by',
];
const rows = CLOSURE_SEED.map(
  (r) =>
    `(${[r.id, r.state, r.jurisdiction, r.waters, r.area, r.speciesId, r.rule, r.fishingTypes, r.startDate, r.endDate, r.recurs, r.summary, r.sourceUrl, r.readYear, r.reviewBy].map(lit).join(', ')})`,
);
process.stdout.write(
  `--> statement-breakpoint\n-- Seeded from packages/scout/src/rules/data/closure-seed.ts (${CLOSURE_SEED.length} rows) by packages/scout/scripts/closure-seed-sql.ts\nINSERT INTO "closure_rows" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES\n${rows.join(',\n')};\n`,
);
