import { createApp } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { loadEnv, type Env } from '../env.ts';
import { createLogger } from '../logger.ts';
import type { Logger } from 'pino';
import { createServices, type CreateServicesOptions } from '../compose.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** app.request with a fake socket so the route sees a client IP, as over real HTTP. */
  request: (path: string, init?: RequestInit, ip?: string) => Promise<Response>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Where log lines go (default: the level in the env, usually silent). */
  logger?: Logger;
  overrides?: CreateServicesOptions['overrides'];
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PROVIDERS: 'fake',
    ...envOverrides,
  });
  const database = await createTestDatabase();
  const deps = createServices({
    env,
    database,
    logger: options.logger ?? createLogger(env.LOG_LEVEL),
    overrides: options.overrides,
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    request: (path, init, ip = '203.0.113.10') =>
      Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: ip } } })),
    close: async () => {
      await deps.lifecycle.stop();
      await database.close();
    },
  };
}

export function jsonInit(
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/** The parsed JSON body of a response, typed loosely for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const body = (res: Response): Promise<any> => res.json();

/**
 * A second server process on the same database: its own services (auth, revocations, caches)
 * built by the composition root, sharing only the database, as two processes on one PostgreSQL.
 */
export function secondProcess(t: TestApp): Pick<TestApp, 'request' | 'close'> {
  const services = createServices({
    env: t.deps.env,
    database: t.deps.database,
    logger: t.deps.logger,
  });
  const app = createApp(services);
  return {
    request: (path, init, ip = '203.0.113.10') =>
      Promise.resolve(app.request(path, init, { incoming: { socket: { remoteAddress: ip } } })),
    close: () => services.lifecycle.stop(),
  };
}
