import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from '../support/launch-server.ts';
import {
  postgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';

const bin = postgresBin();
if (!bin && process.env.CI === 'true')
  throw new Error('PostgreSQL not found (apt-get install -y postgresql): required in CI.');
if (!bin) console.warn('[e2e] PostgreSQL not installed: database outage tests skipped.');

const post = (base: string, path: string, body: unknown, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe.runIf(bin)('PostgreSQL restarts and freezes under the server started by npm start', () => {
  let cluster: PostgresCluster;
  let server: LaunchedServer;
  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    server = await launchServer({
      via: 'npm-start',
      env: {
        DATABASE_URL: cluster.url,
        DATABASE_STATEMENT_TIMEOUT_MS: '1500',
        AUTH_IP_LIMIT_FACTOR: '200',
        CONTACT_RATE_LIMIT: '100000',
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  it('survives three fast shutdowns under mixed traffic and recovers each time without a restart', async () => {
    const statuses: number[] = [];
    let running = true;
    let n = 0;
    const traffic = async () => {
      while (running) {
        const i = n++;
        const calls = [
          post(server.baseUrl, '/api/auth/sign-up/email', {
            email: `restart-${i}@example.com`,
            password: 'walleye-at-the-dam-9',
            name: '',
          }),
          post(server.baseUrl, '/api/contact', {
            fullName: 'Load',
            email: `load-${i}@example.com`,
            message: 'traffic during a restart',
          }),
          post(server.baseUrl, '/api/auth/sign-in/email', {
            email: `restart-${i}@example.com`,
            password: 'walleye-at-the-dam-9',
          }),
          fetch(`${server.baseUrl}/api/reports`),
        ];
        for (const r of await Promise.allSettled(calls))
          statuses.push(r.status === 'fulfilled' ? r.value.status : 0);
      }
    };
    const workers = [traffic(), traffic(), traffic()];
    try {
      for (let cycle = 0; cycle < 3; cycle++) {
        await new Promise((r) => setTimeout(r, 700));
        cluster.stop('fast');
        await new Promise((r) => setTimeout(r, 800));
        expect(server.process.exitCode).toBeNull();
        expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(503);
        cluster.start();
        const back = await waitUntil(
          async () => (await fetch(`${server.baseUrl}/api/ready`)).status === 200,
          10_000,
        );
        expect(back).toBe(true);
      }
    } finally {
      running = false;
      await Promise.all(workers);
    }
    expect(server.process.exitCode).toBeNull();
    // Every answer was an answer: no 500 and no dropped connection, 503 while the database was away.
    expect(statuses.filter((s) => s === 500 || s === 0)).toEqual([]);
    expect(statuses).toContain(503);
    const after = await post(server.baseUrl, '/api/contact', {
      fullName: 'After',
      email: 'after@example.com',
      message: 'the database is back',
    });
    expect(after.status).toBe(200);
  });

  it('answers 503 (not a hang, not a 500) while the database is frozen, and recovers when it thaws', async () => {
    cluster.freeze();
    try {
      const first = await post(server.baseUrl, '/api/contact', {
        fullName: 'Frozen',
        email: 'frozen@example.com',
        message: 'is anyone there?',
      });
      expect(first.status).toBe(503);
      expect((await first.json()).error.code).toBe('DATABASE_CONNECTION_ERROR');
      // Known to be down: the next requests fail fast rather than each waiting out a timeout.
      const next = await post(server.baseUrl, '/api/contact', {
        fullName: 'Frozen',
        email: 'frozen@example.com',
        message: 'still there?',
      });
      expect(next.status).toBe(503);
      expect((await fetch(`${server.baseUrl}/api/ready`)).status).toBe(503);
    } finally {
      cluster.thaw();
    }
    const back = await waitUntil(
      async () => (await fetch(`${server.baseUrl}/api/ready`)).status === 200,
      10_000,
    );
    expect(back).toBe(true);
    // The log never shows bound values (the e-mail sent in the failed statement).
    expect(server.output()).not.toContain('frozen@example.com');
  });
});
