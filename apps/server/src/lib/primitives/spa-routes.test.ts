import { describe, expect, it } from 'vitest';
import { compileRoutes } from './spa-routes.ts';

describe('compileRoutes', () => {
  const known = compileRoutes(['/', '/app/reports/:id', '/settings/*', '/auth/:mode?', '/about']);
  it.each([
    '/',
    '/app/reports/abc',
    '/app/reports/abc/',
    '/settings',
    '/settings/a/b',
    '/auth',
    '/auth/signin',
    '/ABOUT',
  ])('claims %s', (path) => expect(known(path)).toBe(true));
  it.each(['/nope', '/app/reports', '/app/reports/a/b', '/aboutx', '/settingsx', '/auth/a/b'])(
    'does not claim %s',
    (path) => expect(known(path)).toBe(false),
  );
});
