import {
  bigint,
  bigserial,
  date,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type AppLogSource = 'client' | 'server';
export type AppLogLevel = 'warn' | 'error';

/**
 * Warnings and errors from the web app (POST /api/log) and the server's own 5xx answers, kept to
 * the newest 1,000 entries. Text is redacted
 * before it is stored; `user_id` (no foreign key) lets account deletion remove a user's entries.
 */
export const appLogs = pgTable('app_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  source: text('source').$type<AppLogSource>().notNull(),
  level: text('level').$type<AppLogLevel>().notNull(),
  message: text('message').notNull(),
  data: jsonb('data').$type<Record<string, unknown> | null>(),
  url: text('url'),
  /** The path of `url` (or of the API request), for filtering by route. */
  route: text('route'),
  userAgent: text('user_agent'),
  userId: text('user_id'),
  requestId: text('request_id'),
  clientTime: timestamp('client_time', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counts per UTC day that the admin dashboard reads instead of scanning big tables: `signups`,
 * `users` (+1 per user created, -1 per user deleted: the running total is the sum), `reports`
 * (reports written; kept when a report is deleted), kept by triggers on users and
 * fishing_reports (migration 0010); `provider_calls` and `model_tokens`, added by the code that
 * spends them.
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    metric: text('metric').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day] })],
);

/**
 * The site's look, one row (absent: the built-in look). Colours are #rrggbb; the logo is stored
 * re-encoded as PNG (base64), with a hash that versions its URL.
 */
export const styleSettings = pgTable('style_settings', {
  id: text('id').primaryKey().default('site'),
  brandName: text('brand_name').notNull(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  logoPng: text('logo_png'),
  logoHash: text('logo_hash'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
