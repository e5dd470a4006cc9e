import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_TEXT } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, emergencyCodes, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { auditAuthEvent, hashEmergencyCode, redeemEmergencyCode } from './emergency-codes.ts';

/** What the service needs of the auth library: its password hashing and session creation. */
interface EmergencyAuthPort {
  hashPassword(password: string): Promise<string>;
  verifyPassword(input: { hash: string; password: string }): Promise<boolean>;
  createSession(userId: string, meta: { ipAddress: string; userAgent: string }): Promise<string>;
}

export interface GrantEmergencyAccessOptions {
  db: Db;
  auth: EmergencyAuthPort;
  email: string;
  password: string;
  code: string;
  clientIp: string;
  userAgent: string;
}

/**
 * Emergency access (admins only, one-time codes stored hashed): an admin's e-mail, password and an
 * unused one-time code open a session. Every refusal reads the same, whichever part was wrong, and
 * the same work is done either way (a hash, and a code lookup), so neither the answer nor its
 * timing tells an attacker that the password was right. The code is spent only when all three hold.
 * Returns the new session's token.
 */
export async function grantEmergencyAccess(opts: GrantEmergencyAccessOptions): Promise<string> {
  const { db, auth } = opts;
  const email = opts.email.toLowerCase();
  const [row] = await db
    .select({ id: users.id, role: users.role, banned: users.banned, hash: accounts.password })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.email, email));
  const passwordOk = row?.hash
    ? await auth.verifyPassword({ hash: row.hash, password: opts.password })
    : (await auth.hashPassword(opts.password), false);
  const [codeRow] = await db
    .select({ id: emergencyCodes.id })
    .from(emergencyCodes)
    .where(
      and(
        eq(emergencyCodes.userId, row?.id ?? ''),
        eq(emergencyCodes.codeHash, hashEmergencyCode(opts.code)),
        isNull(emergencyCodes.usedAt),
      ),
    );
  const granted =
    row !== undefined &&
    passwordOk &&
    !row.banned &&
    row.role === 'admin' &&
    codeRow !== undefined &&
    (await redeemEmergencyCode({ db, userId: row.id, code: opts.code }));
  if (!granted) {
    const reason = !row || !passwordOk ? 'credentials' : row.banned ? 'banned' : 'code';
    await auditAuthEvent(db, {
      userId: row?.id ?? null,
      event: 'emergency_access.refused',
      clientIp: opts.clientIp,
      detail: { reason },
    });
    throw new AppError('AUTH_INVALID_CREDENTIALS', AUTH_TEXT.emergencyRefused);
  }
  const token = await auth.createSession(row.id, {
    ipAddress: opts.clientIp,
    userAgent: opts.userAgent,
  });
  await auditAuthEvent(db, {
    userId: row.id,
    event: 'emergency_access.granted',
    clientIp: opts.clientIp,
  });
  return token;
}
