import { createPerClientQueue } from '../../lib/primitives/per-client-queue.ts';
import { HASHING_LIMIT } from './password-hashing.ts';

/** Waiting password requests beyond this are refused with 503 at once (server overloaded). */
const MAX_WAITING = 200;
/** /api/ready fails when password requests have waited this long without any finishing. */
export const GATE_STUCK_AFTER_MS = 30_000;

/**
 * The gate in front of better-auth's password endpoints: `cores - 1` hashes run on the thread
 * pool (password-hashing.ts), and one more request inside keeps that queue fed; the rest wait
 * first come first served, before anything is parsed, so a burst of sign-ins does not fill
 * memory with request state. Each client address may hold two places (times
 * AUTH_IP_LIMIT_FACTOR, for rigs where every client shares one address).
 */
export function createPasswordGate(ipLimitFactor: number) {
  return createPerClientQueue({
    limit: HASHING_LIMIT + 1,
    perClient: 2 * ipLimitFactor,
    maxWaiting: MAX_WAITING,
  });
}
