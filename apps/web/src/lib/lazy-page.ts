import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page module: the module (and whatever only it imports) is fetched the first
 * time the route is visited, so each screen's code stays out of the other screens' downloads.
 * `name` is checked against the module's exports.
 */
export const lazyPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
