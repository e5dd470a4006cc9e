import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTLOOK_DAYS,
  REPORT_DATE_RULES,
  VERDICT_MIN_SCORE,
  ZOutlookResponse,
  ZReport,
} from '@anglerscout/contracts';
import { createTestApp, body, type TestApp } from '../test/test-app.ts';
import { browserInit, newVerifiedUser } from '../test/auth-test-helpers.ts';
import { addCalendarDays } from '../lib/primitives/calendar-date.ts';
import { localDate } from '../providers/shared/local-clock.ts';

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ BETTER_AUTH_URL: 'http://localhost' });
  member = await newVerifiedUser(t, 'outlook@example.com', 'trout-on-the-fly-42', '192.0.2.41');
});
afterAll(() => t.close());

const TAMPA = 'lat=27.76&lon=-82.63&species=red-drum&habitat=salt&fishingType=shore';
const get = (query: string, cookie = member) =>
  t.request(`/api/outlook?${query}`, browserInit('GET', undefined, cookie));

describe('GET /api/outlook', () => {
  it('answers the next days in date order, each with a score, verdict, best window and basis', async () => {
    const res = await get(TAMPA);
    expect(res.status).toBe(200);
    const outlook = ZOutlookResponse.parse(await body(res));
    expect(outlook.timeZone).toBe('America/New_York');
    const today = localDate(new Date(), outlook.timeZone);
    expect(outlook.days.map((d) => d.date)).toEqual(
      Array.from({ length: OUTLOOK_DAYS }, (_, i) => addCalendarDays(today, i)),
    );
    for (const [i, day] of outlook.days.entries()) {
      expect(day.bestWindow.start.slice(0, 10)).toBe(day.date);
      expect(day.bestWindow.end > day.bestWindow.start).toBe(true);
      expect(day.score).toBeGreaterThanOrEqual(VERDICT_MIN_SCORE[day.verdict]);
      // The forecast reaches the report's forecast days; later days are planned from the season.
      expect(day.plannedFrom.basis).toBe(
        i < REPORT_DATE_RULES.forecastDays ? 'forecast' : 'season and climatology',
      );
    }
    expect(new Set(outlook.days.map((d) => d.score)).size).toBeGreaterThan(1);
  });

  it('scores a day as the report for that day scores it', async () => {
    const outlook = ZOutlookResponse.parse(await body(await get(TAMPA)));
    const day = outlook.days[2]!;
    const created = await t.request(
      '/api/reports',
      browserInit(
        'POST',
        {
          location: { name: 'Map pin 27.76, -82.63', latitude: 27.76, longitude: -82.63 },
          date: day.date,
          species: 'red-drum',
          fishingType: 'shore',
          baitType: 'live',
          habitat: 'salt',
        },
        member,
      ),
    );
    expect(created.status).toBe(201);
    const { id } = await body(created);
    const report = ZReport.parse(
      await body(await t.request(`/api/reports/${id}`, browserInit('GET', undefined, member))),
    );
    expect(report.score).toBe(day.score);
    expect(report.structured?.verdict.rating).toBe(day.verdict);
  });

  it('is for members only and names a bad field', async () => {
    expect((await t.request(`/api/outlook?${TAMPA}`)).status).toBe(401);
    const bad = await get('lat=95&lon=-82.63');
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.fields).toHaveProperty('lat');
    const species = await get('lat=27.76&lon=-82.63&species=kraken');
    expect(species.status).toBe(400);
    expect((await body(species)).error.fields).toHaveProperty('species');
    expect(
      (await body(await get('lat=27.76&lon=-82.63&fishingType=jetpack'))).error.fields,
    ).toHaveProperty('fishingType');
  });

  it('plans every day from the season when the forecast is down', async () => {
    const down = await createTestApp({
      BETTER_AUTH_URL: 'http://localhost',
      FAKE_PROVIDER_FAILURES: 'open-meteo-forecast',
    });
    try {
      const cookie = await newVerifiedUser(down, 'outlook-down@example.com');
      const res = await down.request(
        `/api/outlook?lat=33.13&lon=-96.98&habitat=fresh`,
        browserInit('GET', undefined, cookie),
      );
      const outlook = ZOutlookResponse.parse(await body(res));
      expect(outlook.days).toHaveLength(OUTLOOK_DAYS);
      expect(outlook.days.every((d) => d.plannedFrom.basis === 'season and climatology')).toBe(
        true,
      );
      expect(outlook.days.filter((d) => !(d.bestWindow.start < d.bestWindow.end))).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
