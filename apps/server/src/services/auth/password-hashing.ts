import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { concurrencyLimit } from '../../lib/primitives/concurrency-limit.ts';

/**
 * better-auth's own scrypt (default cost, never lowered), run at most `cores - 1` at a time.
 * Node's scrypt runs on the libuv pool (4 threads): on a 2-core machine four hashes at once
 * crowd out the event-loop thread and every other route stalls. Queueing the surplus keeps one
 * core for everything else; sign-ins wait their turn instead.
 */
export const HASHING_LIMIT = Math.max(1, availableParallelism() - 1);
const limited = concurrencyLimit(HASHING_LIMIT);

export const passwordHashing = {
  hash: (password: string) => limited(() => hashPassword(password)),
  verify: (input: { hash: string; password: string }) => limited(() => verifyPassword(input)),
};
