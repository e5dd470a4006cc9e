import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * better-auth's own scrypt (default cost, never lowered), run at most `cores - 1` at a time.
 * Node's scrypt runs on the libuv pool (4 threads): on a 2-core machine four hashes at once
 * crowd out the event-loop thread and every other route stalls. Queueing the surplus keeps one
 * core for everything else; sign-ins wait their turn instead.
 */
const LIMIT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= LIMIT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const passwordHashing = {
  hash: (password: string) => limited(() => hashPassword(password)),
  verify: (input: { hash: string; password: string }) => limited(() => verifyPassword(input)),
};
