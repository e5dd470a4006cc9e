import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminClosureList, ZReport, type TClosureRowInput } from '@anglerscout/contracts';
import { CLOSURE_SEED } from '@anglerscout/scout';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { listAdminActions } from '../../services/audit/record-admin-action.ts';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({
    BETTER_AUTH_URL: 'http://localhost',
    ADMIN_EMAILS: 'regs@example.com',
  });
  admin = await newVerifiedUser(t, 'regs@example.com', 'trout-on-the-fly-42', '192.0.2.61');
  member = await newVerifiedUser(t, 'reader@example.com', 'trout-on-the-fly-42', '192.0.2.62');
});
afterAll(() => t.close());

const day = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

const row = (over: Partial<TClosureRowInput> = {}): TClosureRowInput => ({
  state: 'FL',
  jurisdiction: 'state',
  waters: 'salt',
  area: 'Gulf',
  speciesId: 'sheepshead',
  rule: 'harvest-closed',
  fishingTypes: null,
  startDate: day(20),
  endDate: day(30),
  recurs: 'once',
  summary: 'Test closure for sheepshead on the Gulf coast.',
  sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/sheepshead/',
  readYear: 2026,
  reviewBy: day(200),
  ...over,
});

const send = (method: string, path: string, payload: unknown, cookie = admin) =>
  t.request(path, browserInit(method, payload, cookie));

describe('Admin > Regulations API', () => {
  it('is admin only', async () => {
    expect((await send('GET', '/api/admin/regulations', undefined, member)).status).toBe(403);
    expect((await send('POST', '/api/admin/regulations', row(), member)).status).toBe(403);
    expect((await t.request('/api/admin/regulations', browserInit('GET'))).status).toBe(401);
  });

  it('lists the rows the migrations seeded from the bundled table, each equal to its bundled row, with source and review date', async () => {
    const list = ZAdminClosureList.parse(
      await body(await send('GET', '/api/admin/regulations', undefined)),
    );
    const seeded = list.items.filter((i) => CLOSURE_SEED.some((s) => s.id === i.id));
    expect(seeded).toHaveLength(CLOSURE_SEED.length);
    // Every migrated row is its bundled row: a row changed in the bundle needs a migration too.
    const drifted = seeded.filter(
      ({ pastReview: _p, updatedAt: _u, ...stored }) =>
        !isDeepStrictEqual(
          stored,
          CLOSURE_SEED.find((s) => s.id === stored.id),
        ),
    );
    expect(drifted.map((r) => r.id)).toEqual([]);
    const snook = list.items.find((i) => i.id === 'fl-snook-gulf-winter')!;
    const { pastReview, updatedAt, ...stored } = snook;
    expect(stored).toEqual(CLOSURE_SEED.find((s) => s.id === 'fl-snook-gulf-winter'));
    expect(pastReview).toBe(snook.reviewBy < list.today);
    expect(updatedAt).toMatch(/^\d{4}-/);
    expect(list.species.find((s) => s.id === 'rockfish')).toMatchObject({ pending: true });
    expect(list.species.filter((s) => s.id === 'sailfish')).toEqual([
      expect.objectContaining({ pending: false }),
    ]);
    expect(list.areas.CA).toContain('Central');
  });

  it.each([
    ['end before start', { startDate: '2026-03-01', endDate: '2026-02-01' }, 'endDate'],
    ['an unknown species', { speciesId: 'kraken' }, 'speciesId'],
    ['an unknown state', { state: 'ZZ' }, 'state'],
    ['a non-https source', { sourceUrl: 'http://myfwc.com/' }, 'sourceUrl'],
    ['an area the state does not define', { area: 'Narnia' }, 'area'],
    ['a state rule without its state', { state: null }, 'state'],
  ])('refuses %s with 400 naming the field', async (_what, over, field) => {
    const res = await send(
      'POST',
      '/api/admin/regulations',
      row(over as Partial<TClosureRowInput>),
    );
    expect(res.status).toBe(400);
    const err = (await body(res)).error;
    expect(Object.keys(err.fields)).toContain(field);
  });

  it('adding, editing and deleting a row change the next report, each audited', async () => {
    const report = async () => {
      const input = {
        location: { name: 'Tampa Bay, FL', latitude: 27.76, longitude: -82.55 },
        date: day(25),
        species: 'sheepshead',
        fishingType: 'shore',
        baitType: 'live',
        habitat: 'salt',
      };
      const created = await send('POST', '/api/reports', input);
      expect(created.status).toBe(201);
      const { id } = await body(created);
      const r = ZReport.parse(await body(await send('GET', `/api/reports/${id}`, undefined)));
      return r.structured!;
    };
    const before = await report();
    expect(before.targets[0]!.regulation!.status).toBe('open');
    expect(before.rules!.agencies[0]!.url).toBe(
      'https://myfwc.com/fishing/saltwater/recreational/',
    );

    const created = await send('POST', '/api/admin/regulations', row());
    expect(created.status).toBe(201);
    const { id } = await body(created);
    const closed = await report();
    expect(closed.targets[0]!.regulation).toMatchObject({
      status: 'harvest-closed',
      sourceUrl: 'https://myfwc.com/fishing/saltwater/recreational/sheepshead/',
    });
    expect(closed.verdict.headline).toMatch(/catch and release only here on this date/);

    const edited = await send('PUT', `/api/admin/regulations/${id}`, row({ rule: 'closed' }));
    expect(edited.status).toBe(200);
    expect((await report()).targets[0]!.regulation!.status).toBe('closed');

    expect((await send('DELETE', `/api/admin/regulations/${id}`, undefined)).status).toBe(204);
    expect((await send('DELETE', `/api/admin/regulations/${id}`, undefined)).status).toBe(404);
    const actions = await listAdminActions({ db: t.deps.database.db, targetId: id, limit: 10 });
    expect(actions.map((a) => a.action).sort()).toEqual([
      'regulation.create',
      'regulation.delete',
      'regulation.update',
    ]);
    const update = actions.find((a) => a.action === 'regulation.update')!;
    expect(update.before).toMatchObject({ rule: 'harvest-closed' });
    expect(update.after).toMatchObject({ rule: 'closed' });
  });

  it('answers 404 for an unknown row and 400 for an id that is not one', async () => {
    expect((await send('PUT', '/api/admin/regulations/no-such-row', row())).status).toBe(404);
    expect((await send('PUT', '/api/admin/regulations/Bad%20Id', row())).status).toBe(400);
  });
});

describe('GET /api/rules (Conditions)', () => {
  it('names the agency for the spot and the closures in force there today', async () => {
    const res = await send(
      'GET',
      '/api/rules?lat=38.95&lon=-76.45&habitat=salt',
      undefined,
      member,
    );
    expect(res.status).toBe(200);
    const { rules, date } = await body(res);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rules.state).toBe('MD');
    expect(rules.agencies[0].url).toBe(
      'https://dnr.maryland.gov/fisheries/pages/regulations/index.aspx',
    );
    expect(rules.note).toMatch(/guidance, not legal advice/);
    expect(
      (await t.request('/api/rules?lat=38.95&lon=-76.45&habitat=salt', browserInit('GET'))).status,
    ).toBe(401);
    expect(
      (await send('GET', '/api/rules?lat=200&lon=0&habitat=salt', undefined, member)).status,
    ).toBe(400);
  });
});
