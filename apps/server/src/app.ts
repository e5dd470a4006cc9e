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
import { mountStaticSite } from './static-site.ts';

/** Paths that take bodies other than JSON and check them themselves. */
export const NON_JSON_PATHS = ['/api/auth/', '/api/log', '/api/billing/webhook'];
/** Paths called by other sites by design (signed webhooks). */
export const CROSS_SITE_PATHS = ['/api/billing/webhook'];

export function createApp(deps: AppDeps, opts: { webDistDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const allowedOrigins = deps.env.BETTER_AUTH_URL ? [new URL(deps.env.BETTER_AUTH_URL).origin] : [];

  app.use('*', requestContext(deps));
  app.use('*', shutdownGate);
  app.use('*', securityHeaders((deps.env.BETTER_AUTH_URL ?? '').startsWith('https://')));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: deps.env.BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    }),
  );
  app.use('/api/*', apiRequestPolicy({ nonJsonPaths: NON_JSON_PATHS, crossSitePaths: CROSS_SITE_PATHS }, () => allowedOrigins));
  app.use('/api/*', requestTimeout(deps.env.REQUEST_TIMEOUT_MS));

  app.route('/', healthRoutes);
  app.route('/', contactRoutes);

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
