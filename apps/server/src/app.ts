import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_RULES, LOGO_MAX_BYTES } from '@anglerscout/contracts';
import type { AppDeps, AppEnv } from './app-env.ts';
import { AppError } from './lib/primitives/app-error.ts';
import { requestContext } from './middleware/request-context.ts';
import { apiRequestPolicy, requestTimeout } from './middleware/guards.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { createHealthRoutes } from './routes/health.ts';
import { contactRoutes } from './routes/contact.ts';
import { rulesRoutes } from './routes/rules.ts';
import { conditionsRoutes } from './routes/conditions.ts';
import { outlookRoutes } from './routes/outlook.ts';
import { spotRoutes } from './routes/spots.ts';
import { alertRoutes } from './routes/alerts.ts';
import { locationsRoutes } from './routes/locations.ts';
import { mountStaticSite } from './static-site.ts';
import type { Auth } from './services/auth/create-auth.ts';
import { appOrigins } from './services/auth/app-origins.ts';
import { createAuthHandler } from './routes/auth/auth-handler.ts';
import { sessionRoutes } from './routes/session.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { subscriptionRoutes } from './routes/subscription.ts';
import { billingRoutes } from './routes/billing.ts';
import { reportRoutes } from './routes/reports.ts';
import { speciesRoutes } from './routes/species.ts';
import { logRoutes } from './routes/log.ts';
import { brandRoutes } from './routes/brand.ts';
import { catchRoutes } from './routes/catches.ts';
import { communityRoutes } from './routes/community.ts';
import { marketingPagesRoutes } from './routes/marketing-pages.ts';
import { blogPageRoutes } from './routes/blog-pages.ts';
import { answerLivenessFirst } from './liveness.ts';
import { vitalsRoutes } from './routes/vitals.ts';

/** Paths that take an image as the raw body (checked by lib/http/read-upload.ts), with a larger limit. */
const UPLOAD_PATHS = ['/api/photos', '/api/admin/blog/images'];
/** Paths that take bodies other than JSON and check them themselves. */
const NON_JSON_PATHS = [
  '/api/auth/',
  '/api/log',
  '/api/billing/webhook',
  '/api/admin/style-settings/logo',
  ...UPLOAD_PATHS,
  '/api/vitals',
  '/api/alerts/unsubscribe/',
];
/** A path whose body may exceed BODY_LIMIT_BYTES (a logo upload), with its own limit. */
const LOGO_PATH = '/api/admin/style-settings/logo';
/**
 * Paths called by other sites by design: signed webhooks, and the one-click unsubscribe a mail
 * client posts (RFC 8058), which carries its own signed token and only ever stops an alert.
 */
const CROSS_SITE_PATHS = ['/api/billing/webhook', '/api/alerts/unsubscribe/'];

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps, opts: { webDistDir?: string } = {}) {
  const app = new Hono<AppEnv>();
  const authReady = deps.auth;
  const allowedOrigins = appOrigins(deps.env);

  const secure = (deps.env.BETTER_AUTH_URL ?? '').startsWith('https://');
  app.use('*', requestContext(deps, { secure }));
  const tooLarge = () => {
    throw new AppError('PAYLOAD_TOO_LARGE');
  };
  const limitStreamedBody = bodyLimit({ maxSize: deps.env.BODY_LIMIT_BYTES, onError: tooLarge });
  const limitLogo = bodyLimit({ maxSize: LOGO_MAX_BYTES, onError: tooLarge });
  const limitStreamedUpload = bodyLimit({ maxSize: IMAGE_RULES.maxBytes, onError: tooLarge });
  // A declared length is checked from the header, as hono's bodyLimit does, but without first
  // asking for `c.req.raw.body`: on @hono/node-server that builds a full Request with a web
  // ReadableStream (a native object V8 must process at every full collection), which the route
  // usually does not need. Node's HTTP parser never delivers more than the declared length.
  const limitBody = (c: Context<AppEnv>, next: Next) => {
    const upload = UPLOAD_PATHS.includes(c.req.path);
    const length = c.req.header('content-length');
    if (c.req.path === LOGO_PATH) return limitLogo(c, next);
    if (length === undefined || c.req.header('transfer-encoding') !== undefined)
      return (upload ? limitStreamedUpload : limitStreamedBody)(c, next);
    return Number(length) > (upload ? IMAGE_RULES.maxBytes : deps.env.BODY_LIMIT_BYTES)
      ? tooLarge()
      : next();
  };
  const policy = apiRequestPolicy(
    { nonJsonPaths: NON_JSON_PATHS, crossSitePaths: CROSS_SITE_PATHS },
    () => allowedOrigins,
  );
  const timeout = requestTimeout(deps.env.REQUEST_TIMEOUT_MS);
  let auth: Auth | undefined;
  void authReady.then(
    (ready) => (auth = ready),
    () => undefined,
  );
  // One layer for every API request (each layer costs a promise hop on the hot path): better-auth
  // once it is ready, then, for requests that may carry a body, the same-site/JSON policy and the
  // body limit (reading the body materialises the full Request, so GETs skip it), then the timeout.
  app.use('/api/*', async (c, next) => {
    c.set('auth', auth ?? (await authReady));
    // While the database is known to be down, fail fast rather than wait out a timeout each.
    if (deps.database.outage.isDown() && c.req.path !== '/api/ready')
      throw new AppError('DATABASE_CONNECTION_ERROR');
    if (BODYLESS.has(c.req.method)) return timeout(c, next);
    return policy(c, async () => {
      await limitBody(c, async () => {
        await timeout(c, next);
      });
    });
  });

  app.route('/', createHealthRoutes({ passwordGate: deps.passwordGate }));
  app.on(
    ['GET', 'POST'],
    '/api/auth/*',
    createAuthHandler({
      gate: deps.passwordGate,
      bodyReadTimeoutMs: deps.env.BODY_READ_TIMEOUT_MS,
      revocations: deps.revocations,
      observeLatency: deps.monitoring.observe.auth,
    }),
  );
  app.route('/', sessionRoutes);
  app.route('/', accountRoutes);
  app.route('/', contactRoutes);
  app.route('/', conditionsRoutes);
  app.route('/', rulesRoutes);
  app.route('/', outlookRoutes);
  app.route('/', spotRoutes);
  app.route('/', alertRoutes);
  app.route('/', locationsRoutes);
  app.route('/', reportRoutes);
  app.route('/', subscriptionRoutes);
  app.route('/', billingRoutes);
  app.route('/', adminRoutes);
  app.route('/', speciesRoutes);
  app.route('/', logRoutes);
  app.route('/', brandRoutes);
  app.route('/', catchRoutes);
  app.route('/', communityRoutes);
  app.route('/', marketingPagesRoutes);
  app.route('/', vitalsRoutes(deps.env.VITALS_RATE_LIMIT));

  app.all('/api/*', () => {
    throw new AppError('RESOURCE_NOT_FOUND', 'No such API route.');
  });
  // Server-rendered public pages (blog, RSS, sitemap): before the SPA's catch-all.
  app.route('/', blogPageRoutes);
  if (opts.webDistDir) mountStaticSite(app, opts.webDistDir, deps.brand);
  app.notFound(() => {
    throw new AppError('RESOURCE_NOT_FOUND');
  });
  app.onError(errorHandler);
  return answerLivenessFirst(app, deps, { secure });
}
