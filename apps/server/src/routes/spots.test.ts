import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SPOT_RULES, ZSpot, ZSpotList } from '@anglerscout/contracts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { savedSpots, users } from '../db/schema/index.ts';

let t: TestApp;
let alice: string;
let bob: string;

const LAKE = {
  name: 'Lake Lewisville, north end',
  latitude: 33.13,
  longitude: -96.98,
  habitat: 'fresh',
  species: 'largemouth-bass',
  fishingType: 'boat',
  alert: null,
};

beforeAll(async () => {
  t = await createTestApp({ BETTER_AUTH_URL: 'http://localhost' });
  alice = await newVerifiedUser(t, 'alice-spots@example.com', 'trout-on-the-fly-42', '192.0.2.31');
  bob = await newVerifiedUser(t, 'bob-spots@example.com', 'trout-on-the-fly-42', '192.0.2.32');
});
afterAll(() => t.close());

const call = (cookie: string, method: string, path: string, payload?: unknown) =>
  t.request(path, browserInit(method, payload, cookie));
const spotCount = async (cookie: string) =>
  ZSpotList.parse(await body(await call(cookie, 'GET', '/api/spots'))).items.length;

describe('saved spots', () => {
  it('saves, lists, renames and deletes a spot, with the exact shape', async () => {
    const created = await call(alice, 'POST', '/api/spots', LAKE);
    expect(created.status).toBe(201);
    const spot = ZSpot.parse(await body(created));
    expect(spot).toMatchObject({ ...LAKE, timeZone: 'America/Chicago' });

    const list = ZSpotList.parse(await body(await call(alice, 'GET', '/api/spots')));
    expect(list.items.map((s) => s.id)).toEqual([spot.id]);
    expect(list).toMatchObject({ maxSpots: 50, alertSpotsAllowed: 1 });

    const renamed = await call(alice, 'PATCH', `/api/spots/${spot.id}`, { name: 'North cove' });
    expect(renamed.status).toBe(200);
    expect(await body(renamed)).toMatchObject({
      id: spot.id,
      name: 'North cove',
      habitat: 'fresh',
    });

    const alerted = await call(alice, 'PATCH', `/api/spots/${spot.id}`, {
      alert: { minScore: 70 },
    });
    expect((await body(alerted)).alert).toEqual({ minScore: 70 });

    expect((await call(alice, 'DELETE', `/api/spots/${spot.id}`)).status).toBe(204);
    expect(await spotCount(alice)).toBe(0);
    expect((await call(alice, 'DELETE', `/api/spots/${spot.id}`)).status).toBe(404);
  });

  it('is private: another member gets 404 for every verb and never sees it listed', async () => {
    const spot = ZSpot.parse(await body(await call(alice, 'POST', '/api/spots', LAKE)));
    expect((await call(bob, 'PATCH', `/api/spots/${spot.id}`, { name: 'Mine now' })).status).toBe(
      404,
    );
    expect((await call(bob, 'DELETE', `/api/spots/${spot.id}`)).status).toBe(404);
    expect((await call(bob, 'GET', `/api/spots/${spot.id}/outlook`)).status).toBe(404);
    expect(await spotCount(bob)).toBe(0);
    const kept = ZSpotList.parse(await body(await call(alice, 'GET', '/api/spots')));
    expect(kept.items.find((s) => s.id === spot.id)?.name).toBe(LAKE.name);
    expect((await call(alice, 'GET', '/api/spots/not-an-id/outlook')).status).toBe(400);
    expect((await t.request('/api/spots', browserInit('GET'))).status).toBe(401);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const carol = await newVerifiedUser(
      t,
      'carol-spots@example.com',
      'trout-on-the-fly-42',
      '192.0.2.33',
    );
    const refused = async (payload: unknown, field: string) => {
      const res = await call(carol, 'POST', '/api/spots', payload);
      expect(res.status).toBe(400);
      const err = (await body(res)).error;
      expect(err.fields?.[field] ?? err.message, JSON.stringify(err)).toBeTruthy();
      expect(Object.keys(err.fields ?? {})).toContain(field);
      return err.message as string;
    };
    expect(await refused({ ...LAKE, alert: { minScore: 101 } }, 'alert.minScore')).toMatch(
      /0 to 100/,
    );
    await refused({ ...LAKE, alert: { minScore: -1 } }, 'alert.minScore');
    expect(await refused({ ...LAKE, latitude: 43.65, longitude: -79.38 }, 'latitude')).toMatch(
      /outside/,
    );
    await refused({ ...LAKE, species: 'kraken' }, 'species');
    await refused({ ...LAKE, name: '' }, 'name');
    await refused({ ...LAKE, habitat: 'brackish' }, 'habitat');
    const spot = ZSpot.parse(await body(await call(carol, 'POST', '/api/spots', LAKE)));
    const patched = await call(carol, 'PATCH', `/api/spots/${spot.id}`, {
      alert: { minScore: 500 },
    });
    expect(patched.status).toBe(400);
    expect((await body(patched)).error.fields).toHaveProperty('alert.minScore');
    expect((await call(carol, 'PATCH', `/api/spots/${spot.id}`, { latitude: 1 })).status).toBe(400);
    expect(ZSpotList.parse(await body(await call(carol, 'GET', '/api/spots'))).items).toEqual([
      spot,
    ]);
  });

  it('keeps at most 50 spots: the 51st answers 409 and is not saved', async () => {
    const dan = await newVerifiedUser(
      t,
      'dan-spots@example.com',
      'trout-on-the-fly-42',
      '192.0.2.34',
    );
    const [row] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'dan-spots@example.com'));
    await t.deps.database.db.insert(savedSpots).values(
      Array.from({ length: SPOT_RULES.maxSpots - 1 }, (_, i) => ({
        userId: row!.id,
        name: `Spot ${i}`,
        latitude: 33,
        longitude: -97,
        timeZone: 'America/Chicago',
        habitat: 'fresh' as const,
      })),
    );
    // Two saves at once for the 50th place: one wins, the other is refused.
    const [a, b] = await Promise.all([
      call(dan, 'POST', '/api/spots', { ...LAKE, name: 'Fiftieth A' }),
      call(dan, 'POST', '/api/spots', { ...LAKE, name: 'Fiftieth B' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const third = await call(dan, 'POST', '/api/spots', LAKE);
    expect(third.status).toBe(409);
    expect((await body(third)).error).toMatchObject({
      code: 'RESOURCE_ALREADY_EXISTS',
      fields: { spots: 'At most 50 saved spots' },
    });
    expect(await spotCount(dan)).toBe(50);
  });

  it('gives a free member one alert spot; stopping all alerts frees it', async () => {
    const erin = await newVerifiedUser(
      t,
      'erin-spots@example.com',
      'trout-on-the-fly-42',
      '192.0.2.35',
    );
    const first = await call(erin, 'POST', '/api/spots', { ...LAKE, alert: { minScore: 62 } });
    expect(first.status).toBe(201);
    const second = await call(erin, 'POST', '/api/spots', { ...LAKE, alert: { minScore: 62 } });
    expect(second.status).toBe(402);
    expect((await body(second)).error.fields).toHaveProperty('alert');
    expect(await spotCount(erin)).toBe(1);
    const quiet = ZSpot.parse(await body(await call(erin, 'POST', '/api/spots', LAKE)));
    expect(
      (await call(erin, 'PATCH', `/api/spots/${quiet.id}`, { alert: { minScore: 50 } })).status,
    ).toBe(402);
    // The spot that has the alert may change its threshold.
    const firstId = (await body(first)).id;
    expect(
      (await call(erin, 'PATCH', `/api/spots/${firstId}`, { alert: { minScore: 75 } })).status,
    ).toBe(200);
    expect(await body(await call(erin, 'DELETE', '/api/alerts'))).toEqual({ stopped: 1 });
    expect(
      (await call(erin, 'PATCH', `/api/spots/${quiet.id}`, { alert: { minScore: 50 } })).status,
    ).toBe(200);
  });

  it('lets a paid member put alerts on every spot', async () => {
    const fay = await newVerifiedUser(
      t,
      'fay-spots@example.com',
      'trout-on-the-fly-42',
      '192.0.2.36',
    );
    const [row] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fay-spots@example.com'));
    const { subscriptions } = await import('../db/schema/index.ts');
    await t.deps.database.db.insert(subscriptions).values({ userId: row!.id, tier: 'founding' });
    for (let i = 0; i < 3; i++)
      expect(
        (await call(fay, 'POST', '/api/spots', { ...LAKE, alert: { minScore: 62 } })).status,
      ).toBe(201);
    expect(
      ZSpotList.parse(await body(await call(fay, 'GET', '/api/spots'))).alertSpotsAllowed,
    ).toBe(null);
  });

  it('deleting the account deletes its spots', async () => {
    const gus = await newVerifiedUser(
      t,
      'gus-spots@example.com',
      'trout-on-the-fly-42',
      '192.0.2.37',
    );
    await call(gus, 'POST', '/api/spots', LAKE);
    const [row] = await t.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'gus-spots@example.com'));
    const deleted = await call(gus, 'POST', '/api/account/delete', { confirm: 'DELETE' });
    expect(deleted.status).toBe(200);
    const left = await t.deps.database.db
      .select()
      .from(savedSpots)
      .where(eq(savedSpots.userId, row!.id));
    expect(left).toEqual([]);
  });
});
