import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReport } from '@anglerscout/contracts';
import { createTestApp, body, type TestApp } from '../../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../../test/auth-test-helpers.ts';
import { todayPlus } from '../../test/fixed-report-engine.ts';
import { OUTAGE_SPOT } from '../../providers/shared/fake/fake-control.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // The real engine: scout's science over the fake providers (PROVIDERS=fake in test apps).
  t = await createTestApp({ BETTER_AUTH_URL: 'http://localhost', REPORTS_MONTHLY_CAP: '20' });
  cookie = await newVerifiedUser(t, 'engine@example.com', 'trout-on-the-fly-42', '192.0.2.61');
  const [u] = await t.deps.database.db.query.users.findMany({
    where: (x, { eq }) => eq(x.email, 'engine@example.com'),
  });
  const { setSubscriptionTier } = await import('../plans/get-subscription.ts');
  await setSubscriptionTier({
    db: t.deps.database.db,
    userId: u!.id,
    tier: 'founding',
    changedBy: u!.id,
  });
}, 120_000);
afterAll(() => t.close());

async function make(input: Record<string, unknown>) {
  const res = await t.request('/api/reports', browserInit('POST', input, cookie));
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  const read = await t.request(
    `/api/reports/${(await body(res)).id}`,
    browserInit('GET', undefined, cookie),
  );
  // Parsed with the operation's response contract: the real engine must produce its shape.
  const report = ZReport.parse(await body(read));
  return { ...report, structured: report.structured!, conditions: report.conditions! };
}

describe('the real report engine (scout + providers)', () => {
  it('writes a salt-water report with a tide plan for a coastal spot', async () => {
    const r = await make({
      location: { name: 'Galveston Jetties, TX', latitude: 29.33, longitude: -94.69 },
      date: todayPlus(1, 'America/Chicago'),
      species: 'red-drum',
      fishingType: 'shore',
      baitType: 'live',
      habitat: 'salt',
    });
    expect(r.timeZone).toBe('America/Chicago');
    expect(r.speciesName).toMatch(/red drum/i);
    expect(r.structured.tidePlan).not.toBeNull();
    expect(r.structured.tidePlan!.extremes.length).toBeGreaterThan(0);
    expect(r.markdown).toContain('Galveston Jetties, TX');
    expect(r.markdown.split(/\s+/).length).toBeLessThan(1500);
    expect(r.score).toBeGreaterThanOrEqual(0);
    expect(r.score).toBeLessThanOrEqual(100);
    expect(r.conditions.weather!.length).toBeGreaterThanOrEqual(24);
    // The report uses the station stored in its own snapshot (one search radius everywhere).
    expect(r.conditions.tideStation?.id).toBe(r.structured.tidePlan!.station.id);
    expect(r.conditions.sources.map((s: { id: string }) => s.id)).toContain('open-meteo-forecast');
  });

  it('writes a fresh-water report with no tide plan inland, and names suggested targets when no species is given', async () => {
    const r = await make({
      location: { name: 'White Rock Lake, Dallas', latitude: 32.8267, longitude: -96.7228 },
      date: todayPlus(0),
      fishingType: 'kayak',
      baitType: 'artificial',
      habitat: 'fresh',
    });
    expect(r.structured.tidePlan).toBeNull();
    expect(r.structured.targetsChosenBy).toBe('suggested');
    expect(r.structured.targets.length).toBeGreaterThan(0);
    expect(r.speciesName).toBeNull();
  });

  it('plans a date beyond the forecast without weather and says so', async () => {
    const r = await make({
      location: { name: 'White Rock Lake, Dallas', latitude: 32.8267, longitude: -96.7228 },
      date: todayPlus(30),
      species: 'largemouth-bass',
      fishingType: 'boat',
      baitType: 'fly',
      habitat: 'fresh',
    });
    expect(r.conditions.weather).toBeNull();
    expect(r.conditions.missing.map((m: { message: string }) => m.message).join(' ')).toContain(
      'beyond the 7-day forecast',
    );
    expect(r.structured.missing.length).toBeGreaterThan(0);
  });

  it('says the forecast service did not answer, and when, for a date the forecast covers', async () => {
    // The fakes' outage spot: the forecast (and the gauges) answer 503.
    const r = await make({
      location: {
        name: 'Outage Test Point',
        latitude: OUTAGE_SPOT.lat,
        longitude: OUTAGE_SPOT.lon,
      },
      date: todayPlus(1, 'America/Chicago'),
      fishingType: 'shore',
      baitType: 'live',
      habitat: 'fresh',
    });
    expect(r.conditions.weather).toBeNull();
    const missing = r.conditions.missing.find((m) => m.source === 'open-meteo-forecast')!;
    expect(missing).toMatchObject({ reason: 'unavailable', triedAt: expect.any(String) });
    expect(missing.message).toMatch(/did not answer \(last tried .+ C[SD]T\)/);
    expect(r.structured.plannedFrom?.text).toMatch(
      /^The weather forecast service did not answer \(last tried [A-Z][a-z]{2} \d+, \d+:\d{2} [AP]M C[SD]T\): planned from sun, moon, season and typical water temperature\.$/,
    );
    expect(r.structured.plannedFrom?.text).not.toMatch(/No forecast reaches this date/);
  });

  it('reads differently for two different days at the same spot', async () => {
    const base = {
      location: { name: 'Lake Lavon, TX', latitude: 33.03, longitude: -96.48 },
      species: 'largemouth-bass',
      fishingType: 'boat',
      baitType: 'artificial',
      habitat: 'fresh',
    };
    const a = await make({ ...base, date: todayPlus(1) });
    const b = await make({ ...base, date: todayPlus(45) });
    expect(a.markdown).not.toBe(b.markdown);
  });

  it('uses a gauge reading only for today, and names a map-picked spot after the nearest town', async () => {
    const spot = { latitude: 32.8267, longitude: -96.7228 };
    const later = await make({
      location: { name: 'Map pin 32.8267, -96.7228', ...spot },
      date: todayPlus(60),
      species: 'largemouth-bass',
      fishingType: 'shore',
      baitType: 'live',
      habitat: 'fresh',
    });
    expect(later.conditions.measuredWater).toBeNull();
    expect(later.structured.conditions.water?.kind ?? null).not.toBe('measured');
    expect(later.markdown).not.toMatch(/measured today/);
    expect(later.locationName).not.toMatch(/Map pin/);
    expect(later.locationName).toMatch(/^(Near )?[A-Z][a-z]+.*, TX$/);
    expect(later.markdown.startsWith(`# ${later.locationName}:`)).toBe(true);
  });
});
