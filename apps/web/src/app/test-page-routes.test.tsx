import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';

/** The route node whose children hold `path`, searched depth-first. */
function parentOf(tree: RouteObject[], path: string): RouteObject | undefined {
  for (const node of tree) {
    if (node.children?.some((c) => c.path === path)) return node;
    const inner = node.children && parentOf(node.children, path);
    if (inner) return inner;
  }
  return undefined;
}

describe('the test pages', () => {
  it('sit under the admin guard, next to the admin dashboard', () => {
    const adminGuard = parentOf(routes, '/app/admin');
    expect(adminGuard).toBeDefined();
    expect(parentOf(routes, '/app/test-component')).toBe(adminGuard);
    expect(parentOf(routes, '/app/test-validation')).toBe(adminGuard);
  });
});
