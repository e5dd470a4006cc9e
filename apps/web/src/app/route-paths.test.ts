import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths.ts';
import { routes } from './routes.tsx';

describe('routePaths (dist/route-table.json)', () => {
  it('lists every screen of the route table, joined to its parents, without the catch-all', () => {
    const paths = routePaths(routes);
    for (const p of ['/', '/app/reports/:id', '/app/admin/backup', '/app/conditions'])
      expect(paths).toContain(p);
    expect(paths).not.toContain('*');
  });

  it('joins relative child paths to their parent', () => {
    expect(
      routePaths([{ path: '/a', children: [{ path: 'b' }, { index: true }, { path: '*' }] }]),
    ).toEqual(['/a', '/a/b']);
  });
});
