import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import type { TCatchConditions } from '@anglerscout/contracts';
import { users } from './auth.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Members' catch photos, already re-encoded without metadata (services/media). Kept in the
 * database so every server process on it serves the same files; shown only where their catch is.
 */
export const catchPhotos = pgTable(
  'catch_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catch_photos_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member's catch log: the exact spot and time, private to its owner. Conditions of that hour
 * and place are worked out once from our sources and science and kept with it.
 */
export const catches = pgTable(
  'catches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caughtAt: timestamp('caught_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    placeName: text('place_name').notNull(),
    species: text('species').notNull(),
    speciesName: text('species_name').notNull(),
    lengthIn: doublePrecision('length_in'),
    weightLb: doublePrecision('weight_lb'),
    bait: text('bait').notNull(),
    method: text('method').notNull(),
    notes: text('notes').notNull().default(''),
    photoId: uuid('photo_id').references(() => catchPhotos.id, { onDelete: 'set null' }),
    conditions: jsonb('conditions').$type<TCatchConditions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catches_user_caught_idx').on(t.userId, t.caughtAt)],
);

/**
 * Community posts: a shared catch report (kind `catch`, linked to its catch) or a discussion
 * thread. The spot shown to others is the public point (a grid cell's centre at the precision
 * the poster chose, never the catch's own point unless shared exactly); the grid cells index
 * that public point for area searches. Region-only posts keep no public point.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    catchId: uuid('catch_id').references(() => catches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    species: text('species'),
    spotPrivacy: text('spot_privacy').notNull(),
    publicLat: doublePrecision('public_lat'),
    publicLon: doublePrecision('public_lon'),
    regionLabel: text('region_label').notNull(),
    /** Fine grid cell (0.1 degree) and coarse cell (1 degree) of the public point */
    cellFine: integer('cell_fine'),
    cellCoarse: integer('cell_coarse'),
    /** When the fish was caught (catch reports), for the local intel's age window */
    caughtAt: timestamp('caught_at', { withTimezone: true }),
    /** visible, hidden (by a moderator, restorable) or removed (gone for good) */
    status: text('status').notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_posts_fine_idx')
      .on(t.cellFine, t.createdAt.desc())
      .where(sql`${t.status} = 'visible'`),
    index('community_posts_coarse_idx')
      .on(t.cellCoarse, t.createdAt.desc())
      .where(sql`${t.status} = 'visible'`),
    index('community_posts_species_fine_idx')
      .on(t.species, t.cellFine, t.createdAt.desc())
      .where(sql`${t.status} = 'visible'`),
    index('community_posts_species_coarse_idx')
      .on(t.species, t.cellCoarse, t.createdAt.desc())
      .where(sql`${t.status} = 'visible'`),
    index('community_posts_created_idx').on(t.createdAt.desc()),
    index('community_posts_user_idx').on(t.userId),
    uniqueIndex('community_posts_catch_idx').on(t.catchId),
  ],
);

export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    status: text('status').notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_replies_post_idx').on(t.postId, t.createdAt)],
);

/** A member's report of a post or reply to the moderators; one per member and item. */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    resolved: boolean('resolved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_flags_once_idx').on(t.userId, t.targetType, t.targetId),
    index('community_flags_open_idx').on(t.resolved, t.createdAt),
  ],
);
