import type { RouteObject } from 'react-router';

/**
 * Every path pattern in a route tree, children joined to their parents' paths, without the
 * catch-all `*` (what no route claims is Not Found).
 */
export function routePaths(routes: RouteObject[], parent = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const own = route.path ?? '';
    const full = own.startsWith('/')
      ? own
      : own === ''
        ? parent
        : `${parent.replace(/\/$/, '')}/${own}`;
    if (route.path !== undefined && own !== '*') out.push(full || '/');
    if (route.children) out.push(...routePaths(route.children, full));
  }
  return [...new Set(out)];
}
