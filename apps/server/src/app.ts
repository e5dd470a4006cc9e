import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './app-env.ts';
import { AppError } from './lib/app-error.ts';
import { requestContext } from './middleware/request-context.ts';
import { apiRequestPolicy, requestTimeout, shutdownGate } from './middleware/guards.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { healthRoutes } from './routes/health.ts';
import { contactRoutes } from './routes/contact.ts';
import { conditionsRoutes } from './routes/conditions.ts';
import { locationsRoutes } from './routes/locations.ts';
import { mountStaticSite } from './static-site.ts';
import { createAuth } from './auth/create-auth.ts';
import { authHandler } from './auth/auth-handler.ts';
import { sessionRoutes } from './routes/session.ts';
import { accountRoutes } from './routes/account.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { startOutboxRunner } from './jobs/outbox-runner.ts';
import { reportRoutes } from './routes/reports.ts';
import { adminAiSettingsRoutes } from './routes/admin-ai-settings.ts';
import { speciesRoutes } from './routes/species.ts';

/** Paths that take bodies other than JSON and check them themselves. */
export const NON_JSON_PATHS = ['/api/auth/', '/api/log', '/api/billing/webhook'];
/** Paths called by other sites by design (signed webhooks). */
export const CROSS_SITE_PATHS = ['/api/billing/webhook'];

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps, opts: { webDistDir?: string; runJobs?: boolean } = {}) {
  const app = new Hono<AppEnv>();
  const authReady = createAuth(deps);
  authReady.catch((err) => deps.logger.fatal({ err }, 'auth could not start'));
  if (opts.runJobs) startOutboxRunner(deps);
  const allowedOrigins = deps.env.BETTER_AUTH_URL ? [new URL(deps.env.BETTER_AUTH_URL).origin] : [];

  app.use('*', requestContext(deps));
  app.use('*', shutdownGate);
  app.use('*', securityHeaders((deps.env.BETTER_AUTH_URL ?? '').startsWith('https://')));
  const limitBody = bodyLimit({
    maxSize: deps.env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  // Only requests that may carry a body pay for it: reading the body materialises the full Request.
  app.use('/api/*', (c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)));
  app.use('/api/*', apiRequestPolicy({ nonJsonPaths: NON_JSON_PATHS, crossSitePaths: CROSS_SITE_PATHS }, () => allowedOrigins));
  app.use('/api/*', requestTimeout(deps.env.REQUEST_TIMEOUT_MS));

  app.use('/api/*', async (c, next) => {
    c.set('auth', await authReady);
    await next();
  });

  app.route('/', healthRoutes);
  app.on(['GET', 'POST'], '/api/auth/*', authHandler);
  app.route('/', sessionRoutes);
  app.route('/', accountRoutes);
  app.route('/', outboxRoutes);
  app.route('/', contactRoutes);
  app.route('/', conditionsRoutes);
  app.route('/', locationsRoutes);
  app.route('/', reportRoutes);
  app.route('/', adminAiSettingsRoutes);
  app.route('/', speciesRoutes);

  app.all('/api/*', () => {
    throw new AppError('RESOURCE_NOT_FOUND', 'No such API route.');
  });
  if (opts.webDistDir) mountStaticSite(app, opts.webDistDir);
  app.notFound(() => {
    throw new AppError('RESOURCE_NOT_FOUND');
  });
  app.onError(errorHandler);
  return app;
}
export type App = ReturnType<typeof createApp>;
