import { Hono } from 'hono';
import { ZAiSettingsInput, ZRollbackRequest } from '@anglerscout/contracts';
import type { AppEnv } from '../../app-env.ts';
import { adminActor, currentAdmin } from '../../auth/session-guards.ts';
import { recordAdminAction } from '../../services/audit/record-admin-action.ts';
import { parseBody } from '../../lib/parse-body.ts';
import {
  getActiveAiSettings,
  listAiSettingsHistory,
  rollbackAiSettings,
  saveAiSettings,
} from '../../services/ai/ai-settings.ts';

export const adminAiSettingsRoutes = new Hono<AppEnv>()
  .get('/api/admin/ai-settings', async (c) => {
    return c.json(await getActiveAiSettings({ db: c.var.deps.database.db }));
  })
  .put('/api/admin/ai-settings', async (c) => {
    const admin = currentAdmin(c);
    const input = await parseBody(c, ZAiSettingsInput);
    const db = c.var.deps.database.db;
    const saved = await saveAiSettings({ db, input, changedBy: admin.user.id });
    await recordAdminAction({
      db,
      actor: adminActor(c),
      action: 'ai_settings.save',
      target: { type: 'ai_settings', id: String(saved.version) },
      after: { ...input },
    });
    return c.json(saved);
  })
  .get('/api/admin/ai-settings/history', async (c) => {
    return c.json({ items: await listAiSettingsHistory({ db: c.var.deps.database.db }) });
  })
  .post('/api/admin/ai-settings/rollback', async (c) => {
    const admin = currentAdmin(c);
    const { version } = await parseBody(c, ZRollbackRequest);
    const db = c.var.deps.database.db;
    const restored = await rollbackAiSettings({ db, version, changedBy: admin.user.id });
    await recordAdminAction({
      db,
      actor: adminActor(c),
      action: 'ai_settings.rollback',
      target: { type: 'ai_settings', id: String(restored.version) },
      after: { restoredFrom: version },
    });
    return c.json(restored);
  });
