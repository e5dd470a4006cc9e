import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { verifyPassword as verifyLegacyScrypt } from 'better-auth/crypto';
import { concurrencyLimit } from '../../lib/primitives/concurrency-limit.ts';

/**
 * Password hashes are Argon2id at OWASP's first recommended setting (decision 025): 19 MiB of
 * memory, 2 passes, 1 lane, a 16-byte random salt and a 32-byte tag, stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<tag>`, unpadded base64) so that the setting travels with
 * each hash and a later change of setting still verifies the old ones.
 * Source: OWASP Password Storage Cheat Sheet, "Use Argon2id with a minimum configuration of 19 MiB
 * of memory, an iteration count of 2, and 1 degree of parallelism"
 * (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html); the
 * algorithm is RFC 9106's, computed by Node's OpenSSL (`crypto.argon2`, Node 24.7 and later).
 *
 * Hashes written before (better-auth's scrypt, N=2^14, r=16, p=1: `<hex salt>:<hex key>`) still
 * verify, and a sign-in that proves one replaces it with an Argon2id hash (`upgrade`).
 */
export const ARGON2 = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

/** Bounds on a stored hash's own setting, so a tampered row cannot ask for gigabytes. */
const MAX_MEMORY_KIB = 262_144;
const MAX_PASSES = 10;
const MAX_PARALLELISM = 4;

const PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,64})\$([A-Za-z0-9+/]{22,128})$/;
const LEGACY_SCRYPT = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

function derive(
  password: string,
  salt: Buffer,
  setting: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2(
      'argon2id',
      { message: password.normalize('NFKC'), nonce: salt, ...setting },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

export async function hashArgon2id(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const tag = await derive(password, salt, ARGON2);
  const { memory: m, passes: t, parallelism: p } = ARGON2;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(tag)}`;
}

/** Whether `password` matches a stored PHC Argon2id hash; false for a malformed one. */
export async function verifyArgon2id(stored: string, password: string): Promise<boolean> {
  const match = PHC.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, tag] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const memory = Number(m);
  const passes = Number(t);
  const parallelism = Number(p);
  if (passes < 1 || passes > MAX_PASSES || parallelism < 1 || parallelism > MAX_PARALLELISM)
    return false;
  if (memory < 8 * parallelism || memory > MAX_MEMORY_KIB) return false;
  const expected = Buffer.from(tag, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    memory,
    passes,
    parallelism,
    tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

export const isLegacyHash = (stored: string) => LEGACY_SCRYPT.test(stored);

/**
 * At most `cores - 1` hashes at a time. Node runs them on the libuv pool (4 threads): on a
 * 2-core machine four hashes at once crowd out the event-loop thread and every other route
 * stalls. Queueing the surplus keeps one core for everything else; sign-ins wait their turn.
 */
export const HASHING_LIMIT = Math.max(1, availableParallelism() - 1);
const limited = concurrencyLimit(HASHING_LIMIT);

export interface PasswordHashingOptions {
  /**
   * Replace a proven legacy hash with its Argon2id successor (the old hash names the row: its
   * salt is random). Failures are reported, not thrown: the sign-in stands either way.
   */
  upgrade?: (oldHash: string, newHash: string) => Promise<void>;
  onUpgradeError?: (err: unknown) => void;
}

/** better-auth's `emailAndPassword.password` hooks. */
export function passwordHashing(options: PasswordHashingOptions = {}) {
  return {
    hash: (password: string) => limited(() => hashArgon2id(password)),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      limited(async () => {
        if (!isLegacyHash(hash)) return verifyArgon2id(hash, password);
        const ok = await verifyLegacyScrypt({ hash, password });
        if (ok && options.upgrade) {
          try {
            await options.upgrade(hash, await hashArgon2id(password));
          } catch (err) {
            options.onUpgradeError?.(err);
          }
        }
        return ok;
      }),
  };
}
