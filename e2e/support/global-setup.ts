import type { TestProject } from 'vitest/node';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath } from './chromium.ts';
import { launchServer, ROOT } from './launch-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromium: string;
    /** The server's log file (JSON lines): tests read e-mailed links from its `email.outbox` lines. */
    serverLog: string;
  }
}

/**
 * Starts the real server (built SPA, real database, fake outside providers) once for the e2e run.
 * With CI=true a missing Chromium fails the run; elsewhere the browser tests are skipped with a note.
 */
export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!chromium) {
    if (process.env.CI === 'true')
      throw new Error(
        'Chromium not found (apt-get install -y chromium): browser tests are required in CI.',
      );
    console.warn(
      '[e2e] Chromium not found: browser tests will be skipped. Install it with: apt-get install -y chromium',
    );
  }
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')))
    throw new Error('apps/web/dist is missing: run `npm run build` first.');
  const server = await launchServer({
    via: 'entry',
    env: {
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      ADMIN_EMAILS: [
        'e2e-admin@example.com',
        'e2e-inbox-admin@example.com',
        'e2e-suite-admin@example.com',
        'e2e-layout-admin@example.com',
        'e2e-rules-admin@example.com',
        'e2e-monitor-admin@example.com',
        'e2e-perf-admin@example.com',
        'e2e-blog-admin@example.com',
        'e2e-mod-admin@example.com',
      ].join(','),
      // Every browser test signs in from 127.0.0.1: per-IP auth limits scaled up, per-account ones kept.
      AUTH_IP_LIMIT_FACTOR: '50',
      // Every page of every browser test sends its vitals from 127.0.0.1.
      VITALS_RATE_LIMIT: '100000',
    },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('chromium', chromium ?? '');
  project.provide('serverLog', server.logFile);
  return () => server.stop();
}
