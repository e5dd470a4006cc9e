import { LRUCache } from 'lru-cache';
import type { CurrentSession } from './session-types.ts';
import type { RevocationRegistry } from './session-revocations.ts';

/**
 * The conditions and place-search routes are read-only and hot (the page reloads them; a crowd
 * may watch one lake). Checking the signed session cookie costs more CPU than serving a cached
 * answer, so the result of the check is remembered for a few seconds per exact Cookie header, and
 * refused at once when the session has been revoked (sign-out, ban, reset) anywhere.
 */
const REMEMBER_MS = 5_000;

export function createMemberSessions(revocations: RevocationRegistry) {
  const checked = new LRUCache<string, CurrentSession>({ max: 10_000, ttl: REMEMBER_MS });
  return {
    /** The remembered check for this Cookie header, else `check()` (remembered for next time). */
    async remembered(
      cookie: string | undefined,
      check: () => Promise<CurrentSession>,
    ): Promise<CurrentSession> {
      const held = cookie ? checked.get(cookie) : undefined;
      if (
        held &&
        held.session.expiresAt.getTime() > Date.now() &&
        !revocations.isRevoked(held.session.id)
      )
        return held;
      if (held && cookie) checked.delete(cookie);
      const current = await check();
      if (cookie) checked.set(cookie, current);
      return current;
    },
  };
}

export type MemberSessions = ReturnType<typeof createMemberSessions>;
