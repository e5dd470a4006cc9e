import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, browserInit, cookiesOf, newVerifiedUser } from '../test/auth-test-helpers.ts';

/** Input a client gets wrong is a 400 naming the field, never a 500 (which also feeds alerts). */
describe('bad input answers 400, not 500', () => {
  let t: TestApp;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(AUTH_ENV);
    member = await newVerifiedUser(t, 'dates@example.com');
  });
  afterAll(() => t.close());

  it.each([
    '/api/ghl-pages/%',
    '/api/ghl-pages/%E0%A4%A',
    '/api/ghl-pages-fallback/%',
    '/api/ghl-pages-fallback/%E0%A4%A',
  ])('a malformed escape in a page name: %s', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(400);
    expect((await body(res)).error).toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      fields: { slug: expect.any(String) },
    });
  });

  it.each(['from=2025-13-45', 'to=2025-02-30', 'from=2025-00-10'])(
    'a date that only looks like one in the report list: %s',
    async (query) => {
      const res = await t.request(`/api/reports?${query}`, browserInit('GET', undefined, member));
      expect(res.status).toBe(400);
      const field = query.split('=')[0]!;
      expect((await body(res)).error.fields).toHaveProperty(field);
    },
  );

  it('still lists reports for a real leap day', async () => {
    const res = await t.request(
      '/api/reports?from=2024-02-29',
      browserInit('GET', undefined, member),
    );
    expect(res.status).toBe(200);
  });

  it('a sign-in whose device cookie carries a broken escape is an ordinary failed sign-in', async () => {
    const init = browserInit('POST', { email: 'dates@example.com', password: 'wrong-password-9' });
    (init.headers as Record<string, string>).cookie = 'anglerscout_device=%E0%A4%A';
    const res = await t.request('/api/auth/sign-in/email', init);
    expect(res.status).toBe(401);
    expect(cookiesOf(res)).toBe('');
  });
});
