import { and, count, eq, ne } from 'drizzle-orm';
import type { UserRole } from '@anglerscout/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { recordAdminAction, type AdminActor } from '../audit/record-admin-action.ts';

interface ActionOptions {
  db: Db;
  actor: AdminActor;
  userId: string;
}

async function findUser(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
  return user;
}

/** Other administrators than this user (an admin's rights may only go while one remains). */
/** A user's ban as the audit log records it (before and after a ban or an unban). */
const banState = (user: Awaited<ReturnType<typeof findUser>>) => ({
  banned: user.banned ?? false,
  banReason: user.banReason,
  banExpires: user.banExpires?.toISOString() ?? null,
});

async function otherAdmins(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  return row?.n ?? 0;
}

/** Refuses what would leave the site without an administrator. */
export async function assertNotLastAdmin(db: DbOrTx, userId: string, what: string) {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role === 'admin' && (await otherAdmins(db, userId)) === 0)
    throw new AppError(
      'AUTH_FORBIDDEN',
      `${what} would leave the site without an administrator. Make someone else an admin first.`,
    );
}

export async function setUserRole(opts: ActionOptions & { role: UserRole }) {
  await opts.db.transaction(async (tx) => {
    const user = await findUser(tx, opts.userId);
    const before = user.role === 'admin' ? 'admin' : 'user';
    if (before === 'admin' && opts.role !== 'admin')
      await assertNotLastAdmin(tx, opts.userId, 'Removing these admin rights');
    await tx
      .update(users)
      .set({ role: opts.role, updatedAt: new Date() })
      .where(eq(users.id, opts.userId));
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'user.role_set',
      target: { type: 'user', id: opts.userId },
      before: { role: before },
      after: { role: opts.role },
    });
  });
}

/**
 * Bans a user: their sessions end at once (the sessions trigger records each revocation, which
 * every process honours within a second) and better-auth's admin plugin refuses new sign-ins
 * until the ban is lifted or `expiresAt` passes.
 */
export async function banUser(opts: ActionOptions & { reason: string; expiresAt: Date | null }) {
  if (opts.userId === opts.actor.id)
    throw new AppError('AUTH_FORBIDDEN', 'You cannot ban yourself.');
  if (opts.expiresAt && opts.expiresAt.getTime() <= Date.now())
    throw new AppError('VALIDATION_OUT_OF_RANGE', 'The ban must end in the future.');
  await opts.db.transaction(async (tx) => {
    const user = await findUser(tx, opts.userId);
    await assertNotLastAdmin(tx, opts.userId, 'Banning this user');
    const ban = { banned: true, banReason: opts.reason, banExpires: opts.expiresAt };
    await tx
      .update(users)
      .set({ ...ban, updatedAt: new Date() })
      .where(eq(users.id, opts.userId));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, opts.userId))
      .returning({ id: sessions.id });
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'user.ban',
      target: { type: 'user', id: opts.userId },
      before: banState(user),
      after: {
        ...ban,
        banExpires: opts.expiresAt?.toISOString() ?? null,
        sessionsEnded: ended.length,
      },
      reason: opts.reason,
    });
  });
}

export async function unbanUser(opts: ActionOptions) {
  await opts.db.transaction(async (tx) => {
    const user = await findUser(tx, opts.userId);
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, opts.userId));
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: 'user.unban',
      target: { type: 'user', id: opts.userId },
      before: banState(user),
      after: { banned: false },
    });
  });
}

/** Ends one session of the user (by id) or all of them. */
export async function revokeUserSessions(opts: ActionOptions & { sessionId?: string }) {
  return opts.db.transaction(async (tx) => {
    await findUser(tx, opts.userId);
    const where = opts.sessionId
      ? and(eq(sessions.userId, opts.userId), eq(sessions.id, opts.sessionId))
      : eq(sessions.userId, opts.userId);
    const ended = await tx.delete(sessions).where(where).returning({ id: sessions.id });
    if (opts.sessionId && ended.length === 0)
      throw new AppError('RESOURCE_NOT_FOUND', 'That session has already ended.');
    await recordAdminAction({
      db: tx,
      actor: opts.actor,
      action: opts.sessionId ? 'user.session_revoke' : 'user.sessions_revoke',
      target: { type: 'user', id: opts.userId },
      after: {
        sessionsEnded: ended.length,
        ...(opts.sessionId ? { sessionId: opts.sessionId } : {}),
      },
    });
    return { ended: ended.length };
  });
}
