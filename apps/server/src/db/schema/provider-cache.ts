import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Last good answer of each outside source per query (weather for a grid cell, gauges for a box ...).
 * Rows past `expires_at` are refreshed on the next read, and served marked stale if the source fails.
 */
export const providerCache = pgTable(
  'provider_cache',
  {
    key: text('key').primaryKey(),
    source: text('source').notNull(),
    value: jsonb('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('provider_cache_expires_at_idx').on(t.expiresAt)],
);
