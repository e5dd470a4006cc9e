import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_ENV, browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { users } from '../db/schema/auth.ts';
import { fishingReports, locations } from '../db/schema/reports.ts';
import { body, createTestApp, type TestApp } from '../test/test-app.ts';
import { PLACE_SEARCH_LIMIT } from './locations.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(AUTH_ENV);
  cookie = await newVerifiedUser(t, 'locations@example.com');
});
afterAll(() => t.close());

const get = (path: string, ip?: string, withCookie = true) =>
  t.request(path, browserInit('GET', undefined, withCookie ? cookie : undefined), ip);

describe('location API', () => {
  it('needs a signed-in member', async () => {
    for (const path of [
      '/api/locations/search?q=Dallas',
      '/api/locations/ip',
      '/api/locations/last',
    ]) {
      expect((await get(path, undefined, false)).status).toBe(401);
    }
  });

  it('finds places by name and ZIP code, marked as search results', async () => {
    const found = await body(await get('/api/locations/search?q=Galveston'));
    expect(found.results[0]).toMatchObject({
      name: 'Galveston, Texas',
      source: 'search',
      latitude: expect.closeTo(29.3, 0),
    });
    expect(found.attribution.link).toBe('https://www.geonames.org/');
    const zip = await body(await get('/api/locations/search?q=77550'));
    expect(zip.results).toEqual([
      expect.objectContaining({ name: 'Galveston 77550, Texas', placeId: 'zip:77550' }),
    ]);
  });

  it('limits how often one member can search', async () => {
    const other = await newVerifiedUser(t, 'busy-searcher@example.com');
    const search = (q: string) =>
      t.request(`/api/locations/search?q=${q}`, browserInit('GET', undefined, other));
    for (let i = 0; i < PLACE_SEARCH_LIMIT; i++)
      expect((await search(`Austin${i % 3}`)).status).not.toBe(429);
    const res = await search('Austin');
    expect(res.status).toBe(429);
    expect((await body(res)).error.code).toBe('RATE_LIMITED');
    expect((await get('/api/locations/search?q=Austin')).status).toBe(200);
  });

  it('refuses a search that is too short', async () => {
    const res = await get('/api/locations/search?q=a');
    expect(res.status).toBe(400);
    expect((await body(res)).error).toMatchObject({
      code: 'VALIDATION_INVALID_FORMAT',
      fields: { q: 'Enter at least 2 characters' },
    });
  });

  it('locates the caller by IP with the DB-IP credit, or says it cannot', async () => {
    const known = await body(await get('/api/locations/ip', '198.51.100.7'));
    expect(known).toEqual({
      location: { latitude: 30.2672, longitude: -97.7431, name: 'Austin, Texas', source: 'ip' },
      attribution: { text: 'IP Geolocation by DB-IP', link: 'https://db-ip.com/' },
    });
    const unknown = await body(await get('/api/locations/ip', '192.0.2.1'));
    expect(unknown.location).toBeNull();
  });

  it('gives the place of the newest report, and nothing before the first one', async () => {
    expect(await body(await get('/api/locations/last'))).toEqual({ location: null });
    const db = t.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'locations@example.com'));
    const report = (name: string, lat: number, lon: number, createdAt: Date) =>
      db
        .insert(locations)
        .values({
          userId: user!.id,
          name,
          latitude: lat,
          longitude: lon,
          timeZone: 'America/Chicago',
        })
        .returning()
        .then(([loc]) =>
          db.insert(fishingReports).values({
            userId: user!.id,
            locationId: loc!.id,
            createdAt,
            reportDate: '2026-11-22',
            fishingType: 'shore',
            baitType: 'live',
            habitat: 'fresh',
            conditions: {},
            structured: {},
            markdown: '',
            writer: 'built-in',
            timings: {},
          }),
        );
    await report('Lake Ray Hubbard', 32.8, -96.5, new Date('2026-11-01T10:00:00Z'));
    await report('Lake Lewisville', 33.07, -96.98, new Date('2026-11-20T10:00:00Z'));
    expect(await body(await get('/api/locations/last'))).toEqual({
      location: {
        latitude: 33.07,
        longitude: -96.98,
        name: 'Lake Lewisville',
        source: 'last-report-db',
        timezone: 'America/Chicago',
      },
    });
  });
});
