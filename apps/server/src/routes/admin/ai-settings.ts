import { Hono } from 'hono';
import {
  ZAiSettingsInput,
  ZReportId,
  ZRollbackRequest,
  type TAiVersionReportsResponse,
} from '@anglerscout/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../app-env.ts';
import { adminActor, currentAdmin } from '../../middleware/session-guards.ts';
import { recordAdminAction } from '../../services/audit/record-admin-action.ts';
import { parseBody, validate } from '../../lib/http/parse-body.ts';
import { writerConfig } from '../../services/reports/writer-config.ts';
import {
  getActiveAiSettings,
  listAiSettingsHistory,
  rollbackAiSettings,
  saveAiSettings,
} from '../../services/ai/ai-settings.ts';
import { listReportsOfVersion, writeSampleReport } from '../../services/ai/write-sample-report.ts';
import { writerOutcomes } from '../../services/ai/writer-outcomes.ts';
import { getReportForAdmin } from '../../services/reports/read-reports.ts';

const ZVersion = z.coerce.number().int().min(1, 'Invalid version');

/** What the audit log keeps of a settings change: everything but the key (its last 4 at most). */
const auditable = ({ apiKey, ...rest }: z.output<typeof ZAiSettingsInput>) => ({
  ...rest,
  ...(apiKey ? { apiKeyLast4: apiKey.slice(-4) } : {}),
});

export const adminAiSettingsRoutes = new Hono<AppEnv>()
  .get('/api/admin/ai-settings', async (c) => {
    return c.json(await getActiveAiSettings({ db: c.var.deps.database.db }));
  })
  .put('/api/admin/ai-settings', async (c) => {
    const admin = currentAdmin(c);
    const input = await parseBody(c, ZAiSettingsInput);
    const { database, secretBox } = c.var.deps;
    const box = await secretBox;
    const saved = await database.db.transaction(async (tx) => {
      const before = await getActiveAiSettings({ db: tx });
      const next = await saveAiSettings({ db: tx, box, input, changedBy: admin.user.id });
      await recordAdminAction({
        db: tx,
        actor: adminActor(c),
        action: 'ai_settings.save',
        target: { type: 'ai_settings', id: String(next.version) },
        before: { version: before.version, apiKeyLast4: before.apiKeyLast4 },
        after: auditable(input),
      });
      return next;
    });
    return c.json(saved);
  })
  .post('/api/admin/ai-settings/sample', async (c) => {
    const draft = await parseBody(c, ZAiSettingsInput);
    const { database, reportEngine } = c.var.deps;
    const sample = await writeSampleReport({
      db: database.db,
      engine: reportEngine,
      config: await writerConfig(c.var.deps),
      draft,
    });
    await recordAdminAction({
      db: database.db,
      actor: adminActor(c),
      action: 'ai_settings.sample',
      target: { type: 'ai_settings', id: null },
      after: { ...auditable(draft), writer: sample.writer, ms: sample.ms, tokens: sample.tokens },
    });
    return c.json(sample);
  })
  .get('/api/admin/ai-settings/outcomes', async (c) => {
    const { env, database } = c.var.deps;
    return c.json(
      await writerOutcomes({
        db: database.db,
        defaultModel: env.AI_MODEL,
        defaultProvider: env.AI_PROVIDER,
      }),
    );
  })
  .get('/api/admin/ai-settings/history', async (c) => {
    return c.json({ items: await listAiSettingsHistory({ db: c.var.deps.database.db }) });
  })
  .get('/api/admin/ai-settings/:version/reports', async (c) => {
    const version = validate(ZVersion, c.req.param('version'));
    const items = await listReportsOfVersion({ db: c.var.deps.database.db, version });
    return c.json({ version, items } satisfies TAiVersionReportsResponse);
  })
  .post('/api/admin/ai-settings/rollback', async (c) => {
    const admin = currentAdmin(c);
    const { version } = await parseBody(c, ZRollbackRequest);
    const db = c.var.deps.database.db;
    const restored = await db.transaction(async (tx) => {
      const before = await getActiveAiSettings({ db: tx });
      const next = await rollbackAiSettings({ db: tx, version, changedBy: admin.user.id });
      await recordAdminAction({
        db: tx,
        actor: adminActor(c),
        action: 'ai_settings.rollback',
        target: { type: 'ai_settings', id: String(next.version) },
        before: { version: before.version },
        after: { restoredFrom: version },
      });
      return next;
    });
    return c.json(restored);
  })
  .get('/api/admin/reports/:id', async (c) => {
    const id = validate(ZReportId, c.req.param('id'));
    const db = c.var.deps.database.db;
    const report = await getReportForAdmin({ db, id, observers: c.var.deps });
    // Reading a member's private report is an admin action like any other.
    await recordAdminAction({
      db,
      actor: adminActor(c),
      action: 'report.view',
      target: { type: 'report', id },
    });
    return c.json(report);
  });
