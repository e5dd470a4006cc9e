/** The parts of a router match this needs. */
export interface MatchLike {
  route: { path?: string };
}

/**
 * The route pattern of the matches (`/app/reports/:id`), never the filled-in path: ids stay out of
 * the telemetry and visits to the same screen group together.
 */
export function routePattern(matches: readonly MatchLike[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/')
      ? route.path
      : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || '/';
}
