import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, signIn } from '../test/auth-test-helpers.ts';
import { IP_RULES, ACCOUNT_RULES } from '../services/auth/auth-limits.ts';

/** Every 429 tells the client when to come back (RFC 9110 §10.2.3), in seconds. */
function expectRetryAfter(res: Response, max: number) {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(max);
}

describe('Retry-After on every 429', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...AUTH_ENV, VITALS_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it("on better-auth's per-address sign-in limit", async () => {
    const rule = IP_RULES['/sign-in/email'];
    let last: Response | undefined;
    for (let i = 0; i <= rule.max; i++)
      last = await signIn(t, `nobody${i}@example.com`, 'wrong-password-1', '192.0.2.90');
    expectRetryAfter(last!, rule.window);
  });

  it('on the per-account sign-in limit', async () => {
    const rule = ACCOUNT_RULES['/sign-in/email']!;
    let last: Response | undefined;
    for (let i = 0; i <= rule.max; i++)
      last = await signIn(t, 'target@example.com', 'wrong-password-1', `192.0.2.${100 + i}`);
    expectRetryAfter(last!, rule.window);
  });

  it('on the web-vitals beacon limit', async () => {
    const beacon = () =>
      t.request(
        '/api/vitals',
        {
          method: 'POST',
          headers: { origin: 'http://localhost', 'content-type': 'text/plain' },
          body: '{}',
        },
        '192.0.2.91',
      );
    await beacon();
    await beacon();
    expectRetryAfter(await beacon(), 60);
  });
});
