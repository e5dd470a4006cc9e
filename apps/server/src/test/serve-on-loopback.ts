import { createApp } from '../app.ts';
import { createServices } from '../compose.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from './test-db.ts';
import { startHttpServer } from '../http-server.ts';

/** The whole app on a real loopback socket (port chosen by the OS) over a fresh test database. */
export async function serveOnLoopback(envOverrides: Record<string, string> = {}) {
  const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...envOverrides });
  const database = await createTestDatabase();
  const deps = createServices({ env, database, logger: createLogger('silent') });
  const running = await startHttpServer(createApp(deps), deps, 0, '127.0.0.1');
  return { deps, database, running, base: `http://127.0.0.1:${running.port}` };
}
