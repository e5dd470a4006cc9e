import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import exifr from 'exifr';
import { ZCatch, ZFeed, ZPostDetail, ZReport } from '@anglerscout/contracts';
import { adminAuditLog } from '../db/schema/index.ts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { browserInit, newVerifiedUser, ORIGIN } from '../test/auth-test-helpers.ts';
import { phonePhoto } from '../test/phone-photo.ts';
import { HOSTILE } from '../test/hostile-text.ts';

let t: TestApp;
let alice: string;
let bob: string;
let admin: string;

/** Alice's secret spot on Galveston Bay: these digits must never reach another member. */
const SPOT = { latitude: 29.30712, longitude: -94.79341 };
const EXACT = [/29\.3071/, /-94\.7934/];

beforeAll(async () => {
  t = await createTestApp({ BETTER_AUTH_URL: ORIGIN, ADMIN_EMAILS: 'mod@example.com' });
  alice = await newVerifiedUser(t, 'alice-c@example.com', undefined, '192.0.2.31');
  bob = await newVerifiedUser(t, 'bob-c@example.com', undefined, '192.0.2.32');
  admin = await newVerifiedUser(t, 'mod@example.com', undefined, '192.0.2.33');
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, cookie: string) =>
  t.request(path, browserInit('POST', payload, cookie));
const get = (path: string, cookie: string) =>
  t.request(path, browserInit('GET', undefined, cookie));

async function uploadPhoto(cookie: string) {
  const res = await t.request('/api/photos', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'image/jpeg' },
    body: await phonePhoto(800, 600),
  });
  expect(res.status).toBe(201);
  return (await body(res)) as { id: string; url: string };
}

async function logCatch(cookie: string, over: Record<string, unknown> = {}) {
  const res = await post(
    '/api/catches',
    {
      caughtAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      location: SPOT,
      species: 'red-drum',
      lengthIn: 27,
      bait: 'cut mullet',
      method: 'bottom',
      notes: 'Slot red off the jetty',
      ...over,
    },
    cookie,
  );
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return ZCatch.parse(await body(res));
}

describe('the catch log', () => {
  it('attaches the conditions of the hour and keeps the catch private', async () => {
    const photo = await uploadPhoto(alice);
    const c = await logCatch(alice, { photoId: photo.id });
    expect(c.conditions.airTempF).not.toBeNull();
    expect(c.conditions.tide).not.toBeNull();
    expect(c.conditions.light).toMatch(/night|dawn|day|dusk/);
    expect(c.conditions.moonPhase).toBeTruthy();
    expect((await get(`/api/catches/${c.id}`, bob)).status).toBe(404);
    expect((await get(photo.url, bob)).status).toBe(404);
    expect((await get(photo.url, alice)).status).toBe(200);
    const feed = ZFeed.parse(await body(await get('/api/community/posts', bob)));
    expect(feed.items.filter((p) => p.title.includes('Red drum'))).toHaveLength(0);
  });

  it('refuses a catch in the future or of an unknown species', async () => {
    const future = await post(
      '/api/catches',
      {
        caughtAt: new Date(Date.now() + 3_600_000).toISOString(),
        location: SPOT,
        species: 'red-drum',
        bait: 'x',
        method: 'bottom',
      },
      alice,
    );
    expect(future.status).toBe(400);
    const unknown = await post(
      '/api/catches',
      {
        caughtAt: new Date().toISOString(),
        location: SPOT,
        species: 'kraken',
        bait: 'x',
        method: 'bottom',
      },
      alice,
    );
    expect((await body(unknown)).error.fields.species).toBeTruthy();
  });

  it('counts what worked by condition', async () => {
    const stats = await body(await get('/api/catches/stats?species=red-drum', alice));
    expect(stats.total).toBeGreaterThanOrEqual(1);
    expect(stats.byBait[0]).toEqual({ key: 'cut mullet', count: stats.total });
  });
});

describe('sharing with spot privacy', () => {
  let postId: string;
  let photoUrl: string;

  it('shares a catch at "about 1 mile": others find it nearby but never see the exact point', async () => {
    const photo = await uploadPhoto(alice);
    const c = await logCatch(alice, { photoId: photo.id });
    photoUrl = photo.url;
    const res = await post(
      '/api/community/posts',
      { kind: 'catch', catchId: c.id, spotPrivacy: 'mile' },
      alice,
    );
    expect(res.status).toBe(201);
    postId = (await body(res)).id;
    const raw = await (
      await get(`/api/community/posts?lat=29.35&lon=-94.75&radiusMi=10`, bob)
    ).text();
    for (const exact of EXACT) expect(raw).not.toMatch(exact);
    const feed = ZFeed.parse(JSON.parse(raw));
    const shared = feed.items.find((p) => p.id === postId)!;
    expect(shared.spot).toMatchObject({ privacy: 'mile' });
    expect(Math.abs(shared.spot!.latitude! - SPOT.latitude)).toBeLessThan(0.02);
    expect(shared.spot!.latitude).not.toBe(SPOT.latitude);
    expect(shared.mine).toBe(false);
    const detail = await (await get(`/api/community/posts/${postId}`, bob)).text();
    for (const exact of EXACT) expect(detail).not.toMatch(exact);
    expect(ZPostDetail.parse(JSON.parse(detail)).post.catch?.bait).toBe('cut mullet');
  });

  it('serves the shared photo to others with its GPS metadata gone', async () => {
    const res = await get(photoUrl, bob);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
  });

  it('leaves it out of a search whose circle misses the shown point', async () => {
    const far = ZFeed.parse(
      await body(await get('/api/community/posts?lat=30.5&lon=-94.79&radiusMi=25', bob)),
    );
    expect(far.items.find((p) => p.id === postId)).toBeUndefined();
  });

  it("puts it in another member's report as local intel, by count, without the spot", async () => {
    const res = await post(
      '/api/reports',
      {
        location: { name: 'Galveston, TX', latitude: 29.33, longitude: -94.77 },
        date: new Date().toISOString().slice(0, 10),
        species: 'red-drum',
        fishingType: 'shore',
        baitType: 'live',
        habitat: 'salt',
      },
      bob,
    );
    expect(res.status).toBe(201);
    const raw = await (await get(`/api/reports/${(await body(res)).id}`, bob)).text();
    for (const exact of EXACT) expect(raw).not.toMatch(exact);
    const report = ZReport.parse(JSON.parse(raw));
    // One report is fewer than the three the nearest search wants, so the wider one is used and named.
    expect(report.structured?.localIntel).toMatchObject({ radiusMi: 25, days: 30, count: 1 });
    expect(report.markdown).toContain('## Local intel');
    expect(report.markdown).toContain('reported within 25 miles in the last 30 days: ');
    expect(report.markdown).toContain('on cut mullet');
  });

  it('renders script and HTML inert in posts and replies', async () => {
    const thread = await post(
      '/api/community/posts',
      {
        kind: 'discussion',
        title: '<img src=x onerror=alert(1)> jetty report',
        body: HOSTILE.join('\n\n'),
      },
      bob,
    );
    expect(thread.status).toBe(201);
    const id = (await body(thread)).id;
    expect(
      (await post(`/api/community/posts/${id}/replies`, { body: HOSTILE.join('\n\n') }, alice))
        .status,
    ).toBe(201);
    const detail = ZPostDetail.parse(await body(await get(`/api/community/posts/${id}`, alice)));
    for (const html of [detail.post.bodyHtml, detail.replies[0]!.bodyHtml])
      expect(html).not.toMatch(/<script|<iframe|<svg|<form|\son\w+=|javascript:|data:text/i);
    // The title is plain text in JSON: React renders it as text.
    expect(detail.post.title).toBe('<img src=x onerror=alert(1)> jetty report');
  });
});

describe('moderation', () => {
  it('lets members report a post and admins hide it (audit-logged): gone from feed and local intel', async () => {
    const c = await logCatch(alice, { bait: 'gold spoon' });
    const shared = await post(
      '/api/community/posts',
      { kind: 'catch', catchId: c.id, spotPrivacy: 'ten-miles' },
      alice,
    );
    const id = (await body(shared)).id;
    expect(
      (
        await post(
          '/api/community/flags',
          { targetType: 'post', targetId: id, reason: 'Fake catch' },
          bob,
        )
      ).status,
    ).toBe(201);
    expect((await get('/api/admin/moderation/flags', bob)).status).toBe(403);
    const queue = await body(await get('/api/admin/moderation/flags', admin));
    expect(queue.items.find((f: { targetId: string }) => f.targetId === id)).toMatchObject({
      reasons: ['Fake catch'],
    });

    const hide = await post(
      '/api/admin/moderation/actions',
      { targetType: 'post', targetId: id, action: 'hide', reason: 'Under review' },
      admin,
    );
    expect(hide.status).toBe(200);
    const [audit] = await t.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, 'post.hide')));
    expect(audit).toMatchObject({
      actorEmail: 'mod@example.com',
      reason: 'Under review',
      after: { status: 'hidden' },
    });
    const feed = ZFeed.parse(
      await body(await get('/api/community/posts?lat=29.33&lon=-94.77&radiusMi=25', bob)),
    );
    expect(feed.items.find((p) => p.id === id)).toBeUndefined();
    expect((await get(`/api/community/posts/${id}`, bob)).status).toBe(404);
    // Hidden is under review: it stays in the queue, restorable.
    const afterHide = await body(await get('/api/admin/moderation/flags', admin));
    expect(afterHide.items.find((f: { targetId: string }) => f.targetId === id)).toMatchObject({
      status: 'hidden',
    });

    const remove = await post(
      '/api/admin/moderation/actions',
      { targetType: 'post', targetId: id, action: 'remove', reason: 'Spam' },
      admin,
    );
    expect(remove.status).toBe(200);
    const restore = await post(
      '/api/admin/moderation/actions',
      { targetType: 'post', targetId: id, action: 'restore', reason: 'Oops' },
      admin,
    );
    expect(restore.status).toBe(402);
    const report = await post(
      '/api/reports',
      {
        location: { name: 'Galveston, TX', latitude: 29.33, longitude: -94.77 },
        date: new Date().toISOString().slice(0, 10),
        species: 'red-drum',
        fishingType: 'shore',
        baitType: 'live',
        habitat: 'salt',
      },
      bob,
    );
    const r = ZReport.parse(await body(await get(`/api/reports/${(await body(report)).id}`, bob)));
    expect(r.markdown).not.toMatch(/gold spoon/i);
    expect(r.structured?.localIntel?.count).toBe(1);
  });

  it('rate-limits posting', async () => {
    const carol = await newVerifiedUser(t, 'carol-c@example.com', undefined, '192.0.2.34');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await post(
            '/api/community/posts',
            { kind: 'discussion', title: `Thread ${i}`, body: 'hello' },
            carol,
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
