import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PLAN_TIERS,
  type PlanTier,
  type TAdminUsersResponse,
  type ZAdminUsersQuery,
} from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { likePrefix } from '../../lib/primitives/like-pattern.ts';

/** Beyond this many matches the list says "10,000+" instead of counting every row. */
const USERS_TOTAL_CAP = 10_000;

/**
 * `value` starts with `prefix` (lower case), written as a range over a text_pattern_ops index
 * (users_*_prefix_idx) that `like` then checks exactly. PostgreSQL turns `like 'abc%'` into that
 * range by itself only when it plans with the value in hand; the range is usable by a plan made
 * before the value is known too (a kept statement's generic plan on PGlite, see
 * db/pglite-statements.ts), which with `like` alone read every user. Measured p95 on 100,000
 * users: PGlite 101 ms with `like` alone under kept statements, 48 ms with the range;
 * PostgreSQL 48 -> 24 ms.
 * U+10FFFF is the last code point, so every text that starts with the prefix sorts below the
 * bound (but for one that continues with U+10FFFF itself, a noncharacter).
 */
const startsWith = (value: SQL, prefix: string): SQL =>
  sql`(${value} ~>=~ ${prefix} and ${value} ~<~ ${`${prefix}\u{10FFFF}`} and ${value} like ${likePrefix(prefix)})`;

/**
 * The search matches the start of the address, of its domain ("@example" or "example.com") or of
 * the name, case-insensitively: each is a range over a btree index, so it stays fast on 100,000
 * users on PGlite too, which a substring search would not.
 */
function searchCondition(raw: string): SQL {
  const q = raw.toLowerCase();
  const domain = startsWith(sql`split_part(lower(${users.email}), '@', 2)`, q.replace(/^@/, ''));
  if (q.startsWith('@')) return domain;
  return or(
    startsWith(sql`lower(${users.email})`, q),
    domain,
    startsWith(sql`lower(${users.name})`, q),
  )!;
}

export const asTier = (tier: string | null | undefined): PlanTier =>
  PLAN_TIERS.find((t) => t === tier) ?? 'free';

const SORTS = { createdAt: users.createdAt, email: users.email, name: users.name } as const;

export async function searchUsers(opts: {
  db: Db;
  query: z.output<typeof ZAdminUsersQuery>;
}): Promise<TAdminUsersResponse> {
  const { db, query } = opts;
  const where: SQL[] = [];
  if (query.q) where.push(searchCondition(query.q));
  if (query.role === 'admin') where.push(eq(users.role, 'admin'));
  if (query.role === 'user') where.push(or(isNull(users.role), ne(users.role, 'admin'))!);
  if (query.plan === 'free')
    where.push(or(isNull(subscriptions.tier), eq(subscriptions.tier, 'free'))!);
  else if (query.plan) where.push(eq(subscriptions.tier, query.plan));
  if (query.verified) where.push(eq(users.emailVerified, query.verified === 'yes'));
  if (query.banned === 'yes') where.push(eq(users.banned, true));
  if (query.banned === 'no') where.push(or(isNull(users.banned), eq(users.banned, false))!);
  const condition = where.length ? and(...where) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      banned: users.banned,
      tier: subscriptions.tier,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(condition)
    .orderBy(direction(SORTS[query.sort]), direction(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const capped = db
    .select({ one: sql`1` })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(condition)
    .limit(USERS_TOTAL_CAP + 1)
    .as('capped');
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const total = Number(counted?.n ?? 0);
  return {
    items: rows.map((r) => ({
      ...r,
      role: r.role === 'admin' ? 'admin' : 'user',
      banned: r.banned ?? false,
      tier: asTier(r.tier),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Math.min(total, USERS_TOTAL_CAP),
    totalCapped: total > USERS_TOTAL_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
