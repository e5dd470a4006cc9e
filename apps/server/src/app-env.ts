import type { Logger } from 'pino';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Lifecycle } from './lib/primitives/lifecycle.ts';
import type { Metrics } from './observability/metrics.ts';
import type { Auth } from './services/auth/create-auth.ts';
import type { CurrentSession } from './services/auth/session-types.ts';
import type { RevocationRegistry } from './services/auth/session-revocations.ts';
import type { MemberSessions } from './services/auth/member-sessions.ts';
import type { PerClientQueue } from './lib/primitives/per-client-queue.ts';
import type { Foreground } from './lib/primitives/foreground.ts';
import type { Providers } from './providers/index.ts';
import type { Science } from './services/conditions/science.ts';
import type { ConditionsService } from './services/conditions/cached-conditions.ts';
import type { OutlookService } from './services/outlook/cached-outlook.ts';
import type { ReportEngine } from './services/reports/report-engine.ts';
import type { SecretBox } from './services/ai/secret-box.ts';
import type { BrandCache } from './services/style/brand-cache.ts';
import type { Billing } from './providers/billing/create-billing.ts';
import type { MarketingPages } from './services/pages/marketing-pages.ts';
import type { Monitoring } from './services/monitoring/create-monitoring.ts';
import type { Alerts } from './services/alerts/create-alerts.ts';

/**
 * Everything the server runs on, built once at start by createServices (the composition root)
 * and handed to createApp. Routes read it from the request context and pass each service only
 * the parts it uses; nothing is assembled lazily or kept in module state.
 */
export interface Services {
  env: Env;
  logger: Logger;
  metrics: Metrics;
  database: Database;
  lifecycle: Lifecycle;
  /** better-auth, once its secret is resolved and the revocations are loaded. */
  auth: Promise<Auth>;
  passwordGate: PerClientQueue;
  revocations: RevocationRegistry;
  memberSessions: MemberSessions;
  science: Science;
  providers: Providers;
  conditions: ConditionsService;
  /** The next days at a spot, scored and cached (GET /api/outlook, saved spots' week strips). */
  outlook: OutlookService;
  /** Replaceable in tests (a fixed engine); routes read it per request. */
  reportEngine: ReportEngine;
  /** Seals and opens the AI API key kept in the database (ready once the secret is resolved). */
  secretBox: Promise<SecretBox>;
  /** The site's style settings, read through a short cache (pages, PDFs, the logo). */
  brand: BrandCache;
  /** Payments: Stripe, the offline fake, or off (with what is missing). */
  billing: Billing;
  /** The proxied marketing pages (an outside host when configured, else built-in content). */
  marketingPages: MarketingPages;
  /** Portal mode, metrics, alerts, scenarios and vitals of this process. */
  monitoring: Monitoring;
  /** Bite alerts: unsubscribe tokens and the daily check (polled by every process). */
  alerts: Alerts;
  /** The requests this process is answering (counted by the HTTP server); background work gives way to them. */
  foreground: Foreground;
  /** Starts the background jobs (mail and CRM from the outbox, monitoring); they stop with the lifecycle. */
  startJobs(): void;
}

/** The request context's services (the name routes use). */
export type AppDeps = Services;

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    deps: Services;
    clientIp: string;
    /** better-auth, ready once its secret is resolved (see services/auth/create-auth.ts). */
    auth: Auth;
    /** Under /api/admin/*: the administrator, checked fresh by the admin guard. */
    admin?: CurrentSession;
  };
}
