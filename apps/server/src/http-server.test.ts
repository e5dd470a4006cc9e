import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { createApp } from './app.ts';
import { createServices } from './compose.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { createTestDatabase } from './test/test-db.ts';
// Started as `npm start` starts it: the same Node flags (type stripping or tsx, compile cache).
import { SERVER_NODE_ARGS } from '../../../scripts/server-launch.mjs';
import { body } from './test/test-app.ts';
import { startHttpServer } from './http-server.ts';
import { stepAside } from './lib/primitives/foreground.ts';
import { serveOnLoopback } from './test/serve-on-loopback.ts';
import { users } from './db/schema/index.ts';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, answers 503 to a new one, then closes the database', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const database = await createTestDatabase();
    let closed = false;
    const close = database.close;
    database.close = async () => {
      closed = true;
      await close();
    };
    const deps = createServices({ env, database, logger: createLogger('silent') });
    const app = new Hono();
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    app.get('/api/slow', async (c) => {
      entered();
      await new Promise((r) => setTimeout(r, 500));
      return c.json({ finished: true });
    });
    app.route('/', createApp(deps));
    const running = await startHttpServer(app, deps, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${running.port}`;

    const inFlight = fetch(`${base}/api/slow`);
    // Shut down only once the request is really being served (on a loaded machine connecting
    // alone can take longer than any fixed wait).
    await inHandler;
    const stopped = running.shutdown('test');
    // A request on a connection the server already holds (the health check below opens a new one
    // and may be refused outright once listening stops): either way no new work is accepted.
    const late = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await stopped;
    expect(closed).toBe(true);
  });
});

describe('over a real socket', () => {
  it('counts the requests in flight for background work to give way to, until each response ends', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const database = await createTestDatabase();
    const deps = createServices({ env, database, logger: createLogger('silent') });
    const app = new Hono();
    let entered!: () => void;
    const inHandler = new Promise<void>((r) => (entered = r));
    let finish!: () => void;
    const held = new Promise<void>((r) => (finish = r));
    app.get('/api/slow', async (c) => {
      entered();
      await held;
      return c.json({ finished: true });
    });
    app.get('/api/aside', (c) => {
      const before = deps.foreground.inFlight();
      stepAside((c.env as { outgoing?: unknown }).outgoing);
      return c.json({ before, after: deps.foreground.inFlight() });
    });
    app.route('/', createApp(deps));
    const running = await startHttpServer(app, deps, 0, '127.0.0.1');
    try {
      expect(deps.foreground.inFlight()).toBe(0);
      const slow = fetch(`http://127.0.0.1:${running.port}/api/slow`);
      await inHandler;
      expect(deps.foreground.inFlight()).toBe(1);
      let gaveWay = false;
      const waiting = deps.foreground.giveWay({ quietMs: 0 }).then(() => (gaveWay = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(gaveWay).toBe(false);
      finish();
      expect((await slow).status).toBe(200);
      await waiting;
      expect(deps.foreground.inFlight()).toBe(0);
      // A request that only waits for background work it started steps aside (the admin's
      // "run the alert check now"); liveness probes are never counted.
      const aside = await fetch(`http://127.0.0.1:${running.port}/api/aside`);
      expect(await aside.json()).toEqual({ before: 1, after: 0 });
      const begun = vi.spyOn(deps.foreground, 'begin');
      await fetch(`http://127.0.0.1:${running.port}/api/health`);
      expect(begun).not.toHaveBeenCalled();
      await fetch(`http://127.0.0.1:${running.port}/api/health?via=chain`);
      expect(begun).toHaveBeenCalledTimes(1);
      expect(deps.foreground.inFlight()).toBe(0);
    } finally {
      await running.shutdown('test');
    }
  });

  it('answers liveness with the request id and API headers, and counts probes apart from request durations', async () => {
    const env = loadEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const deps = createServices({
      env,
      database: await createTestDatabase(),
      logger: createLogger('silent'),
    });
    const app = createApp(deps);
    // A probe is answered on the raw Node request: the fetch adapter never sees it.
    const adapter = vi.spyOn(app, 'fetch');
    const running = await startHttpServer(app, deps, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${running.port}`;
    try {
      const res = await fetch(`${base}/api/health`, {
        headers: { 'x-request-id': 'probe-0001-abcd' },
      });
      expect(adapter).not.toHaveBeenCalled();
      expect(res.headers.get('content-length')).toBe(String((await res.clone().text()).length));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
      expect(res.headers.get('x-request-id')).toBe('probe-0001-abcd');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-type')).toContain('application/json');
      await fetch(`${base}/api/health`);
      expect(adapter).not.toHaveBeenCalled();
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(adapter).toHaveBeenCalledOnce();
      expect(metrics).toMatch(/^http_liveness_probes_total 2$/m);
      expect(metrics).not.toMatch(
        /http_request_duration_seconds_count\{[^}]*route="\/api\/health"/,
      );
      deps.lifecycle.shuttingDown = true;
      expect((await fetch(`${base}/api/health`)).status).toBe(503);
    } finally {
      deps.lifecycle.shuttingDown = false;
      await running.shutdown('test');
    }
  });
});

describe('request bodies over a real socket', () => {
  it('refuses a declared or a streamed body over the limit with 413, and hands an auth body to better-auth intact', async () => {
    const { database, running, base } = await serveOnLoopback({ BODY_LIMIT_BYTES: '2048' });
    const headers = { 'content-type': 'application/json', origin: base };
    try {
      // Declared length (fetch sets content-length for a string body).
      const big = JSON.stringify({ fullName: 'x', email: 'a@b.co', message: 'y'.repeat(4000) });
      const declared = await fetch(`${base}/api/contact`, { method: 'POST', headers, body: big });
      expect(declared.status).toBe(413);
      expect((await body(declared)).error.code).toBe('PAYLOAD_TOO_LARGE');
      // No length: chunked transfer, counted as it arrives.
      const chunks = [big.slice(0, 1500), big.slice(1500)];
      const stream = new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(next));
        },
      });
      const streamed = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers,
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect((await body(streamed)).error.code).toBe('PAYLOAD_TOO_LARGE');
      // A sign-up's JSON arrives whole at better-auth (the e-mail lands in the user table).
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: 'Socket.Body@Example.com',
          password: 'largemouth-in-the-lilies-4',
          name: 'Socket',
        }),
      });
      expect(signUp.status).toBe(200);
      const rows = await database.db.select({ email: users.email, name: users.name }).from(users);
      expect(rows).toEqual([{ email: 'socket.body@example.com', name: 'Socket' }]);
      // A body-less POST to better-auth still gets its answer.
      expect(
        (await fetch(`${base}/api/auth/sign-out`, { method: 'POST', headers })).status,
      ).toBeLessThan(500);
    } finally {
      await running.shutdown('test');
    }
  });
});

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, 'src/index.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, LOG_LEVEL: 'error', ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('server process', () => {
  it('refuses to start with SMTP_URL and the placeholder MAIL_FROM, saying why and what to set', async () => {
    const { code, output } = await runServer({
      SMTP_URL: 'smtps://user:pass@email-smtp.us-east-1.amazonaws.com:465',
      MAIL_FROM: '',
      DATABASE_URL: '',
    });
    expect(code).toBe(78);
    expect(output).toContain('MAIL_FROM: SMTP_URL is set, so MAIL_FROM must be a real sender');
    expect(output).toContain('"AnglerScout <no-reply@localhost>" uses the host "localhost"');
    expect(output).toContain('MAIL_FROM="AnglerScout <no-reply@your-domain.com>"');
    // The relay's password never reaches the output.
    expect(output).not.toContain('user:pass');
  });

  it('exits non-zero listing every bad environment variable', async () => {
    const { code, output } = await runServer({
      PORT: 'not-a-port',
      DATABASE_URL: 'mysql://nope',
      LOG_LEVEL: 'loud',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
    expect(output).toContain('LOG_LEVEL');
  });

  it('refuses to open a PGlite directory that another running server holds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'anglerscout-lock-'));
    const first = spawn(process.execPath, [...SERVER_NODE_ARGS, 'src/index.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: dataDir,
      },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('first server did not start')), 30_000);
        first.stdout.on('data', (d: Buffer) => {
          if (d.toString().includes('listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const second = await runServer({
        DATABASE_URL: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      });
      expect(second.code).not.toBe(0);
      expect(second.output).toMatch(/in use by another process \(pid \d+\)/);
    } finally {
      first.kill('SIGTERM');
      await new Promise((r) => first.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('slow clients', () => {
  it('bounds how long a client may take to send its headers and its request', async () => {
    const { running } = await serveOnLoopback();
    try {
      const server = running.server as import('node:http').Server;
      expect(server.headersTimeout).toBe(15_000);
      expect(server.requestTimeout).toBe(60_000);
    } finally {
      await running.shutdown('test');
    }
  });
});
