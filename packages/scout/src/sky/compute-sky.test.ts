import { describe, expect, it } from 'vitest';
import { timeZoneFor } from '../time/time-zone.ts';
import { computeSky } from './compute-sky.ts';
import { referenceEvents, type RefEvents } from './testing/meeus-reference.ts';

/**
 * Reference: an independent implementation written from Meeus, "Astronomical Algorithms"
 * (testing/meeus-reference.ts), not astronomy-engine. The local day's UTC bounds are written
 * out by hand from the published US daylight-saving rules (2026: starts 8 March, ends
 * 1 November), so the time-zone handling is checked independently too.
 */
interface Case {
  place: string;
  lat: number;
  lon: number;
  date: string;
  zone: string;
  /** UTC offsets in hours at local midnight at the start and at the end of the day */
  offsets: [number, number];
  expectNoMoonrise?: boolean;
}

const CASES: Case[] = [
  {
    place: 'New York (DST starts)',
    lat: 40.7128,
    lon: -74.006,
    date: '2026-03-08',
    zone: 'America/New_York',
    offsets: [-5, -4],
    expectNoMoonrise: true,
  },
  {
    place: 'Los Angeles (DST ends)',
    lat: 34.0522,
    lon: -118.2437,
    date: '2026-11-01',
    zone: 'America/Los_Angeles',
    offsets: [-7, -8],
  },
  {
    place: 'Chicago',
    lat: 41.8781,
    lon: -87.6298,
    date: '2026-06-21',
    zone: 'America/Chicago',
    offsets: [-5, -5],
  },
  {
    place: 'Denver',
    lat: 39.7392,
    lon: -104.9903,
    date: '2026-01-15',
    zone: 'America/Denver',
    offsets: [-7, -7],
  },
  {
    place: 'Phoenix (no DST)',
    lat: 33.4484,
    lon: -112.074,
    date: '2026-03-08',
    zone: 'America/Phoenix',
    offsets: [-7, -7],
  },
  {
    place: 'Anchorage',
    lat: 61.2181,
    lon: -149.9003,
    date: '2026-12-21',
    zone: 'America/Anchorage',
    offsets: [-9, -9],
  },
  {
    place: 'Honolulu',
    lat: 21.3069,
    lon: -157.8583,
    date: '2026-07-04',
    zone: 'Pacific/Honolulu',
    offsets: [-10, -10],
  },
  {
    place: 'Miami',
    lat: 25.7617,
    lon: -80.1918,
    date: '2026-11-22',
    zone: 'America/New_York',
    offsets: [-5, -5],
  },
  {
    place: 'Utqiagvik (polar night: no sunrise)',
    lat: 71.2906,
    lon: -156.7886,
    date: '2026-12-21',
    zone: 'America/Anchorage',
    offsets: [-9, -9],
  },
  {
    place: 'Seattle (DST ends)',
    lat: 47.6062,
    lon: -122.3321,
    date: '2026-11-01',
    zone: 'America/Los_Angeles',
    offsets: [-7, -8],
  },
];

const KEYS: (keyof RefEvents)[] = [
  'sunrise',
  'sunset',
  'civilDawn',
  'civilDusk',
  'moonrise',
  'moonset',
  'moonUpperTransit',
  'moonLowerTransit',
];

function dayBoundsUtc(c: Case): [number, number] {
  const [y, m, d] = c.date.split('-').map(Number) as [number, number, number];
  return [
    Date.UTC(y, m - 1, d) - c.offsets[0] * 3_600_000,
    Date.UTC(y, m - 1, d + 1) - c.offsets[1] * 3_600_000,
  ];
}

describe('computeSky against an independent Meeus implementation', () => {
  it('covers at least 8 places, both 2026 DST change days, Alaska, Hawaii and a day without moonrise', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(8);
    expect(CASES.map((c) => c.date)).toEqual(expect.arrayContaining(['2026-03-08', '2026-11-01']));
    expect(
      CASES.some((c) => c.zone === 'America/Anchorage') &&
        CASES.some((c) => c.zone === 'Pacific/Honolulu'),
    ).toBe(true);
  });

  for (const c of CASES) {
    it(`${c.place} ${c.date}: every event within 2 minutes, same events present`, () => {
      expect(timeZoneFor(c.lat, c.lon)).toBe(c.zone);
      const sky = computeSky({ lat: c.lat, lon: c.lon, date: c.date, timeZone: c.zone });
      const [start, end] = dayBoundsUtc(c);
      const ref = referenceEvents(c.lat, c.lon, start, end);
      for (const key of KEYS) {
        const ours = sky[key];
        const theirs = ref[key];
        if (theirs === null) {
          expect(ours, `${key}: reference has none`).toBeNull();
          continue;
        }
        expect(ours, `${key}: reference at ${new Date(theirs).toISOString()}`).not.toBeNull();
        const diffMin = Math.abs(Date.parse(ours!.utc) - theirs) / 60_000;
        expect(
          diffMin,
          `${key}: ours ${ours!.utc} vs ${new Date(theirs).toISOString()}`,
        ).toBeLessThanOrEqual(2);
      }
      if (c.expectNoMoonrise) expect(sky.moonrise).toBeNull();
    });
  }

  it('returns nulls, not wrong times, when the sun never rises', () => {
    const sky = computeSky({
      lat: 71.2906,
      lon: -156.7886,
      date: '2026-12-21',
      timeZone: 'America/Anchorage',
    });
    expect(sky.sunrise).toBeNull();
    expect(sky.sunset).toBeNull();
    expect(sky.dayLengthMin).toBeNull();
  });

  it('reports local wall-clock times across the spring-forward jump', () => {
    const sky = computeSky({
      lat: 40.7128,
      lon: -74.006,
      date: '2026-03-08',
      timeZone: 'America/New_York',
    });
    // Sunrise after the 2 AM jump is on daylight time: 11:18Z is 07:18 or 07:19 EDT, not 06:19 EST.
    expect(sky.sunrise!.local).toMatch(/^2026-03-08T07:1[89]$/);
    expect(sky.dayLengthMin).toBeGreaterThan(690);
  });

  it('gives phase facts that agree with the calendar (full moon 2026-11-24 UTC)', () => {
    const sky = computeSky({
      lat: 25.7617,
      lon: -80.1918,
      date: '2026-11-24',
      timeZone: 'America/New_York',
    });
    expect(sky.moon.phaseName).toBe('full moon');
    expect(sky.moon.illuminationPct).toBeGreaterThan(97);
    const quarter = computeSky({
      lat: 25.7617,
      lon: -80.1918,
      date: '2026-12-01',
      timeZone: 'America/New_York',
    });
    expect(quarter.moon.illuminationPct).toBeLessThan(75);
  });
});
