import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvError, loadEnv } from './env.ts';
import { createProcessLogger } from './logger.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createApp } from './app.ts';
import { createServices } from './compose.ts';
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
  const logger = createProcessLogger(env.LOG_LEVEL);
  let database;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
      poolMax: env.DATABASE_POOL_MAX,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      events: {
        onConnectionError: (err) => logger.warn({ err }, 'database connection lost'),
        onOutageChange: (down) =>
          down
            ? logger.error('database not answering: API requests get 503 until it is back')
            : logger.info('database answering again'),
      },
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

  const services = createServices({ env, database, logger });
  const app = createApp(services, { webDistDir: env.WEB_DIST_DIR ?? DEFAULT_DIST });
  const running = await startHttpServer(app, services, env.PORT, env.HOST);
  // Mail and CRM jobs: every server process runs the outbox (jobs are claimed with row locks).
  services.startJobs();
  logger.info(
    { port: running.port, database: database.kind },
    `AnglerScout listening on http://localhost:${running.port}`,
  );
  const stop = (reason: string) => void running.shutdown(reason).then(() => process.exit(0));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
  // Started by scripts/start.mjs with an IPC channel: if that launcher dies (even by SIGKILL),
  // the channel closes and this process drains and exits instead of serving on as an orphan.
  if (process.send) process.on('disconnect', () => stop('launcher exited'));
  // A stray rejection from background work is logged, not fatal; a thrown exception leaves the
  // process in an unknown state, so it drains and exits for the supervisor to restart it.
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception: shutting down');
    void running.shutdown('uncaught exception').then(() => process.exit(1));
  });
}

void main();
