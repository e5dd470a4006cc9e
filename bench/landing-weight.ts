import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

/** The landing page's budget for its first JavaScript, gzip'd (docs/decisions/003). */
export const LANDING_JS_BUDGET_KB = 120;

/**
 * The JavaScript the landing page runs, gzip'd, in KB: its boot script, then the app entry and
 * its preloads (what `index.html` loads before any route's own chunk). `dist` is the web build.
 */
export function landingJsGzipKb(dist: string): { kb: number; files: string[] } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const landing = readFileSync(join(dist, 'landing.html'), 'utf8');
  const boot = [...landing.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const srcs = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const files = [...boot, ...srcs];
  const bytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(join(dist, src))).length, 0);
  return { kb: Math.round((bytes / 1024) * 10) / 10, files };
}
