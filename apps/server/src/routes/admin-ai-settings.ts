import { Hono } from 'hono';
import { ZAiSettingsInput, ZRollbackRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../app-env.ts';
import { requireAdmin } from '../auth/session-guards.ts';
import { parseBody } from '../lib/parse-body.ts';
import {
  getActiveAiSettings,
  listAiSettingsHistory,
  rollbackAiSettings,
  saveAiSettings,
} from '../services/ai/ai-settings.ts';

export const adminAiSettingsRoutes = new Hono<AppEnv>()
  .get('/api/admin/ai-settings', async (c) => {
    await requireAdmin(c);
    return c.json(await getActiveAiSettings({ db: c.var.deps.database.db }));
  })
  .put('/api/admin/ai-settings', async (c) => {
    const admin = await requireAdmin(c);
    const input = await parseBody(c, ZAiSettingsInput);
    return c.json(
      await saveAiSettings({ db: c.var.deps.database.db, input, changedBy: admin.user.id }),
    );
  })
  .get('/api/admin/ai-settings/history', async (c) => {
    await requireAdmin(c);
    return c.json({ items: await listAiSettingsHistory({ db: c.var.deps.database.db }) });
  })
  .post('/api/admin/ai-settings/rollback', async (c) => {
    const admin = await requireAdmin(c);
    const { version } = await parseBody(c, ZRollbackRequest);
    return c.json(
      await rollbackAiSettings({ db: c.var.deps.database.db, version, changedBy: admin.user.id }),
    );
  });
