import { z } from 'zod';
import { PLAN_TIERS } from './plans.ts';
import { freeText, oneLineText } from './validation.ts';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_SORTS = ['createdAt', 'email', 'name'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;

const yesNo = z.enum(['yes', 'no']).optional();

/** GET /api/admin/users: search (start of the address, its domain, or the name), filters, sort, page. */
export const ZAdminUsersQuery = z.object({
  q: oneLineText().trim().max(100).optional(),
  role: z.enum(USER_ROLES).optional(),
  plan: z.enum(PLAN_TIERS).optional(),
  verified: yesNo,
  banned: yesNo,
  sort: z.enum(USER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PAGE_SIZE),
});
export type TAdminUsersQuery = z.input<typeof ZAdminUsersQuery>;

export const ZAdminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  banned: z.boolean(),
  tier: z.enum(PLAN_TIERS),
  createdAt: z.string(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;

export const ZAdminUsersResponse = z.object({
  items: z.array(ZAdminUserRow),
  /** Matching users, counted up to `totalCap`; `totalCapped` says the real number is larger. */
  total: z.number(),
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;

const ZJsonObject = z.record(z.string(), z.unknown());
export const ZAuditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: ZJsonObject.nullable(),
  after: ZJsonObject.nullable(),
  reason: z.string().nullable(),
  clientIp: z.string().nullable(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAdminUserDetail = ZAdminUserRow.extend({
  image: z.string().nullable(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  subscription: z.object({
    tier: z.enum(PLAN_TIERS),
    status: z.string(),
    expiresAt: z.string().nullable(),
  }),
  reportCount: z.number(),
  sessions: z.array(ZAdminSession),
  audit: z.array(ZAuditEntry),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;

export const ZSetRoleRequest = z.object({ role: z.enum(USER_ROLES) });

export const ZBanUserRequest = z.object({
  reason: freeText().trim().min(1, 'Give a reason for the ban.').max(500),
  /** ISO date-time the ban ends; absent: until lifted. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type TBanUserRequest = z.input<typeof ZBanUserRequest>;

export const ZAuditQuery = z.object({
  action: oneLineText().trim().max(60).optional(),
  actor: oneLineText().trim().max(100).optional(),
  target: oneLineText().trim().max(100).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAuditResponse = z.object({ items: z.array(ZAuditEntry) });
export type TAuditResponse = z.infer<typeof ZAuditResponse>;

/** The admin dashboard's figures (GET /api/admin/stats). */
export const ZAdminStats = z.object({
  totalUsers: z.number(),
  activeSessions: z.number(),
  paidMembers: z.number(),
  month: z.object({
    start: z.string(),
    reportsWritten: z.number(),
    providerCalls: z.number(),
    modelTokens: z.number(),
  }),
  /** The last 30 UTC days, oldest first, zero-filled. */
  daily: z.array(z.object({ day: z.string(), signups: z.number(), reports: z.number() })),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;
