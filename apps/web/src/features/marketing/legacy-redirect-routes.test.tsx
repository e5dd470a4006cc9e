import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { legacyRedirectRoutes } from './legacy-redirect-routes.tsx';
import { LEGACY_REDIRECTS } from './data/legacy-redirects.ts';

/** Where the app ends up after opening `path` (drawn, as in the browser). */
async function land(path: string) {
  const router = createMemoryRouter(
    [...legacyRedirectRoutes, { path: '*', element: <p>landed</p> }],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => expect(view.getByText('landed')).toBeTruthy());
  const { pathname, search, hash } = router.state.location;
  view.unmount();
  router.dispose();
  return pathname + search + hash;
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
    ['/settings#billing', '/app/settings#billing'],
    ['/reports/7?print=1#where', '/app/reports/7?print=1#where'],
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
