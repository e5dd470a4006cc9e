import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { fixedReportEngine, sampleReportInput } from '../test/fixed-report-engine.ts';

let t: TestApp;
let member: string;
let logged = '';

beforeAll(async () => {
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk, _e, done) {
        logged += chunk;
        done();
      },
    }),
  );
  t = await createTestApp(
    { ...AUTH_ENV, LOG_LEVEL: 'info' },
    { logger, overrides: { reportEngine: fixedReportEngine() } },
  );
  member = await newVerifiedUser(t, 'nul-tester@example.com', undefined, '192.0.2.80');
});
afterAll(() => t.close());

const NUL = '\u0000';

describe('a NUL byte in any text field is refused with 400, never a 500', () => {
  it.each([
    [
      'contact form (no sign-in)',
      () =>
        t.request(
          '/api/contact',
          browserInit('POST', { fullName: `A${NUL}`, email: 'a@example.com', message: 'hi' }),
        ),
    ],
    [
      'contact message body',
      () =>
        t.request(
          '/api/contact',
          browserInit('POST', { fullName: 'A', email: 'a@example.com', message: `hi${NUL}there` }),
        ),
    ],
    [
      'report location name',
      () => {
        const input = sampleReportInput();
        input.location.name = `Lake${NUL}Ray`;
        return t.request('/api/reports', browserInit('POST', input, member));
      },
    ],
    [
      'report list search',
      () => t.request(`/api/reports?place=Lake%00`, browserInit('GET', undefined, member)),
    ],
    [
      'place search',
      () => t.request('/api/locations/search?q=Dal%00las', browserInit('GET', undefined, member)),
    ],
    [
      'display name',
      () => t.request('/api/auth/update-user', browserInit('POST', { name: `Me${NUL}` }, member)),
    ],
    [
      'sign-up name',
      () =>
        t.request(
          '/api/auth/sign-up/email',
          browserInit('POST', {
            email: 'x@example.com',
            password: 'catfish-at-night-4',
            name: NUL,
          }),
        ),
    ],
  ])('%s', async (_what, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(JSON.stringify(await body(res))).toMatch(/NUL|one line|control/i);
  });

  it('logged the requests, but nothing of the bodies or queries sent', () => {
    expect(logged).toContain('"msg":"request"');
    expect(logged).not.toContain('unhandled error');
    expect(logged).not.toContain('Lake\\u0000Ray');
  });
});

describe('display names', () => {
  it('refuses a sign-up or profile name over 100 characters or on several lines', async () => {
    const long = await t.request(
      '/api/auth/sign-up/email',
      browserInit('POST', {
        email: 'long@example.com',
        password: 'catfish-at-night-4',
        name: 'x'.repeat(60_000),
      }),
    );
    expect(long.status).toBe(400);
    const lines = await t.request(
      '/api/auth/update-user',
      browserInit('POST', { name: 'Me\n[click](https://evil.example)' }, member),
    );
    expect(lines.status).toBe(400);
  });
});
