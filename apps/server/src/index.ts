import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createMetrics } from './observability/metrics.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-env.ts';
import { startHttpServer } from './http-server.ts';

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
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
      poolMax: env.DATABASE_POOL_MAX,
    });
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

  const deps: AppDeps = {
    env,
    database,
    logger,
    metrics: createMetrics(),
    lifecycle: { shuttingDown: false },
  };
  const app = createApp(deps, { webDistDir: env.WEB_DIST_DIR ?? DEFAULT_DIST });
  const running = await startHttpServer(app, deps, env.PORT, env.HOST);
  logger.info(
    { port: running.port, database: database.kind },
    `AnglerScout listening on http://localhost:${running.port}`,
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void running.shutdown(signal).then(() => process.exit(0)));
  }
}

void main();
