/**
 * `npm run alerts:run`: checks every bite-alert spot now, as an admin's "run now" does, and
 * prints the counts. The e-mails go to the outbox; a running server sends them. With the
 * embedded database the server holds the only connection: stop it first, or use PostgreSQL.
 */
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createMetrics } from '../observability/metrics.ts';
import { createProviders } from '../providers/index.ts';
import { scoutScience } from '../services/conditions/scout-science.ts';
import { createAlerts } from '../services/alerts/create-alerts.ts';
import { resolveAuthSecret } from '../services/auth/auth-secret.ts';
import { appUrl } from '../services/auth/app-origins.ts';
import { openCliDatabase } from './open-cli-database.ts';

const database = await openCliDatabase();
const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
const science = scoutScience();
const providers = createProviders({
  env,
  logger,
  db: database.db,
  metrics: createMetrics(),
  hints: {
    timeZoneFor: (lat, lon) => science.timeZoneFor(lat, lon),
    isCoastal: ({ lat, lon }) => science.nearestTideStation(lat, lon) !== null,
  },
});
const alerts = createAlerts({
  db: database.db,
  providers,
  science,
  logger,
  secret: resolveAuthSecret(database.db, env),
  appUrl: appUrl(env),
  smtp: Boolean(env.SMTP_URL),
});
try {
  const result = await alerts.runNow();
  process.stdout.write(
    `Checked ${result.checked} alert spots: ${result.sent} e-mails queued, ${result.skipped} with nothing new, ${result.failed} failed.\n`,
  );
  process.exitCode = result.failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
