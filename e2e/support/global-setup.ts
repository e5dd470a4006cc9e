import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_ENTRY, SERVER_NODE_ARGS, freePort } from '../../scripts/server-launch.mjs';
import { mkdtempSync, rmSync, existsSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromium: string;
    /** The server's log file (JSON lines): tests read e-mailed links from its `email.outbox` lines. */
    serverLog: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

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
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PROVIDERS: 'fake',
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    ADMIN_EMAILS: 'e2e-admin@example.com,e2e-inbox-admin@example.com',
    // Every browser test signs in from 127.0.0.1: per-IP auth limits scaled up, per-account ones kept.
    AUTH_IP_LIMIT_FACTOR: '50',
    BETTER_AUTH_URL: baseUrl,
    BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  };
  const server: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const serverLog = join(dataDir, 'server.log');
  server.stdout?.on('data', (d) => {
    output += d;
    appendFileSync(serverLog, d);
  });
  server.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('chromium', chromium ?? '');
  project.provide('serverLog', serverLog);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
