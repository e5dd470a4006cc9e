import { generatePath, Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS, type LegacyRedirect } from './data/legacy-redirects.ts';

/** The new URL for an old one: the target filled with the matched params, query and hash kept. */
function legacyRedirectUrl(
  entry: LegacyRedirect,
  params: Record<string, string | undefined>,
  location: { search: string; hash: string },
): string {
  const filled = generatePath(entry.target, params).replace(/\/+$/, '') || '/';
  return `${filled}${location.search}${location.hash}`;
}

/**
 * Sends the old path on at once. A redirect drawn by the router, not a loader: a loader sees a
 * Request, and a request's URL never carries the #fragment, so the hash was lost. `replace`
 * keeps the old URL out of history, so Back does not bounce the visitor into the redirect again.
 */
function LegacyRedirectTo({ entry }: { entry: LegacyRedirect }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate replace to={legacyRedirectUrl(entry, params, location)} />;
}

export const legacyRedirectRoutes: RouteObject[] = LEGACY_REDIRECTS.map((entry) => ({
  path: entry.path,
  element: <LegacyRedirectTo entry={entry} />,
}));
