import { Hono, type Context } from 'hono';
import { ZPageSlug } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../lib/primitives/app-error.ts';
import { validate } from '../lib/http/parse-body.ts';

/** The slug may arrive with an app/ or pages/ prefix, which is dropped. */
function slugOf(c: Context<AppEnv>): string {
  const escaped = c.req.path.replace(/^\/api\/ghl-pages(-fallback)?\//, '');
  let raw: string;
  try {
    raw = decodeURIComponent(escaped);
  } catch {
    // A lone `%` or a cut-off UTF-8 escape is the client's mistake: 400, not a thrown URIError.
    const message = 'The page name is not a valid URL escape.';
    throw new AppError('VALIDATION_INVALID_FORMAT', message, { slug: message });
  }
  return validate(ZPageSlug, raw.replace(/^(app\/)?(pages\/)?/, ''));
}

/** The proxied marketing pages: public, like the pages that show them. */
export const marketingPagesRoutes = new Hono<AppEnv>()
  .get('/api/ghl-pages/*', async (c) => c.json(await c.var.deps.marketingPages.page(slugOf(c))))
  .get('/api/ghl-pages-fallback/*', (c) => c.json(c.var.deps.marketingPages.fallback(slugOf(c))));
