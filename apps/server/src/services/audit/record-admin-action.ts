import { and, desc, eq, like, lt, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/index.ts';
import { likePrefix } from '../../lib/primitives/like-pattern.ts';

export interface AdminActor {
  id: string;
  email: string;
  clientIp?: string | null;
}

export interface RecordAdminActionOptions {
  /** The database, or the transaction the action itself runs in (so both land or neither). */
  db: DbOrTx;
  actor: AdminActor;
  /** verb.noun: user.ban, user.role_set, subscription.set, ai_settings.save, post.hide ... */
  action: string;
  target: { type: string; id?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Records one administrator action; call it in the same transaction as the change. */
export async function recordAdminAction(opts: RecordAdminActionOptions): Promise<void> {
  await opts.db.insert(adminAuditLog).values({
    actorId: opts.actor.id,
    actorEmail: opts.actor.email,
    action: opts.action,
    targetType: opts.target.type,
    targetId: opts.target.id ?? null,
    before: opts.before ?? null,
    after: opts.after ?? null,
    reason: opts.reason ?? null,
    clientIp: opts.actor.clientIp ?? null,
  });
}

export interface ListAdminActionsOptions {
  db: Db;
  target?: { type: string; id: string };
  actorId?: string;
  /** The start of the actor's address (the log view's filter). */
  actorEmail?: string;
  /** An action, or an action family by its prefix ("user." for every user action). */
  action?: string;
  targetId?: string;
  /** Entries older than this (keyset paging: pass the last entry's createdAt). */
  before?: Date;
  limit: number;
}

/** The newest entries first, optionally for one target or one actor. */
export async function listAdminActions(opts: ListAdminActionsOptions) {
  const where: SQL[] = [];
  if (opts.target)
    where.push(
      eq(adminAuditLog.targetType, opts.target.type),
      eq(adminAuditLog.targetId, opts.target.id),
    );
  if (opts.actorId) where.push(eq(adminAuditLog.actorId, opts.actorId));
  if (opts.actorEmail)
    where.push(like(adminAuditLog.actorEmail, likePrefix(opts.actorEmail.toLowerCase())));
  if (opts.action)
    where.push(
      opts.action.endsWith('.')
        ? like(adminAuditLog.action, likePrefix(opts.action))
        : eq(adminAuditLog.action, opts.action),
    );
  if (opts.targetId) where.push(eq(adminAuditLog.targetId, opts.targetId));
  if (opts.before) where.push(lt(adminAuditLog.createdAt, opts.before));
  const rows = await opts.db
    .select()
    .from(adminAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(opts.limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
