import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface ValidSession {
  sessionId: string;
  userId: string;
  isAdmin: boolean;
  /** Set when the expiry was pushed out (the caller refreshes the cookie to match). */
  extendedTo?: Date;
}

export interface ValidateSessionTokenOptions {
  db: Db;
  token: string;
  lifetimeSeconds: number;
  updateAgeSeconds: number;
  now?: Date;
}

/**
 * The session check behind POST /api/session/validate: one indexed query for the session and its
 * user, read from the database every time (bans, deletions and role changes show at once). Like
 * better-auth's own refresh, a session older than `updateAgeSeconds` since its last extension is
 * extended to a full lifetime (spec 000: verification extends the session by 1 hour).
 */
export async function validateSessionToken({ db, token, lifetimeSeconds, updateAgeSeconds, now = new Date() }: ValidateSessionTokenOptions): Promise<ValidSession | null> {
  const result = await db.execute<{ id: string; user_id: string; expires_at: string | Date; role: string | null; banned: boolean | null }>(sql`
    select s.id, s.user_id, s.expires_at, u.role, u.banned
    from sessions s join users u on u.id = s.user_id
    where s.token = ${token}`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  const row = rows[0] as { id: string; user_id: string; expires_at: string | Date; role: string | null; banned: boolean | null } | undefined;
  if (!row || row.banned) return null;
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const valid: ValidSession = { sessionId: row.id, userId: row.user_id, isAdmin: row.role === 'admin' };
  if (expiresAt.getTime() - now.getTime() < (lifetimeSeconds - updateAgeSeconds) * 1000) {
    valid.extendedTo = new Date(now.getTime() + lifetimeSeconds * 1000);
    await db.execute(sql`update sessions set expires_at = ${valid.extendedTo.toISOString()}, updated_at = ${now.toISOString()} where id = ${row.id}`);
  }
  return valid;
}
