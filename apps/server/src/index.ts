import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createMetrics } from './observability/metrics.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-env.ts';

const DEFAULT_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(env.LOG_LEVEL);
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR), poolMax: env.DATABASE_POOL_MAX });
    await database.migrate();
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      logger.fatal(err.message);
      process.stderr.write(`${err.message}\n`);
      process.exit(75);
    }
    logger.fatal({ err }, 'could not open the database');
    process.exit(1);
  }

  const deps: AppDeps = { env, database, logger, metrics: createMetrics(), lifecycle: { shuttingDown: false } };
  const app = createApp(deps, { webDistDir: env.WEB_DIST_DIR ?? DEFAULT_DIST });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `AnglerScout listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, env.SHUTDOWN_GRACE_MS);
    force.unref();
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    server.close(async () => {
      await database.close().catch((err) => logger.error({ err }, 'database close failed'));
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
