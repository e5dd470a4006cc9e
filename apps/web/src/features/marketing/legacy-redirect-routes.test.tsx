import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { legacyRedirectRoutes } from './legacy-redirect-routes.ts';
import { LEGACY_REDIRECTS } from './data/legacy-redirects.ts';

async function land(path: string) {
  const router = createMemoryRouter([...legacyRedirectRoutes, { path: '*', element: null }], {
    initialEntries: [path],
  });
  await router.initialize();
  await new Promise((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle')
      return resolve(undefined);
    const stop = router.subscribe(
      (state) =>
        state.initialized && state.navigation.state === 'idle' && (stop(), resolve(undefined)),
    );
  });
  const { pathname, search } = router.state.location;
  router.dispose();
  return pathname + search;
}

describe('legacy top-level redirects to /app/...', () => {
  it.each([
    ['/settings', '/app/settings'],
    ['/settings/profile/email', '/app/settings'],
    ['/reports/new', '/app/reports/new'],
    ['/reports/new/from-map', '/app/reports/new'],
    ['/reports/5f3c', '/app/reports/5f3c'],
    ['/reports', '/app/reports'],
    ['/reports/2024/archive', '/app/reports'],
    ['/reports/7?print=1', '/app/reports/7?print=1'],
    ['/community', '/app/community'],
    ['/community/anything/here', '/app/community'],
    ['/admin/blog', '/app/admin/blog'],
    ['/admin/blog/new', '/app/admin/blog'],
  ])('%s -> %s', async (from, to) => {
    expect(await land(from)).toBe(to);
  });

  it('covers every row of the table and leaves other paths alone', async () => {
    expect(LEGACY_REDIRECTS).toHaveLength(13);
    expect(await land('/about')).toBe('/about');
    expect(await land('/admin')).toBe('/app/admin');
    expect(await land('/admin/users/42')).toBe('/app/admin/users');
  });
});
