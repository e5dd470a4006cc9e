import { generatePath, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LEGACY_REDIRECTS, type LegacyRedirect } from './data/legacy-redirects.ts';

/** The new URL for an old one: the target filled with the matched params, query and hash kept. */
function legacyRedirectUrl(
  entry: LegacyRedirect,
  params: LoaderFunctionArgs['params'],
  url: URL,
): string {
  const filled = generatePath(entry.target, params).replace(/\/+$/, '') || '/';
  return `${filled}${url.search}${url.hash}`;
}

/**
 * A loader redirect never renders the old page; `replace` keeps the old URL out of history, so Back
 * does not bounce the visitor into the redirect again.
 */
export const legacyRedirectRoutes: RouteObject[] = LEGACY_REDIRECTS.map((entry) => ({
  path: entry.path,
  loader: ({ params, request }) => replace(legacyRedirectUrl(entry, params, new URL(request.url))),
  // Never drawn (the loader always redirects); saying so keeps the router from warning of an empty page.
  element: null,
}));
