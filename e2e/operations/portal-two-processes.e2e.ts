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
if (!bin) console.warn('[e2e] PostgreSQL not installed: two-process portal tests skipped.');

const ADMIN = 'portal-operator@example.com';
const PASSWORD = 'crappie-by-the-dock-5';

function api(server: LaunchedServer, cookie = '') {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

/** Signs the operator up on one server, follows the e-mailed link from its log, signs in. */
async function adminCookie(server: LaunchedServer): Promise<string> {
  const call = api(server);
  expect(
    (await call('POST', '/api/auth/sign-up/email', { email: ADMIN, password: PASSWORD, name: '' }))
      .status,
  ).toBe(200);
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('"email.outbox"') && l.includes(ADMIN));
    link = line ? (JSON.parse(line) as { link: string }).link : undefined;
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  const token = new URL(link!).searchParams.get('token')!;
  expect(
    (await fetch(`${server.baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`))
      .status,
  ).toBe(200);
  const res = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const portalModeGauge = async (server: LaunchedServer) =>
  /portal_mode\{mode="(\w+)"\} 1/.exec(
    await (await fetch(`${server.baseUrl}/metrics`)).text(),
  )?.[1];

describe.runIf(bin)('two server processes on one PostgreSQL share the portal mode', () => {
  let cluster: PostgresCluster;
  let one: LaunchedServer;
  let two: LaunchedServer;
  let cookie: string;
  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    const env = { DATABASE_URL: cluster.url, ADMIN_EMAILS: ADMIN };
    // The first as the README starts it; the second beside it on the same database.
    one = await launchServer({ via: 'npm-start', env });
    two = await launchServer({ via: 'entry', env });
    cookie = await adminCookie(one);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    cluster?.destroy();
  });

  it('both see one mode, and a switch made on one is applied by the other', async () => {
    const [a, b] = [api(one, cookie), api(two, cookie)];
    expect((await a('GET', '/api/admin/portal')).body.mode).toBe('emergency');
    expect((await b('GET', '/api/admin/portal')).body.mode).toBe('emergency');
    // Both processes report in within a second or two.
    await expect
      .poll(async () => (await a('GET', '/api/admin/portal')).body.instances.length, {
        timeout: 10_000,
      })
      .toBe(2);

    const switched = await a('POST', '/api/admin/portal/mode', { mode: 'test' });
    expect(switched.status).toBe(200);
    // Verification waited until every live process had applied test mode.
    expect(switched.body.instances.map((i: { mode: string }) => i.mode)).toEqual(['test', 'test']);
    expect((await b('GET', '/api/admin/portal')).body).toMatchObject({
      mode: 'test',
      transition: null,
    });
    expect(await portalModeGauge(two)).toBe('test');

    // A session is only for the current mode, whichever process is asked.
    const session = await b('POST', '/api/admin/portal/sessions', { mode: 'emergency' });
    expect(session.body.error.message).toBe('Cannot create session: portal is in test mode');
  });

  it('refuses a second switch, on either process, while one is under way', async () => {
    const [a, b] = [api(one, cookie), api(two, cookie)];
    // Sent together: the first claims the switch in the database and holds it until the other
    // process has applied the new mode (up to a second); the second is refused meanwhile.
    const answers = await Promise.all([
      a('POST', '/api/admin/portal/mode', { mode: 'production' }),
      b('POST', '/api/admin/portal/mode', { mode: 'emergency' }),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.error.message).toBe('Mode transition already in progress');
    const winner = answers.find((r) => r.status === 200)!.body.mode;
    expect((await a('GET', '/api/admin/portal')).body.mode).toBe(winner);
    expect((await b('GET', '/api/admin/portal')).body.mode).toBe(winner);
    await expect.poll(() => portalModeGauge(one), { timeout: 5000 }).toBe(winner);
    await expect.poll(() => portalModeGauge(two), { timeout: 5000 }).toBe(winner);
  });
});
