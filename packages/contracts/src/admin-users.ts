import { z } from 'zod';
import { PLAN_TIERS, type PlanTier } from './plans.ts';
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

export interface TAdminUserRow {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  emailVerified: boolean;
  banned: boolean;
  tier: PlanTier;
  createdAt: string;
}

export interface TAdminUsersResponse {
  items: TAdminUserRow[];
  /** Matching users, counted up to `totalCap`; `totalCapped` says the real number is larger. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface TAdminSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface TAuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  clientIp: string | null;
  createdAt: string;
}

export interface TAdminUserDetail extends TAdminUserRow {
  image: string | null;
  banReason: string | null;
  banExpires: string | null;
  subscription: { tier: PlanTier; status: string; expiresAt: string | null };
  reportCount: number;
  sessions: TAdminSession[];
  audit: TAuditEntry[];
}

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
export interface TAuditResponse {
  items: TAuditEntry[];
}

/** The admin dashboard's figures (GET /api/admin/stats). */
export interface TAdminStats {
  totalUsers: number;
  activeSessions: number;
  paidMembers: number;
  month: {
    start: string;
    reportsWritten: number;
    providerCalls: number;
    modelTokens: number;
  };
  /** The last 30 UTC days, oldest first, zero-filled. */
  daily: { day: string; signups: number; reports: number }[];
}
