import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchServer, type LaunchedServer } from '../support/launch-server.ts';
import { startSmtpInbox } from '../support/smtp-inbox.ts';
import {
  postgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';

const bin = postgresBin();
if (!bin && process.env.CI === 'true')
  throw new Error('PostgreSQL not found (apt-get install -y postgresql): required in CI.');
if (!bin) console.warn('[e2e] PostgreSQL not installed: two-process bite-alert test skipped.');

const ADMIN = 'alert-operator@example.com';
const PASSWORD = 'walleye-at-first-light-3';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

function api(server: LaunchedServer, cookie = '') {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
}

/** Signs up on one server, follows the link the relay received, signs in. */
async function signedIn(server: LaunchedServer, inbox: Inbox): Promise<string> {
  const call = api(server);
  const signUp = await call('POST', '/api/auth/sign-up/email', {
    email: ADMIN,
    password: PASSWORD,
    name: '',
  });
  expect(signUp.status).toBe(200);
  const mail = await inbox.waitFor(ADMIN, /confirm|verify/i, 30_000);
  const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
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

describe.runIf(bin)('bite alerts from two server processes on one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let inbox: Inbox;
  let one: LaunchedServer;
  let two: LaunchedServer;
  let cookie: string;
  beforeAll(async () => {
    cluster = await startPostgresCluster(bin!);
    inbox = await startSmtpInbox();
    const env = {
      DATABASE_URL: cluster.url,
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: inbox.url,
      // With SMTP_URL set the server refuses the placeholder sender (issue 30's mail rule).
      MAIL_FROM: 'AnglerScout <alerts@anglerscout.example>',
    };
    one = await launchServer({ via: 'entry', env });
    two = await launchServer({ via: 'entry', env });
    cookie = await signedIn(one, inbox);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await inbox?.close();
    cluster?.destroy();
  });

  it('sends one e-mail per spot and day through the relay, honours thresholds and one-click unsubscribe', async () => {
    const [a, b] = [api(one, cookie), api(two, cookie)];
    // Two alert spots need the paid plan: the operator grants it to themself.
    const session = await a('GET', '/api/auth/get-session');
    const userId = session.body.user.id as string;
    expect(
      (await a('PUT', `/api/admin/users/${userId}/subscription`, { tier: 'founding' })).status,
    ).toBe(200);
    const spot = (name: string, minScore: number) => ({
      name,
      latitude: 33.13,
      longitude: -96.98,
      habitat: 'fresh',
      species: 'largemouth-bass',
      fishingType: 'boat',
      alert: { minScore },
    });
    const low = await a('POST', '/api/spots', spot('Lewisville north cove', 0));
    const high = await b('POST', '/api/spots', spot('Lewisville dam', 100));
    expect([low.status, high.status]).toEqual([201, 201]);

    // Both processes run the check at once; the claims and the per-day guard leave one e-mail.
    const runs = await Promise.all([
      a('POST', '/api/admin/alerts/run', {}),
      b('POST', '/api/admin/alerts/run', {}),
    ]);
    // Each answers its counts, or 202 when its run outlasts 20 s on a busy machine.
    for (const r of runs) expect([200, 202]).toContain(r.status);
    if (runs.every((r) => r.status === 200))
      expect(
        runs.reduce((n, r) => n + (r.body.sent as number), 0),
        JSON.stringify(runs.map((r) => r.body)),
      ).toBe(1);
    const mail = await inbox.waitFor(ADMIN, /^Bite alert/, 120_000);
    expect(mail.subject).toMatch(/at Lewisville north cove \(\d+\)$/);
    expect(mail.text).toContain('Best window:');
    expect(mail.headers['list-unsubscribe-post']).toMatch(/List-Unsubscribe=One-Click/);
    const url = /<(http[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(new URL(url).origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    // Running again on either process sends nothing more today (the outbox polls every 2 s).
    const again = await b('POST', '/api/admin/alerts/run', {});
    if (again.status === 200) expect(again.body.sent).toBe(0);
    await new Promise((r) => setTimeout(r, 5000));
    expect(inbox.received.filter((m) => /^Bite alert/.test(m.subject))).toHaveLength(1);

    // The mail client's one-click POST, signed out, stops the spot's alerts.
    const stop = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    const spots = await b('GET', '/api/spots');
    const byName = Object.fromEntries(
      (spots.body.items as { name: string; alert: unknown }[]).map((s) => [s.name, s.alert]),
    );
    expect(byName).toEqual({ 'Lewisville north cove': null, 'Lewisville dam': { minScore: 100 } });
  }, 240_000);
});
