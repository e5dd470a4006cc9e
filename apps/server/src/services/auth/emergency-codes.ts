import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAuditEvents, emergencyCodes, users } from '../../db/schema/index.ts';

// Crockford-style alphabet: no 0/O or 1/I/L to misread when a code is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 15 random characters (~74 bits) shown as XXXXX-XXXXX-XXXXX. */
function newEmergencyCode(): string {
  const bytes = randomBytes(15);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10)}`;
}

/** Codes are long and random, so a plain SHA-256 of the normalised code is a safe stored form. */
export function hashEmergencyCode(code: string): string {
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');
}

export class NotAnAdminError extends Error {}

export interface IssueEmergencyCodesOptions {
  db: Db;
  email: string;
  count?: number;
}

/** New one-time codes for an admin; earlier unused codes stay valid until used. Returns the plain codes once. */
export async function issueEmergencyCodes({
  db,
  email,
  count = 5,
}: IssueEmergencyCodesOptions): Promise<string[]> {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user || user.role !== 'admin') throw new NotAnAdminError(`${email} is not an admin account`);
  const codes = Array.from({ length: count }, newEmergencyCode);
  await db
    .insert(emergencyCodes)
    .values(codes.map((code) => ({ userId: user.id, codeHash: hashEmergencyCode(code) })));
  await db
    .insert(authAuditEvents)
    .values({ userId: user.id, event: 'emergency_codes.issued', detail: { count } });
  return codes;
}

/** Marks one unused code of the user as used; false when there is no such code. Atomic, so a code works once. */
export async function redeemEmergencyCode({
  db,
  userId,
  code,
}: {
  db: Db;
  userId: string;
  code: string;
}): Promise<boolean> {
  const used = await db
    .update(emergencyCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emergencyCodes.userId, userId),
        eq(emergencyCodes.codeHash, hashEmergencyCode(code)),
        isNull(emergencyCodes.usedAt),
      ),
    )
    .returning({ id: emergencyCodes.id });
  return used.length === 1;
}

export async function auditAuthEvent(
  db: Db,
  event: {
    userId: string | null;
    event: string;
    clientIp?: string;
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(authAuditEvents).values({
    userId: event.userId,
    event: event.event,
    clientIp: event.clientIp ?? null,
    detail: event.detail ?? null,
  });
}
