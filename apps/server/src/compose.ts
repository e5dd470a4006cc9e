import type { Logger } from 'pino';
import type { Services } from './app-env.ts';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import { createLifecycle } from './lib/primitives/lifecycle.ts';
import { createForeground } from './lib/primitives/foreground.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { createAuth } from './services/auth/create-auth.ts';
import { createPasswordGate } from './services/auth/password-gate.ts';
import { createRevocationRegistry } from './services/auth/session-revocations.ts';
import { createMemberSessions } from './services/auth/member-sessions.ts';
import { createProviders } from './providers/index.ts';
import { scoutScience } from './services/conditions/scout-science.ts';
import { createConditionsService } from './services/conditions/cached-conditions.ts';
import { createOutlookService } from './services/outlook/cached-outlook.ts';
import { createAlerts } from './services/alerts/create-alerts.ts';
import { appUrl } from './services/auth/app-origins.ts';
import { scoutReportEngine } from './services/reports/scout-report-engine.ts';
import { outboxHandlers, startOutboxRunner } from './jobs/outbox-runner.ts';
import { resolveAuthSecret } from './services/auth/auth-secret.ts';
import { createSecretBox } from './services/ai/secret-box.ts';
import { createBrandCache } from './services/style/brand-cache.ts';
import { createBilling } from './providers/billing/create-billing.ts';
import { billingCleanupHandler } from './services/billing/clean-up-customer.ts';
import { createMarketingPages } from './services/pages/marketing-pages.ts';
import { httpPageHost } from './providers/pages/page-host.ts';
import { DEFAULT_HTTP_POLICY } from './providers/shared/http-client.ts';
import { createOutsideDataProbe } from './providers/shared/outside-data-probe.ts';
import { createMonitoring } from './services/monitoring/create-monitoring.ts';

export interface CreateServicesOptions {
  env: Env;
  database: Database;
  logger: Logger;
  metrics?: Metrics;
  /** Stand-ins for tests: providers that fail or count, a fixed report engine. */
  overrides?: Partial<Pick<Services, 'providers' | 'reportEngine' | 'science' | 'billing'>>;
}

/**
 * The composition root: builds every service the server runs on, once, at start (index.ts) or per
 * test (test-app.ts), and hands them to createApp. Nothing else builds providers, caches, the
 * report engine or jobs.
 */
export function createServices(opts: CreateServicesOptions): Services {
  const { env, database, logger } = opts;
  const db = database.db;
  const metrics = opts.metrics ?? createMetrics();
  const lifecycle = createLifecycle();
  const revocations = createRevocationRegistry(db);
  lifecycle.onStop(revocations.stop);
  const auth = createAuth({ env, logger, db, revocations });
  auth.catch((err) => logger.fatal({ err }, 'auth could not start'));
  const authSecret = resolveAuthSecret(db, env);
  authSecret.catch(() => undefined);
  const secretBox = (
    env.SETTINGS_ENCRYPTION_KEY ? Promise.resolve(env.SETTINGS_ENCRYPTION_KEY) : authSecret
  ).then(createSecretBox);
  secretBox.catch((err) => logger.fatal({ err }, 'settings secret could not be resolved'));
  const science = opts.overrides?.science ?? scoutScience();
  const probe = createOutsideDataProbe(metrics);
  const monitoring = createMonitoring({ db, metrics, logger, probe });
  const providers =
    opts.overrides?.providers ??
    createProviders({
      env,
      logger,
      db,
      metrics,
      probe,
      hints: {
        timeZoneFor: (lat, lon) => science.timeZoneFor(lat, lon),
        isCoastal: ({ lat, lon }) => science.nearestTideStation(lat, lon) !== null,
      },
    });
  const billing =
    opts.overrides?.billing ??
    createBilling({
      env,
      lifecycle,
      // The offline fake lives on this machine and sends its webhooks straight to this process.
      webhookUrl: `http://127.0.0.1:${env.PORT}/api/billing/webhook`,
    });
  const foreground = createForeground();
  const alerts = createAlerts({
    db,
    foreground,
    metrics,
    providers,
    science,
    logger,
    secret: authSecret,
    appUrl: appUrl(env),
    smtp: Boolean(env.SMTP_URL),
  });
  const handlers = {
    ...outboxHandlers(env),
    ...(billing.gateway ? { billing: billingCleanupHandler(billing.gateway) } : {}),
  };
  return {
    env,
    logger,
    metrics,
    database,
    lifecycle,
    auth,
    passwordGate: createPasswordGate(env.AUTH_IP_LIMIT_FACTOR),
    revocations,
    memberSessions: createMemberSessions(revocations),
    science,
    providers,
    conditions: createConditionsService({ providers, science, metrics }),
    outlook: createOutlookService({ providers, science, metrics, db }),
    reportEngine: opts.overrides?.reportEngine ?? scoutReportEngine({ providers, science }),
    secretBox,
    brand: createBrandCache({ db }),
    billing,
    marketingPages: createMarketingPages({
      host: env.MARKETING_PAGES_URL
        ? httpPageHost({
            baseUrl: env.MARKETING_PAGES_URL,
            timeoutMs: env.MARKETING_PAGES_TIMEOUT_MS,
            userAgent: DEFAULT_HTTP_POLICY.userAgent,
          })
        : null,
      cache: providers.cache,
      contactFormUrl: env.CONTACT_FORM_URL ?? null,
      ttlMs: env.MARKETING_PAGES_TTL_MS,
    }),
    monitoring,
    alerts,
    foreground,
    startJobs() {
      lifecycle.onStop(startOutboxRunner({ db, logger, lifecycle, handlers }));
      alerts.start(lifecycle);
      monitoring.start(lifecycle);
    },
  };
}
