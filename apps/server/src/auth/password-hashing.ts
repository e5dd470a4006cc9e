import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** A FIFO limiter: at most `limit` calls of `run` in progress, the rest wait their turn. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

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
