import { sql } from 'drizzle-orm';
import { FISHING_TYPES, HABITATS } from '@anglerscout/contracts';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A member's saved spot: a point with its water and default species and style, and an optional
 * bite alert. The alert is checked once a day at the spot's local evening (`alertCheckAt`), and
 * `alertSentOn` (the spot's local date of the last alert e-mail) keeps it to one e-mail a day
 * even when several processes check at once. `alertAnnounced` lists the fishing days already
 * announced, so the same good Thursday is not e-mailed again on Tuesday.
 */
export const savedSpots = pgTable(
  'saved_spots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    habitat: text('habitat', { enum: HABITATS }).notNull(),
    species: text('species'),
    fishingType: text('fishing_type', { enum: FISHING_TYPES }),
    alertMinScore: integer('alert_min_score'),
    /** When the alert is next due (a claimed check pushes it out first, as a lease) */
    alertCheckAt: timestamp('alert_check_at', { withTimezone: true }),
    alertSentOn: date('alert_sent_on', { mode: 'string' }),
    alertAnnounced: date('alert_announced', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_spots_user_created_idx').on(t.userId, t.createdAt),
    index('saved_spots_alert_due_idx')
      .on(t.alertCheckAt)
      .where(sql`${t.alertMinScore} is not null`),
    check(
      'saved_spots_alert_min_score_check',
      sql`${t.alertMinScore} is null or ${t.alertMinScore} between 0 and 100`,
    ),
    check(
      'saved_spots_habitat_check',
      sql`${t.habitat} in (${sql.raw(HABITATS.map((h) => `'${h}'`).join(', '))})`,
    ),
    check(
      'saved_spots_fishing_type_check',
      sql`${t.fishingType} is null or ${t.fishingType} in (${sql.raw(FISHING_TYPES.map((f) => `'${f}'`).join(', '))})`,
    ),
  ],
);
