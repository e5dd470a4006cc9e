import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClosureRule, UsStateCode } from '@anglerscout/contracts';

/**
 * The seasons-and-closures table (Admin > Regulations). Migration 0015 seeds it from the bundled
 * table (packages/scout, rules/data/closure-seed.ts) with the seed's ids; staff edit and add rows
 * from then on, each change audited. Reports read the rows in force on their date.
 */
export const closureRows = pgTable(
  'closure_rows',
  {
    id: text('id').primaryKey(),
    state: text('state').$type<UsStateCode>(),
    jurisdiction: text('jurisdiction').$type<'state' | 'federal'>().notNull(),
    waters: text('waters').$type<'fresh' | 'salt'>().notNull(),
    area: text('area'),
    speciesId: text('species_id').notNull(),
    rule: text('rule').$type<ClosureRule>().notNull(),
    fishingTypes: jsonb('fishing_types').$type<('shore' | 'boat' | 'kayak')[] | null>(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    recurs: text('recurs').$type<'yearly' | 'once'>().notNull(),
    summary: text('summary').notNull(),
    sourceUrl: text('source_url').notNull(),
    readYear: integer('read_year').notNull(),
    reviewBy: date('review_by', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('closure_rows_species_idx').on(t.speciesId),
    index('closure_rows_review_idx').on(t.reviewBy),
  ],
);
