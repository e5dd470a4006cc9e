import type { Logger } from 'pino';
import type { Lifecycle } from './lib/lifecycle.ts';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Metrics } from './observability/metrics.ts';
import type { Auth } from './auth/create-auth.ts';
import type { ReportEngine } from './services/reports/report-engine.ts';

export type { Lifecycle } from './lib/lifecycle.ts';

/** What every route and service can reach; built once at start and handed to createApp. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** The report pipeline's seams; built from scout and the providers when not given (tests may pass one). */
  reportEngine?: ReportEngine;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
    clientIp: string;
    /** better-auth, ready once its secret is resolved (see auth/create-auth.ts). */
    auth: Auth;
  };
}
