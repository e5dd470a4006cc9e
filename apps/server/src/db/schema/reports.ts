import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A report's place (spec 000 section 3: id, google_place_id, name, latitude, longitude) plus its time zone. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    googlePlaceId: text('google_place_id'),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_user_idx').on(t.userId)],
);

export const fishingReports = pgTable(
  'fishing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reportDate: text('report_date').notNull(),
    species: text('species'),
    speciesName: text('species_name'),
    fishingType: text('fishing_type').notNull(),
    baitType: text('bait_type').notNull(),
    habitat: text('habitat').notNull(),
    score: integer('score'),
    verdict: text('verdict'),
    conditions: jsonb('conditions').notNull(),
    structured: jsonb('structured').notNull(),
    markdown: text('markdown').notNull(),
    writer: text('writer').notNull(),
    writerModel: text('writer_model'),
    writerNote: text('writer_note'),
    aiSettingsVersion: integer('ai_settings_version'),
    timings: jsonb('timings').notNull(),
  },
  (t) => [index('fishing_reports_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * One row per report creation that counts against a plan, kept when the report is deleted (a
 * deleted report does not give a free report back). `pending` rows reserve a slot while the
 * report is written; the unique key makes a retried request with the same Idempotency-Key find
 * the first one.
 */
export const reportUsage = pgTable(
  'report_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull(),
    reportId: uuid('report_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed every few seconds while the report is written; a pending row gone quiet is abandoned. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_usage_user_key_idx').on(t.userId, t.idempotencyKey),
    index('report_usage_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull().default('free'),
  status: text('status').notNull().default('active'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/** Versioned AI settings: every change is a new row; the highest version is active. */
export const aiSettings = pgTable('ai_settings', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  model: text('model').notNull(),
  temperature: doublePrecision('temperature').notNull(),
  maxTokens: integer('max_tokens').notNull(),
  systemPrompt: text('system_prompt').notNull(),
  styleNotes: text('style_notes').notNull(),
  changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
