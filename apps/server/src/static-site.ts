import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env.ts';
import type { BrandCache } from './services/style/brand-cache.ts';
import { brandHtml } from './services/style/brand-html.ts';
import { compileRoutes } from './lib/primitives/spa-routes.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API path answered with
 * index.html so the client router draws it (its own Not Found page for a path no route claims, which
 * answers HTTP 404), both in the site's look.
 */
export function mountStaticSite(app: Hono<AppEnv>, distDir: string, brand: BrandCache): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The landing page prerendered at build time (apps/web/scripts/prerender-landing.ts): first paint without waiting for JS.
  const landingFile = join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  // The SPA's route table (apps/web/scripts/write-route-table.ts): a path no route claims is
  // answered 404 (crawlers and monitors see it), with the same page, whose router shows Not Found.
  const tableFile = join(distDir, 'route-table.json');
  const claimed = existsSync(tableFile)
    ? compileRoutes((JSON.parse(readFileSync(tableFile, 'utf8')) as { paths: string[] }).paths)
    : () => true;
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/metrics') return next();
    return compress()(c, next);
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The service worker and the manifest are checked for updates on every visit (not hashed).
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/metrics' || c.req.path === '/')
      return next();
    return serveStatic({ root: distDir })(c, next);
  });
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    const landing = c.req.path === '/';
    // The landing page holds no member's data, so it goes without the opener policy: the policy
    // makes Chromium move the arriving page into a new browsing context group, a fresh renderer
    // process on the visitor's first paint (decision 026). Every other page keeps it.
    if (landing) c.header('Cross-Origin-Opener-Policy', undefined);
    // The style settings are written into every page, so the first paint is already in the site's look.
    const html = brandHtml(landing ? landingHtml : indexHtml, await brand.get());
    return c.html(html, claimed(c.req.path) ? 200 : 404);
  });
  return true;
}
