import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatePath, matchRoutes } from 'react-router';
import { LEGACY_REDIRECTS } from '@/features/marketing/data/legacy-redirects.ts';
import { APP_PAGES } from '@/features/marketing/data/app-pages.ts';
import { isServerPage } from '@/lib/server-pages.ts';
import { routes } from './routes.tsx';

/** Routes that exist only to catch paths nothing else claims: landing there means a dead link. */
const DEAD_ENDS = new Set(['*', '/new/*', '/auth/*']);

/** Files the build copies from apps/web/public (the validation plots, say) are served as they are. */
const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public');
const isPublicFile = (pathname: string) =>
  /\.[a-z0-9]+$/.test(pathname) && existsSync(join(PUBLIC_DIR, pathname));

function leadsToAScreen(path: string): boolean {
  const url = new URL(path, 'http://localhost');
  if (isPublicFile(url.pathname)) return true;
  // The blog, its feed and the sitemap are documents the server renders (outside this table).
  if (isServerPage(url.pathname)) return true;
  const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
  if (!leaf || DEAD_ENDS.has(leaf.path ?? '')) return false;
  // The help pages take any slug in the route table; only the known ones have content.
  const slug = /^\/(app\/)?pages\/([^/]+)$/.exec(url.pathname)?.[2];
  return slug === undefined || Object.hasOwn(APP_PAGES, slug);
}

// Every quoted site path in the web app's own source: links, navigation tables, redirects.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const PATH_LITERAL = /(['"])(\/[a-z][^'"\s]*)\1/g;
/** Literals that are not places on the site: API calls, and the pricing card's "/month". */
const NOT_A_PAGE = /^\/(api\/|month$)/;

function pathLiterals(): { file: string; path: string }[] {
  const found: { file: string; path: string }[] = [];
  for (const [file, text] of Object.entries(sources)) {
    for (const [, , path] of text.matchAll(PATH_LITERAL)) {
      // Route patterns (`/reports/:id`, `/new/*`) are declarations, checked by the route table itself.
      if (NOT_A_PAGE.test(path!) || /[:*]/.test(path!)) continue;
      found.push({ file, path: path! });
    }
  }
  return found;
}

describe('the route table', () => {
  it('has a screen for every path the app links, navigates or redirects to', () => {
    const literals = pathLiterals();
    expect(literals.length).toBeGreaterThan(40);
    expect(literals.filter(({ path }) => !leadsToAScreen(path))).toEqual([]);
  });

  it('redirects each legacy path to a screen that exists', () => {
    for (const { target } of LEGACY_REDIRECTS) {
      const filled = generatePath(target, { id: 'abc', '*': '' }).replace(/\/+$/, '');
      expect(leadsToAScreen(filled), `${target}`).toBe(true);
    }
  });

  it('counts a path no screen claims as dead, so the check above can fail', () => {
    for (const dead of ['/app/blogs', '/app/admin/nope', '/new/whatever', '/app/pages/nope'])
      expect(leadsToAScreen(dead), dead).toBe(false);
    expect(leadsToAScreen('/app/reports/abc')).toBe(true);
  });
});
