import { Hono } from 'hono';
import { LOGO_MAX_BYTES, ZStyleSettingsInput } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor } from '../../middleware/session-guards.ts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { readBodyWithin } from '../../lib/http/read-body.ts';
import { readBrand } from '../../services/style/brand-cache.ts';
import { publicStyle } from '../../services/style/brand-html.ts';
import {
  resetStyleSettings,
  saveStyleSettings,
  setLogo,
} from '../../services/style/save-style-settings.ts';

/** Style settings: name and colours (contrast-checked), the logo (re-encoded), reset. */
export const adminStyleRoutes = new Hono<AppEnv>()
  .get('/api/admin/style-settings', async (c) => {
    return c.json(publicStyle(await readBrand(c.var.deps.database.db)));
  })
  .put('/api/admin/style-settings', async (c) => {
    const input = await parseBody(c, ZStyleSettingsInput);
    const { database, brand } = c.var.deps;
    await saveStyleSettings({ db: database.db, actor: adminActor(c), input });
    brand.invalidate();
    return c.json(publicStyle(await readBrand(database.db)));
  })
  .put('/api/admin/style-settings/logo', async (c) => {
    if (Number(c.req.header('content-length') ?? 0) > LOGO_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The logo may be at most 2 MB.');
    const { database, brand, env } = c.var.deps;
    const bytes = new Uint8Array(await readBodyWithin(c, env.BODY_READ_TIMEOUT_MS));
    await setLogo({
      db: database.db,
      actor: adminActor(c),
      bytes,
      contentType: c.req.header('content-type') ?? '',
    });
    brand.invalidate();
    return c.json(publicStyle(await readBrand(database.db)));
  })
  .delete('/api/admin/style-settings', async (c) => {
    const { database, brand } = c.var.deps;
    await resetStyleSettings({ db: database.db, actor: adminActor(c) });
    brand.invalidate();
    return c.json(publicStyle(await readBrand(database.db)));
  });
