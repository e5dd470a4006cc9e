/**
 * Prints the SQL that seeds closure_rows from the bundled table (rules/data/closure-seed.ts).
 *
 * The migration that creates the table (apps/server/drizzle/0015_regulations.sql) holds the
 * first rows:
 *
 *   npx tsx packages/scout/scripts/closure-seed-sql.ts >> apps/server/drizzle/0015_regulations.sql
 *
 * Rows added to the bundle later reach a database that already ran 0015 through a new custom
 * migration (npm run db:generate -- --custom --name <name>) holding only the rows no earlier
 * migration seeded; `--after` names those migrations, and the inserts skip ids already there
 * (an admin may have re-created one), so staff edits are never overwritten:
 *
 *   npx tsx packages/scout/scripts/closure-seed-sql.ts --after apps/server/drizzle/0015_regulations.sql \
 *     >> apps/server/drizzle/0018_closure_rows_science5.sql
 *
 * A server test checks the migrated table against the bundled rows, so the two cannot drift
 * apart unnoticed before the first admin edit.
 */
import { readFileSync } from 'node:fs';
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

/** Ids an earlier seeding migration inserted: each row line starts "('<id>', ". */
function seededIds(files: string[]): Set<string> {
  const ids = new Set<string>();
  for (const f of files)
    for (const m of readFileSync(f, 'utf8').matchAll(/^\('([a-z0-9-]+)', /gm)) ids.add(m[1]!);
  return ids;
}

const args = process.argv.slice(2);
const after = args[0] === '--after' ? args.slice(1) : [];
const done = seededIds(after);
const seed = CLOSURE_SEED.filter((r) => !done.has(r.id));
const rows = seed.map(
  (r) =>
    `(${[r.id, r.state, r.jurisdiction, r.waters, r.area, r.speciesId, r.rule, r.fishingTypes, r.startDate, r.endDate, r.recurs, r.summary, r.sourceUrl, r.readYear, r.reviewBy].map(lit).join(', ')})`,
);
const header = after.length
  ? `-- Rows added to packages/scout/src/rules/data/closure-seed.ts after ${after.map((f) => f.split('/').pop()).join(', ')} (${seed.length} rows), by packages/scout/scripts/closure-seed-sql.ts --after`
  : `--> statement-breakpoint\n-- Seeded from packages/scout/src/rules/data/closure-seed.ts (${seed.length} rows) by packages/scout/scripts/closure-seed-sql.ts`;
process.stdout.write(
  `${header}\nINSERT INTO "closure_rows" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES\n${rows.join(',\n')}${after.length ? '\nON CONFLICT ("id") DO NOTHING' : ''};\n`,
);
