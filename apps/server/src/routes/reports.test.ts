import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZReport, ZReportList, ZReportProgress, ZWaterCheck } from '@anglerscout/contracts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { fixedReportEngine, sampleReportInput, todayPlus } from '../test/fixed-report-engine.ts';
import { reportUsage, users } from '../db/schema/index.ts';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp({
    BETTER_AUTH_URL: 'http://localhost',
    ADMIN_EMAILS: 'boss@example.com',
  });
  t.deps.reportEngine = fixedReportEngine();
  alice = await newVerifiedUser(t, 'alice@example.com', 'trout-on-the-fly-42', '192.0.2.11');
  bob = await newVerifiedUser(t, 'bob@example.com', 'trout-on-the-fly-42', '192.0.2.12');
});
afterAll(() => t.close());

const create = (
  cookie: string,
  input: unknown = sampleReportInput(),
  headers: Record<string, string> = {},
) => {
  const init = browserInit('POST', input, cookie);
  init.headers = { ...(init.headers as Record<string, string>), ...headers };
  return t.request('/api/reports', init);
};

describe('reports API', () => {
  it('pages the list with the right total on every page, past the end and under a filter', async () => {
    const pat = await newVerifiedUser(t, 'pat@example.com', 'trout-on-the-fly-42', '192.0.2.20');
    for (let i = 0; i < 3; i++) expect((await create(pat)).status).toBe(201);
    const page = async (q: string) =>
      ZReportList.parse(
        await body(await t.request(`/api/reports?${q}`, browserInit('GET', undefined, pat))),
      );
    const first = await page('pageSize=2&page=1');
    expect([first.items.length, first.total]).toEqual([2, 3]);
    const second = await page('pageSize=2&page=2');
    expect([second.items.length, second.total]).toEqual([1, 3]);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    const past = await page('pageSize=2&page=5');
    expect([past.items.length, past.total]).toEqual([0, 3]);
    const none = await page('place=nowhere-at-all');
    expect([none.items.length, none.total]).toEqual([0, 0]);
  });

  it('filters by species, place and date range together, and searches % and _ literally', async () => {
    const sam = await newVerifiedUser(t, 'sam@example.com', 'trout-on-the-fly-42', '192.0.2.21');
    const bass = { species: 'largemouth-bass' };
    const near = await create(sam, sampleReportInput({ ...bass, date: todayPlus(1) }));
    const later = await create(sam, sampleReportInput({ ...bass, date: todayPlus(3) }));
    const crappie = await create(
      sam,
      sampleReportInput({ species: 'white-crappie', date: todayPlus(3) }),
    );
    expect([near.status, later.status, crappie.status]).toEqual([201, 201, 201]);
    const ids = async (q: string) =>
      ZReportList.parse(
        await body(await t.request(`/api/reports?${q}`, browserInit('GET', undefined, sam))),
      ).items.map((r) => r.id);
    const [nearId, laterId, crappieId] = [
      (await body(near)).id,
      (await body(later)).id,
      (await body(crappie)).id,
    ];
    expect(await ids('species=crappie')).toEqual([crappieId]);
    expect((await ids('species=bass')).sort()).toEqual([nearId, laterId].sort());
    expect(await ids(`from=${todayPlus(2)}&species=bass`)).toEqual([laterId]);
    expect(await ids(`to=${todayPlus(2)}`)).toEqual([nearId]);
    expect(await ids(`place=hubbard&from=${todayPlus(2)}&to=${todayPlus(3)}`)).toHaveLength(2);
    expect(await ids('place=%25')).toEqual([]);
    expect(await ids('species=_')).toEqual([]);
  });

  it('requires a session', async () => {
    const res = await t.request('/api/reports', browserInit('POST', sampleReportInput()));
    expect(res.status).toBe(401);
  });

  it('creates, reads, lists and deletes a report, owner only', async () => {
    const res = await create(alice);
    expect(res.status).toBe(201);
    const { id } = await body(res);
    const read = await t.request(`/api/reports/${id}`, browserInit('GET', undefined, alice));
    expect(read.status).toBe(200);
    // The response is parsed with the operation's contract: a wrong shape fails here.
    const report = ZReport.parse(await body(read));
    expect(report).toMatchObject({
      id,
      locationName: 'Lake Ray Hubbard, TX',
      fishingType: 'kayak',
      timeZone: 'America/Chicago',
    });
    expect(report.structured?.version).toBe(2);
    expect(report.score).toBe(report.structured!.verdict.score);
    expect(report.conditions?.measuredWater?.tempF).toBe(61);
    expect(report.markdown).toContain('# Lake Ray Hubbard, TX');
    expect(report.writer.kind).toBe('built-in');
    expect(Object.keys(report.timings)).toEqual(
      expect.arrayContaining(['conditionsMs', 'analysisMs', 'writingMs']),
    );

    // another user: 404, as if it did not exist; a malformed id: 400
    expect((await t.request(`/api/reports/${id}`, browserInit('GET', undefined, bob))).status).toBe(
      404,
    );
    expect(
      (await t.request(`/api/reports/${id}`, browserInit('DELETE', undefined, bob))).status,
    ).toBe(404);
    expect(
      (await t.request('/api/reports/not-a-uuid', browserInit('GET', undefined, alice))).status,
    ).toBe(400);

    const list = ZReportList.parse(
      await body(
        await t.request('/api/reports?place=hubbard', browserInit('GET', undefined, alice)),
      ),
    );
    expect(list.items.map((r: { id: string }) => r.id)).toContain(id);
    expect(
      (await body(await t.request('/api/reports', browserInit('GET', undefined, bob)))).total,
    ).toBe(0);

    const pdf = await t.request(`/api/reports/${id}/pdf`, browserInit('GET', undefined, alice));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="anglerscout-\d{4}-\d{2}-\d{2}-lake-ray-hubbard-tx\.pdf"$/,
    );
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await t.request(`/api/reports/${id}/pdf`, browserInit('GET', undefined, bob))).status,
    ).toBe(404);

    expect(
      (await t.request(`/api/reports/${id}`, browserInit('DELETE', undefined, alice))).status,
    ).toBe(204);
    expect(
      (await t.request(`/api/reports/${id}`, browserInit('GET', undefined, alice))).status,
    ).toBe(404);
  });

  it('rejects bad input with VALIDATION codes and dates outside the plannable range', async () => {
    const bad = await create(bob, sampleReportInput({ fishingType: 'helicopter' }));
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.fields.fishingType).toBe('Choose a fishing type');
    const past = await create(bob, sampleReportInput({ date: todayPlus(-3) }));
    expect(past.status).toBe(400);
    expect((await body(past)).error.code).toBe('VALIDATION_OUT_OF_RANGE');
    const far = await create(bob, sampleReportInput({ date: todayPlus(120) }));
    expect((await body(far)).error.code).toBe('VALIDATION_OUT_OF_RANGE');
    const notADay = await create(bob, sampleReportInput({ date: '2026-02-31' }));
    expect(notADay.status).toBe(400);
  });

  it('refuses salt water at an inland Kansas pin with the suggested water, before a report slot is used', async () => {
    const kim = await newVerifiedUser(t, 'kim@example.com', 'trout-on-the-fly-42', '192.0.2.23');
    const kansas = {
      location: { name: 'Map pin 38.500, -98.500', latitude: 38.5, longitude: -98.5 },
      habitat: 'salt',
    };
    const res = await create(kim, sampleReportInput(kansas));
    expect(res.status).toBe(400);
    const err = (await body(res)).error;
    expect(err.code).toBe('VALIDATION_OUT_OF_RANGE');
    expect(err.fields.habitat).toMatch(/inland .*cannot be salt water\. Choose Fresh Water/);
    expect(err.message).toBe(err.fields.habitat);
    const [kimRow] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'kim@example.com'));
    const used = await t.deps.database.db
      .select()
      .from(reportUsage)
      .where(eq(reportUsage.userId, kimRow!.id));
    expect(used).toEqual([]);
    // The same pin in fresh water is fine; a surf beach there is not fresh water.
    expect((await create(kim, sampleReportInput({ ...kansas, habitat: 'fresh' }))).status).toBe(
      201,
    );
    const surf = await create(
      kim,
      sampleReportInput({ ...kansas, habitat: 'fresh', waterKind: 'surf' }),
    );
    expect(surf.status).toBe(400);
    expect((await body(surf)).error.fields.waterKind).toBe(
      'Surf beach is salt water: choose Salt Water, or a kind of fresh water.',
    );
  });

  it('tells the form what the spot suggests and what is wrong with the chosen water', async () => {
    const ask = async (q: string) =>
      t.request(`/api/reports/water?${q}`, browserInit('GET', undefined, alice));
    const kansas = ZWaterCheck.parse(
      await body(await ask('latitude=38.5&longitude=-98.5&habitat=salt')),
    );
    expect(kansas.habitat.habitat).toBe('fresh');
    expect(kansas.problem).toMatchObject({ field: 'habitat', suggested: { habitat: 'fresh' } });
    const galveston = ZWaterCheck.parse(
      await body(await ask('latitude=29.31&longitude=-94.79&placeName=Galveston%20Jetty')),
    );
    expect(galveston).toMatchObject({
      habitat: { habitat: 'salt' },
      waterKind: { kind: 'inlet-jetty' },
      problem: null,
    });
    const lake = ZWaterCheck.parse(
      await body(await ask('latitude=32.85&longitude=-95.55&habitat=fresh&placeName=Lake%20Fork')),
    );
    expect(lake.waterKind.kind).toBe('reservoir');
    const bad = await ask('latitude=95&longitude=-98');
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.fields.latitude).toBeDefined();
    expect((await t.request('/api/reports/water?latitude=1&longitude=1')).status).toBe(401);
  });

  it('streams progress over SSE and ends with the report id', async () => {
    const res = await create(bob, sampleReportInput(), { accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    // Every event is one the shared contract lists (a new step must be added there, where the
    // page reads it), under its own SSE name.
    const events = text
      .split('\n\n')
      .filter((block) => block.trim())
      .map((block) => {
        const line = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        const event = ZReportProgress.parse(JSON.parse(line('data') ?? 'null'));
        expect(line('event')).toBe(event.type);
        return event;
      });
    expect(events.flatMap((e) => (e.type === 'progress' ? [e.step] : []))).toEqual([
      'conditions',
      'analysis',
      'writing',
      'saving',
    ]);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`the stream ended with ${JSON.stringify(done)}`);
    expect(
      (await t.request(`/api/reports/${done.id}`, browserInit('GET', undefined, bob))).status,
    ).toBe(200);
  });
});

describe('plans and limits', () => {
  it('gives a free user 3 reports in total, then 402 BUSINESS_RULE_VIOLATION; deleting does not refund', async () => {
    const carol = await newVerifiedUser(
      t,
      'carol@example.com',
      'trout-on-the-fly-42',
      '192.0.2.13',
    );
    const sub0 = await body(
      await t.request('/api/me/subscription', browserInit('GET', undefined, carol)),
    );
    expect(sub0).toMatchObject({
      tier: 'free',
      reportsUsed: 0,
      reportsLeft: 3,
      limits: { reports: 3 },
    });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await body(await create(carol))).id);
    await t.request(`/api/reports/${ids[0]}`, browserInit('DELETE', undefined, carol));
    const fourth = await create(carol);
    expect(fourth.status).toBe(402);
    expect((await body(fourth)).error.code).toBe('BUSINESS_RULE_VIOLATION');
    expect(
      (await body(await t.request('/api/me/subscription', browserInit('GET', undefined, carol))))
        .reportsLeft,
    ).toBe(0);
  });

  it('never lets concurrent creations pass the limit', async () => {
    const dan = await newVerifiedUser(t, 'dan@example.com', 'trout-on-the-fly-42', '192.0.2.14');
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => create(dan).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(5);
  });

  it('lets an admin set a tier; the founding plan has the monthly fair-use cap', async () => {
    const boss = await newVerifiedUser(t, 'boss@example.com', 'trout-on-the-fly-42', '192.0.2.15');
    const erin = await newVerifiedUser(t, 'erin@example.com', 'trout-on-the-fly-42', '192.0.2.16');
    const [erinRow] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'erin@example.com'));
    // a user cannot promote themselves
    expect(
      (
        await t.request(
          `/api/admin/users/${erinRow!.id}/subscription`,
          browserInit('PUT', { tier: 'founding' }, erin),
        )
      ).status,
    ).toBe(403);
    const res = await t.request(
      `/api/admin/users/${erinRow!.id}/subscription`,
      browserInit('PUT', { tier: 'founding' }, boss),
    );
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({
      tier: 'founding',
      reportWindow: 'calendar-month',
      limits: { reports: 50 },
    });
    expect(
      (await body(await t.request('/api/me/subscription', browserInit('GET', undefined, erin))))
        .features,
    ).toContain('unlimited_reports');
  });
});

describe('idempotency', () => {
  it('creates one report for the same Idempotency-Key sent twice, even at once', async () => {
    const fay = await newVerifiedUser(t, 'fay@example.com', 'trout-on-the-fly-42', '192.0.2.17');
    const key = 'retry-key-0001';
    const [a, b] = await Promise.all([
      create(fay, sampleReportInput(), { 'idempotency-key': key }),
      create(fay, sampleReportInput(), { 'idempotency-key': key }),
    ]);
    const ids = [(await body(a)).id, (await body(b)).id];
    expect(ids[0]).toBe(ids[1]);
    const again = await create(fay, sampleReportInput(), { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect((await body(again)).id).toBe(ids[0]);
    expect(
      (await body(await t.request('/api/reports', browserInit('GET', undefined, fay)))).total,
    ).toBe(1);
  });

  it('releases the slot when the pipeline fails, so a retry with the same key works', async () => {
    const gil = await newVerifiedUser(t, 'gil@example.com', 'trout-on-the-fly-42', '192.0.2.18');
    let fail = true;
    const fixed = fixedReportEngine();
    t.deps.reportEngine = fixedReportEngine({
      gatherConditions: async (args) => {
        if (fail) throw new Error('weather down');
        return fixed.gatherConditions(args);
      },
    });
    const first = await create(gil, sampleReportInput(), { 'idempotency-key': 'flaky-key-01' });
    expect(first.status).toBe(500);
    fail = false;
    const retry = await create(gil, sampleReportInput(), { 'idempotency-key': 'flaky-key-01' });
    expect(retry.status).toBe(201);
    const [gilRow] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'gil@example.com'));
    const usage = await t.deps.database.db
      .select()
      .from(reportUsage)
      .where(eq(reportUsage.userId, gilRow!.id));
    expect(usage.map((u) => u.status)).toEqual(['used']);
    t.deps.reportEngine = fixedReportEngine();
  });

  it('a retry after a crash mid-report (a pending reservation whose heartbeat stopped) writes the report at once', async () => {
    const hal = await newVerifiedUser(t, 'hal@example.com', 'trout-on-the-fly-42', '192.0.2.19');
    const [halRow] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'hal@example.com'));
    // What a process killed while writing leaves behind: a pending reservation, silent for 30 s.
    await t.deps.database.db.insert(reportUsage).values({
      userId: halRow!.id,
      idempotencyKey: 'crashed-key-01',
      status: 'pending',
      heartbeatAt: new Date(Date.now() - 30_000),
    });
    const subscription = await body(
      await t.request('/api/me/subscription', browserInit('GET', undefined, hal)),
    );
    // The abandoned reservation does not use up one of the free reports.
    expect(subscription.reportsUsed).toBe(0);
    const retry = await create(hal, sampleReportInput(), { 'idempotency-key': 'crashed-key-01' });
    expect(retry.status).toBe(201);
    const usage = await t.deps.database.db
      .select()
      .from(reportUsage)
      .where(eq(reportUsage.userId, halRow!.id));
    expect(usage.map((u) => u.status)).toEqual(['used']);
  });
});
