import { sql } from 'drizzle-orm';
import { AI_PROVIDERS, BAIT_TYPES, FISHING_TYPES, HABITATS } from '@anglerscout/contracts';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** A column restricted to a fixed list, in the database too (a CHECK constraint). */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;

export const USAGE_STATUSES = ['pending', 'used', 'failed'] as const;
export const WRITER_KINDS = ['built-in', 'model'] as const;
/**
 * Why the built-in writer wrote a report the AI writer was chosen for: no answer in time, the
 * service failed (a refused parameter, an outage), an unusable answer, figures not in the facts,
 * or no endpoint/key configured. Null when the chosen writer wrote it.
 */
export const WRITER_FALLBACKS = [
  'timeout',
  'error',
  'invalid',
  'invented-numbers',
  'not-configured',
] as const;

/** A report's place (id, google_place_id, name, latitude, longitude) plus its time zone. */
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
    fishingType: text('fishing_type', { enum: FISHING_TYPES }).notNull(),
    baitType: text('bait_type', { enum: BAIT_TYPES }).notNull(),
    habitat: text('habitat', { enum: HABITATS }).notNull(),
    score: integer('score'),
    verdict: text('verdict'),
    conditions: jsonb('conditions').notNull(),
    structured: jsonb('structured').notNull(),
    markdown: text('markdown').notNull(),
    writer: text('writer', { enum: WRITER_KINDS }).notNull(),
    writerModel: text('writer_model'),
    writerNote: text('writer_note'),
    writerFallback: text('writer_fallback', { enum: WRITER_FALLBACKS }),
    aiSettingsVersion: integer('ai_settings_version'),
    timings: jsonb('timings').$type<Record<string, number>>().notNull(),
  },
  (t) => [
    index('fishing_reports_user_created_idx').on(t.userId, t.createdAt),
    check('fishing_reports_fishing_type_check', oneOf(t.fishingType, FISHING_TYPES)),
    check('fishing_reports_bait_type_check', oneOf(t.baitType, BAIT_TYPES)),
    check('fishing_reports_habitat_check', oneOf(t.habitat, HABITATS)),
    check('fishing_reports_writer_check', oneOf(t.writer, WRITER_KINDS)),
    check(
      'fishing_reports_writer_fallback_check',
      sql`${t.writerFallback} is null or ${oneOf(t.writerFallback, WRITER_FALLBACKS)}`,
    ),
    index('fishing_reports_ai_version_idx').on(t.aiSettingsVersion, t.createdAt),
  ],
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
    status: text('status', { enum: USAGE_STATUSES }).notNull(),
    reportId: uuid('report_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed every few seconds while the report is written; a pending row gone quiet is abandoned. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('report_usage_status_check', oneOf(t.status, USAGE_STATUSES)),
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
  provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
  model: text('model').notNull(),
  temperature: doublePrecision('temperature').notNull(),
  maxTokens: integer('max_tokens').notNull(),
  systemPrompt: text('system_prompt').notNull(),
  styleNotes: text('style_notes').notNull(),
  /** An OpenAI-compatible endpoint; null: AI_BASE_URL (or the provider's default). */
  baseUrl: text('base_url'),
  /** The API key, AES-256-GCM encrypted (services/ai/secret-box.ts); never sent to a browser. */
  apiKeyCipher: text('api_key_cipher'),
  apiKeyLast4: text('api_key_last4'),
  changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
