import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One-time emergency access codes issued to admins: only a hash is kept. */
export const emergencyCodes = pgTable(
  'emergency_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('emergency_codes_user_id_idx').on(t.userId)],
);

/** Security-relevant account events (emergency access, role grants, deletions requested). */
export const authAuditEvents = pgTable(
  'auth_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id'),
    event: text('event').notNull(),
    clientIp: text('client_ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_audit_events_user_id_idx').on(t.userId)],
);

export type OutboxKind = 'email' | 'crm' | 'billing';
export type OutboxStatus = 'kept' | 'pending' | 'sent' | 'failed';

/**
 * Work that leaves the machine (mail, CRM calls), queued so the user's request never waits on it
 * and retried with back-off. `user_id` ties a job to its user so account deletion removes it.
 */
export const outboxJobs = pgTable(
  'outbox_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    userId: text('user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_jobs_user_id_idx').on(t.userId),
  ],
);

/**
 * Server-generated secrets (the session-signing secret when BETTER_AUTH_SECRET is not set), kept
 * in the database so every process on the same database signs cookies alike and `npm start`
 * needs no keys.
 */
export const authSecrets = pgTable('auth_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sessions that ended (sign-out, revoke, password reset, ban, account deletion): a trigger on
 * `sessions` adds a row for every deleted session (migration 0006). Each server process reads
 * the new rows every second and refuses those sessions even when the browser still holds a
 * signed cookie cache for them. Rows are kept a few minutes (longer than the cookie cache lives)
 * and hold no user id, so nothing here outlives an account.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_revocations_revoked_at_idx').on(t.revokedAt)],
);
