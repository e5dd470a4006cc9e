import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SERVER_ENTRY,
  SERVER_ENV,
  SERVER_NODE_ARGS,
  freePort,
} from '../../scripts/server-launch.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface LaunchOptions {
  /** `npm-start`: exactly what the README says (npm start); `entry`: the server entry alone. */
  via: 'npm-start' | 'entry';
  env?: Record<string, string>;
  /** Defaults to a fresh temporary directory (removed by stop()). */
  dataDir?: string;
  port?: number;
  readyTimeoutMs?: number;
}

export interface LaunchedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** The server's stdout (JSON lines) so far. */
  output: () => string;
  logFile: string;
  /** Resolves with the exit code and signal once the launched process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM (or the given signal), wait for the exit, remove the temporary data directory. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** The environment every launched server gets unless the caller overrides it. */
const BASE_ENV = {
  HOST: '127.0.0.1',
  PROVIDERS: 'fake',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
};

/** Starts the real server as a separate process and waits until /api/ready answers 200. */
export async function launchServer(opts: LaunchOptions): Promise<LaunchedServer> {
  const port = opts.port ?? (await freePort());
  const ownDir = opts.dataDir === undefined;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'anglerscout-launch-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...SERVER_ENV,
    ...BASE_ENV,
    PORT: String(port),
    DATA_DIR: dataDir,
    BETTER_AUTH_URL: baseUrl,
    ...opts.env,
  };
  const [command, args] =
    opts.via === 'npm-start'
      ? ['npm', ['start', '--silent']]
      : [process.execPath, [...SERVER_NODE_ARGS, SERVER_ENTRY]];
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logFile = join(dataDir, `server-${port}.log`);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
    try {
      appendFileSync(logFile, d);
    } catch {
      /* the data directory is gone: the caller has finished with this server */
    }
  });
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output: () => output,
    logFile,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
