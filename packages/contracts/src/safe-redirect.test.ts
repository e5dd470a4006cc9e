import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each(['/app', '/app/settings', '/app/reports/42?tab=tides#map'])(
    'keeps the same-origin path %s',
    (p) => {
      expect(safeRedirectPath(p)).toBe(p);
    },
  );

  it.each([
    '//evil.tld',
    '/\\evil.tld',
    '\\\\evil.tld',
    'https://evil.tld',
    'javascript:alert(1)',
    '%2F%2Fevil.tld',
    '/%2F%2Fevil.tld',
    '/%5Cevil.tld',
    '%252F%252Fevil.tld',
    '/app\n//evil.tld',
    '',
    null,
    42,
  ])('falls back to /app for %j', (p) => {
    expect(isSafeRedirectPath(p)).toBe(false);
    expect(safeRedirectPath(p)).toBe('/app');
  });
});
