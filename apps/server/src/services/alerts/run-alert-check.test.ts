import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZSpot } from '@anglerscout/contracts';
import { localToInstant } from '@anglerscout/scout';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { adminAuditLog, outboxJobs, savedSpots, users } from '../../db/schema/index.ts';
import { localDate, localIsoMinute } from '../../providers/shared/local-clock.ts';
import { nextAlertCheck } from './alert-schedule.ts';
import { computeOutlook } from '../outlook/compute-outlook.ts';
import { runAlertCheck, type RunAlertCheckOptions } from './run-alert-check.ts';
import { createForeground } from '../../lib/primitives/foreground.ts';

let t: TestApp;
const TZ = 'America/Chicago';
const LAKE = {
  name: 'Lake Lewisville',
  latitude: 33.13,
  longitude: -96.98,
  habitat: 'fresh',
  species: 'largemouth-bass',
  fishingType: 'boat',
};
/** Today at the lake, at a local hour (the fake forecast is for the real today). */
const localTime = (hour: number, minute = 0, days = 0) =>
  new Date(
    localToInstant(localDate(new Date(), TZ), TZ, hour, minute).getTime() + days * 86_400_000,
  );

beforeAll(async () => {
  t = await createTestApp({
    BETTER_AUTH_URL: 'http://localhost',
    ADMIN_EMAILS: 'boss-alerts@example.com',
  });
});
afterAll(() => t.close());

const run = async (at: Date, force = false, more: Partial<RunAlertCheckOptions> = {}) =>
  runAlertCheck({
    db: t.deps.database.db,
    providers: t.deps.providers,
    science: t.deps.science,
    logger: t.deps.logger,
    tokens: await t.deps.alerts.tokens,
    appUrl: 'http://localhost',
    smtp: false,
    now: () => at,
    force,
    ...more,
  });

async function memberWithSpot(email: string, minScore: number, ip: string) {
  const cookie = await newVerifiedUser(t, email, 'trout-on-the-fly-42', ip);
  const res = await t.request(
    '/api/spots',
    browserInit('POST', { ...LAKE, alert: { minScore } }, cookie),
  );
  expect(res.status).toBe(201);
  return { cookie, spot: ZSpot.parse(await body(res)) };
}

const mailTo = async (email: string) =>
  (
    await t.deps.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'email'))
      .orderBy(outboxJobs.createdAt)
  ).filter((r) => r.payload.to === email && String(r.payload.subject).startsWith('Bite alert'));

describe('the bite-alert check', () => {
  it('waits for the local evening, then sends one e-mail per spot and day, even from two processes at once', async () => {
    const { spot } = await memberWithSpot('angler-one@example.com', 0, '192.0.2.51');
    // The first check is the next 5 PM at the spot; in the morning before it nothing is due.
    const due = nextAlertCheck(new Date(), TZ);
    const later = (minutes: number) => new Date(due.getTime() + minutes * 60_000);
    expect(localIsoMinute(due, TZ).slice(11)).toBe('17:00');
    expect((await run(later(-7 * 60))).checked).toBe(0);
    expect(await mailTo('angler-one@example.com')).toHaveLength(0);

    const evening = later(30);
    const [a, b] = await Promise.all([run(evening), run(evening)]);
    expect(a.sent + b.sent).toBe(1);
    const again = await run(evening, true);
    expect(again.sent).toBe(0);
    const mails = await mailTo('angler-one@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.payload as {
      subject: string;
      text: string;
      headers: Record<string, string>;
    };
    expect(mail.subject).toMatch(
      /^Bite alert: \w+day looks (Poor|Fair|Good|Excellent) at Lake Lewisville \(\d+\)$/,
    );
    expect(mail.text).toMatch(/Best window: \d+(:\d+)?(-| AM-| PM-)\d+ (AM|PM)\./);
    expect(mail.text).toContain('/app/reports/new?lat=33.13&lon=-96.98&name=Lake+Lewisville&date=');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = /\/api\/alerts\/unsubscribe\/([^>]+)>/.exec(
      mail.headers['List-Unsubscribe']!,
    )![1]!;
    expect(mail.text).toContain(`/alerts/unsubscribe?token=${token}`);

    // The next evening a newly qualifying day (the one entering the week) makes one more e-mail.
    expect((await run(later(24 * 60 + 30))).sent).toBe(1);
    expect((await run(later(24 * 60 + 60))).sent).toBe(0);
    expect(await mailTo('angler-one@example.com')).toHaveLength(2);
    const [row] = await t.deps.database.db
      .select()
      .from(savedSpots)
      .where(eq(savedSpots.id, spot.id));
    expect(row!.alertSentOn).toBe(localDate(later(24 * 60 + 30), TZ));
  });

  it('honours the threshold: one point above the week best sends nothing, the best itself sends', async () => {
    const outlook = await computeOutlook({
      providers: t.deps.providers,
      science: t.deps.science,
      lat: LAKE.latitude,
      lon: LAKE.longitude,
      species: LAKE.species,
      habitat: 'fresh',
      fishingType: 'boat',
      placeName: LAKE.name,
      now: localTime(17, 30),
      days: 7,
    });
    // The days the check may announce at 5:30 PM: later days, and today if its best window is
    // not over yet (which depends on the real date the fake forecast is for).
    const nowLocal = localIsoMinute(localTime(17, 30), TZ);
    const open = outlook.days.filter(
      (d) =>
        d.date > nowLocal.slice(0, 10) ||
        d.bestWindow.end > nowLocal ||
        d.bestWindow.end.endsWith('T00:00'),
    );
    const best = Math.max(...open.map((d) => d.score));
    await memberWithSpot('picky@example.com', best + 1, '192.0.2.52');
    await memberWithSpot('easy@example.com', best, '192.0.2.53');
    await run(localTime(17, 30), true);
    expect(await mailTo('picky@example.com')).toHaveLength(0);
    const [mail] = await mailTo('easy@example.com');
    expect(String(mail!.payload.text)).toContain(`scores ${best} (`);
  });

  it('stops after a one-click unsubscribe (signed out, from another site), and refuses unknown tokens', async () => {
    const { spot } = await memberWithSpot('leaving@example.com', 0, '192.0.2.54');
    await run(localTime(17, 30), true);
    const [mail] = await mailTo('leaving@example.com');
    const url = /<([^>]+)>/.exec(
      (mail!.payload.headers as Record<string, string>)['List-Unsubscribe']!,
    )![1]!;
    const path = new URL(url).pathname;
    const info = await t.request(path);
    expect(await body(info)).toEqual({ spotName: 'Lake Lewisville', active: true });
    // As a mail client posts it (RFC 8058): a form body, no cookie, another origin.
    const stop = await t.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stop.status).toBe(200);
    expect(await body(stop)).toEqual({ spotName: 'Lake Lewisville', stopped: true });
    expect(await body(await t.request(path, { method: 'POST' }))).toMatchObject({ stopped: false });
    const [row] = await t.deps.database.db
      .select()
      .from(savedSpots)
      .where(eq(savedSpots.id, spot.id));
    expect(row!.alertMinScore).toBeNull();
    await run(localTime(17, 30, 1), true);
    expect(await mailTo('leaving@example.com')).toHaveLength(1);

    const unknown = await t.request(
      '/api/alerts/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      {
        method: 'POST',
      },
    );
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).error.fields).toEqual({ token: 'Unknown unsubscribe token' });
    const forged = path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.request(forged, { method: 'POST' })).status).toBe(404);
  });

  it('sends a free member alerts from one spot only, even if they kept more from a paid plan', async () => {
    const { cookie } = await memberWithSpot('was-paid@example.com', 0, '192.0.2.55');
    const [user] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'was-paid@example.com'));
    const second = ZSpot.parse(
      await body(
        await t.request(
          '/api/spots',
          browserInit('POST', { ...LAKE, name: 'Second lake' }, cookie),
        ),
      ),
    );
    await t.deps.database.db
      .update(savedSpots)
      .set({ alertMinScore: 0 })
      .where(and(eq(savedSpots.id, second.id), eq(savedSpots.userId, user!.id)));
    await run(localTime(17, 30), true);
    const mails = await mailTo('was-paid@example.com');
    expect(mails.map((m) => m.payload.subject)).toEqual([
      expect.stringMatching(/at Lake Lewisville/),
    ]);
  });

  it('reads the closure rows once for a run, not once a spot', async () => {
    let reads = 0;
    const result = await run(localTime(18), true, {
      closures: async () => {
        reads++;
        return [];
      },
    });
    // The spots of the tests above, each scored (or skipped for its member's plan).
    expect(result.checked).toBeGreaterThanOrEqual(4);
    expect(reads).toBe(1);
  });

  it("gives way to members' requests: nothing is claimed while one is in flight", async () => {
    const foreground = createForeground();
    const endRequest = foreground.begin();
    const leases = async () =>
      (await t.deps.database.db.select({ at: savedSpots.alertCheckAt }).from(savedSpots))
        .map((r) => r.at?.getTime())
        .join();
    const before = await leases();
    let settled = false;
    const running = run(localTime(18), true, { foreground }).then((r) => {
      settled = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    expect(await leases()).toBe(before);
    endRequest();
    expect((await running).checked).toBeGreaterThanOrEqual(4);
  });

  it('lets only an admin run the check now, and audits it', async () => {
    const boss = await newVerifiedUser(
      t,
      'boss-alerts@example.com',
      'trout-on-the-fly-42',
      '192.0.2.56',
    );
    const member = await newVerifiedUser(
      t,
      'not-boss@example.com',
      'trout-on-the-fly-42',
      '192.0.2.57',
    );
    expect((await t.request('/api/admin/alerts/run', browserInit('POST', {}, member))).status).toBe(
      403,
    );
    const spot = { ...LAKE, name: 'Boss lake', alert: { minScore: 0 } };
    expect((await t.request('/api/spots', browserInit('POST', spot, boss))).status).toBe(201);
    // The admin's run scores in a low-priority child process, as in production.
    const res = await t.request('/api/admin/alerts/run', browserInit('POST', {}, boss));
    // The counts when the run ends within 20 s; on a slow machine 202 and the run goes on.
    expect([200, 202]).toContain(res.status);
    const result = await body(res);
    if (res.status === 200) expect(result).toMatchObject({ failed: 0 });
    else expect(result).toEqual({ running: true });
    await expect
      .poll(() => mailTo('boss-alerts@example.com'), { timeout: 120_000, interval: 500 })
      .toHaveLength(1);
    const audit = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'alerts.run'));
    expect(audit).toHaveLength(1);
    // The process's metrics count the spots the run checked, by outcome.
    const exported = await t.deps.metrics.registry.metrics();
    expect(exported).toMatch(/^alert_spots_checked_total\{outcome="sent"\} [1-9]\d*$/m);
  }, 180_000);
});
