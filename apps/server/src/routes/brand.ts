import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { publicStyle } from '../services/style/brand-html.ts';

/** The site's look for anyone (pages carry it already; the logo is an image of its own). */
export const brandRoutes = new Hono<AppEnv>()
  .get('/api/brand', async (c) => c.json(publicStyle(await c.var.deps.brand.get())))
  .get('/api/brand/logo', async (c) => {
    const brand = await c.var.deps.brand.get();
    if (!brand.logoPng) throw new AppError('RESOURCE_NOT_FOUND', 'No logo has been uploaded.');
    // The URL carries the logo's hash, so a matching request may be kept for good.
    const current = c.req.query('v') === brand.logoHash;
    return c.body(new Uint8Array(brand.logoPng), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  });
