import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireAdmin } from '../../middleware/session-guards.ts';
import { adminAiSettingsRoutes } from './ai-settings.ts';
import { adminBackupRoutes } from './backup.ts';
import { adminContactMessagesRoutes } from './contact-messages.ts';
import { adminLogsRoutes } from './logs.ts';
import { adminOutboxRoutes } from './outbox.ts';
import { adminStatsRoutes } from './stats.ts';
import { adminStyleRoutes } from './style-settings.ts';
import { adminUsersRoutes } from './users.ts';
import { adminBlogRoutes } from './blog.ts';
import { adminModerationRoutes } from './moderation.ts';
import { adminMonitoringRoutes } from './monitoring.ts';
import { adminPortalRoutes } from './portal.ts';
import { adminScenarioRoutes } from './scenarios.ts';
import { adminPerformanceRoutes } from './performance.ts';
import { adminRegulationsRoutes } from './regulations.ts';
import { adminAlertRoutes } from './alerts.ts';

/**
 * Every /api/admin/* route, behind one guard: 401 without a session, 403 for anyone but an
 * admin (read fresh from the database, whatever the browser claims). A handler added here
 * cannot forget the check; it reads the admin with currentAdmin(c).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/api/admin/*', async (c, next) => {
    c.set('admin', await requireAdmin(c));
    await next();
  })
  .route('/', adminUsersRoutes)
  .route('/', adminStatsRoutes)
  .route('/', adminAiSettingsRoutes)
  .route('/', adminStyleRoutes)
  .route('/', adminLogsRoutes)
  .route('/', adminBackupRoutes)
  .route('/', adminOutboxRoutes)
  .route('/', adminContactMessagesRoutes)
  .route('/', adminBlogRoutes)
  .route('/', adminModerationRoutes)
  .route('/', adminMonitoringRoutes)
  .route('/', adminPortalRoutes)
  .route('/', adminScenarioRoutes)
  .route('/', adminPerformanceRoutes)
  .route('/', adminRegulationsRoutes)
  .route('/', adminAlertRoutes);
