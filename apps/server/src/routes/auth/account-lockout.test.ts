import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_ENV, browserInit, cookiesOf, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { ACCOUNT_RULES } from '../../services/auth/auth-limits.ts';
import { DEVICE_COOKIE } from '../../services/auth/trusted-device.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_ENV, AUTH_IP_LIMIT_FACTOR: '100' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  t.request('/api/auth/sign-in/email', browserInit('POST', { email, password }, cookie), ip);

describe('per-account sign-in limit', () => {
  it("stops a guesser on the account without locking the owner's own browser out", async () => {
    const email = 'owner@example.com';
    const password = 'smallmouth-on-rocks-3';
    const firstSignIn = await newVerifiedUser(t, email, password, '192.0.2.70');
    const device = firstSignIn.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toBeDefined();
    // Someone guesses from many addresses until the account's limit is spent.
    const max = ACCOUNT_RULES['/sign-in/email']!.max;
    for (let i = 0; i < max + 2; i++) await signIn(email, `guess-number-${i}`, `198.51.100.${i}`);
    expect((await signIn(email, 'guess-again-1', '198.51.100.99')).status).toBe(429);
    // Even the right password from a browser the account has never used is held off ...
    expect((await signIn(email, password, '203.0.113.50')).status).toBe(429);
    // ... but the owner's browser, which carries the account's device cookie, signs in.
    const owner = await signIn(email, password, '192.0.2.70', device);
    expect(owner.status).toBe(200);
    expect(cookiesOf(owner)).toContain('session_token');
  });

  it('does not accept a device cookie issued for another account', async () => {
    const other = await newVerifiedUser(t, 'other-owner@example.com', undefined, '192.0.2.71');
    const device = other.split('; ').find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    const email = 'victim@example.com';
    await newVerifiedUser(t, email, 'crappie-by-the-dock-8', '192.0.2.72');
    const max = ACCOUNT_RULES['/sign-in/email']!.max;
    for (let i = 0; i < max + 2; i++)
      await signIn(email, `guess-${i}-x`, `198.51.101.${i}`, device);
    expect((await signIn(email, 'crappie-by-the-dock-8', '198.51.101.90', device)).status).toBe(
      429,
    );
  });
});
