import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { TAdminUserDetail } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { fishingReports, sessions, subscriptions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { listAdminActions } from '../audit/record-admin-action.ts';
import { asTier } from './search-users.ts';

/** One user as the admin user page shows them: account, plan, live sessions, audit trail. */
export async function getUserDetail({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<TAdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('RESOURCE_NOT_FOUND', 'User not found.');
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [reports] = await db
    .select({ n: count() })
    .from(fishingReports)
    .where(eq(fishingReports.userId, userId));
  const live = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt));
  const audit = await listAdminActions({ db, target: { type: 'user', id: userId }, limit: 50 });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    role: user.role === 'admin' ? 'admin' : 'user',
    emailVerified: user.emailVerified,
    banned: user.banned ?? false,
    banReason: user.banReason,
    banExpires: user.banExpires?.toISOString() ?? null,
    tier: asTier(sub?.tier),
    createdAt: user.createdAt.toISOString(),
    subscription: {
      tier: asTier(sub?.tier),
      status: sub?.status ?? 'active',
      expiresAt: sub?.expiresAt?.toISOString() ?? null,
    },
    reportCount: reports?.n ?? 0,
    sessions: live.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    audit,
  };
}
