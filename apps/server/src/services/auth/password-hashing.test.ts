import { describe, expect, it, vi } from 'vitest';
import { hashPassword as legacyScryptHash } from 'better-auth/crypto';
import {
  ARGON2,
  hashArgon2id,
  isLegacyHash,
  passwordHashing,
  verifyArgon2id,
} from './password-hashing.ts';

describe('Argon2id password hashes', () => {
  it('writes a PHC string with the OWASP setting and a fresh salt each time', async () => {
    const a = await hashArgon2id('walleye-at-dusk-7');
    const b = await hashArgon2id('walleye-at-dusk-7');
    const setting = `m=${ARGON2.memory},t=${ARGON2.passes},p=${ARGON2.parallelism}`;
    expect(a).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$${setting}\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}$`),
    );
    expect(ARGON2).toEqual({ memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });
    expect(a).not.toBe(b);
    expect(await verifyArgon2id(a, 'walleye-at-dusk-7')).toBe(true);
    expect(await verifyArgon2id(a, 'walleye-at-dusk-8')).toBe(false);
  });

  it('agrees with the reference implementation (phc-winner-argon2 test vector)', async () => {
    // src/test.c of the reference implementation: Argon2id, v=19, t=2, m=65536, p=1,
    // "password" with the salt "somesalt". The setting is read from the string, not assumed.
    const reference =
      '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
    expect(await verifyArgon2id(reference, 'password')).toBe(true);
    expect(await verifyArgon2id(reference, 'Password')).toBe(false);
  });

  it('treats malformed or out-of-bounds hashes as a wrong password, without throwing', async () => {
    const good = await hashArgon2id('x-long-enough-password');
    const [, , , , salt, tag] = good.split('$');
    for (const bad of [
      '',
      'not-a-hash',
      good.replace('argon2id', 'argon2i'),
      good.replace('v=19', 'v=16'),
      `$argon2id$v=19$m=4194304,t=2,p=1$${salt}$${tag}`, // 4 GiB asked for
      `$argon2id$v=19$m=19456,t=99,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=19456,t=0,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=4,t=2,p=1$${salt}$${tag}`,
      `${good}$`,
    ])
      expect(await verifyArgon2id(bad, 'x-long-enough-password'), bad).toBe(false);
  });
});

describe('hashes written before Argon2id (better-auth scrypt)', () => {
  it('verify, and a proven one is replaced by an Argon2id hash', async () => {
    const old = await legacyScryptHash('trout-on-the-fly-42');
    expect(isLegacyHash(old)).toBe(true);
    const upgrade = vi.fn(async (_old: string, _new: string) => {});
    const hooks = passwordHashing({ upgrade });

    expect(await hooks.verify({ hash: old, password: 'trout-on-the-fly-41' })).toBe(false);
    expect(upgrade).not.toHaveBeenCalled();

    expect(await hooks.verify({ hash: old, password: 'trout-on-the-fly-42' })).toBe(true);
    expect(upgrade).toHaveBeenCalledOnce();
    const [from, to] = upgrade.mock.calls[0]!;
    expect(from).toBe(old);
    expect(isLegacyHash(to)).toBe(false);
    expect(await hooks.verify({ hash: to, password: 'trout-on-the-fly-42' })).toBe(true);
  });

  it('a failed upgrade is reported and the sign-in stands', async () => {
    const old = await legacyScryptHash('trout-on-the-fly-42');
    const onUpgradeError = vi.fn();
    const hooks = passwordHashing({
      upgrade: () => Promise.reject(new Error('database gone')),
      onUpgradeError,
    });
    expect(await hooks.verify({ hash: old, password: 'trout-on-the-fly-42' })).toBe(true);
    expect(onUpgradeError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'database gone' }),
    );
  });

  it('new hashes are never taken for legacy ones', async () => {
    expect(isLegacyHash(await hashArgon2id('x-long-enough-password'))).toBe(false);
  });
});
