import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

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
 * extended to a full lifetime (verification extends the session by 1 hour).
 */
export async function validateSessionToken({
  db,
  token,
  lifetimeSeconds,
  updateAgeSeconds,
  now = new Date(),
}: ValidateSessionTokenOptions): Promise<ValidSession | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      role: users.role,
      banned: users.banned,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, token));
  if (!row || row.banned) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return null;
  const valid: ValidSession = {
    sessionId: row.id,
    userId: row.userId,
    isAdmin: row.role === 'admin',
  };
  if (row.expiresAt.getTime() - now.getTime() < (lifetimeSeconds - updateAgeSeconds) * 1000) {
    valid.extendedTo = new Date(now.getTime() + lifetimeSeconds * 1000);
    await db
      .update(sessions)
      .set({ expiresAt: valid.extendedTo, updatedAt: now })
      .where(eq(sessions.id, row.id));
  }
  return valid;
}
