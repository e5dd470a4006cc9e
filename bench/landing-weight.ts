import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/**
 * The landing page's budget for its JavaScript, gzip'd: the page is served finished and runs only
 * its own small entry, never the app (docs/decisions/024).
 */
export const LANDING_JS_BUDGET_KB = 10;
/** Every other page's first JavaScript, the app's entry and its preloads (docs/decisions/003). */
export const APP_ENTRY_JS_BUDGET_KB = 120;

/** The scripts and module preloads an HTML file loads, gzip'd, in KB. */
function firstJsGzipKb(dist: string, htmlFile: string): { kb: number; files: string[] } {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const bytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src))).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files };
}

/** The JavaScript the landing page (`landing.html`) runs, gzip'd, in KB. `dist` is the web build. */
export const landingJsGzipKb = (dist: string) => firstJsGzipKb(dist, 'landing.html');

/** The app's entry and its preloads (what `index.html` loads before any route's own chunk). */
export const appEntryJsGzipKb = (dist: string) => firstJsGzipKb(dist, 'index.html');
