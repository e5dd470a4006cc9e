import { describe, expect, it } from 'vitest';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { getSpecies } from '../species/catalogue.ts';
import { lastFrontBefore } from './front-detection.ts';
import { scoreDay } from './score-day.ts';
import type { ScoreDayInput } from './types.ts';
import { postFrontDay, preFrontDay } from './testing/weather-fixtures.ts';
import { weatherRows, type HourlyWeather } from './weather-series.ts';

const place = { lat: 36.16, lon: -86.78, timeZone: 'America/Chicago' }; // Nashville
const date = '2026-04-14';
const sky = computeSky({ ...place, date });
const solunar = computeSolunar(sky);
const bass = getSpecies('largemouth-bass')!;
const base: ScoreDayInput = {
  date,
  timeZone: place.timeZone,
  habitat: 'fresh',
  fishingType: 'boat',
  sky,
  solunar,
  species: bass,
  waterTempF: 66,
};
const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Small deterministic PRNG (mulberry32) so the property runs are repeatable. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('scoreDay properties', () => {
  it('keeps every hourly score within 0..100 for random weather, water and species', () => {
    const rand = rng(42);
    const ids = ['largemouth-bass', 'channel-catfish', 'rainbow-trout', 'walleye'];
    for (let run = 0; run < 60; run++) {
      const w = preFrontDay(date);
      const n = w.time.length;
      const pick = (lo: number, hi: number): number => lo + (hi - lo) * rand();
      const weather: HourlyWeather = {
        time: w.time,
        temperature_2m: Array.from({ length: n }, () => pick(-10, 110)),
        pressure_msl: Array.from({ length: n }, () => pick(970, 1050)),
        wind_speed_10m: Array.from({ length: n }, () => pick(0, 60)),
        wind_gusts_10m: Array.from({ length: n }, () => pick(0, 80)),
        wind_direction_10m: Array.from({ length: n }, () => pick(0, 360)),
        cloud_cover: Array.from({ length: n }, () => (rand() < 0.1 ? null : pick(0, 100))),
        precipitation: Array.from({ length: n }, () => pick(0, 2)),
      };
      const species = getSpecies(ids[run % ids.length]!)!;
      const r = scoreDay({
        ...base,
        weather,
        species,
        waterTempF: pick(33, 95),
        fishingType: run % 2 ? 'kayak' : 'shore',
      });
      expect(r.hours.length).toBe(24);
      for (const h of r.hours) {
        expect(Number.isInteger(h.score)).toBe(true);
        expect(h.score).toBeGreaterThanOrEqual(0);
        expect(h.score).toBeLessThanOrEqual(100);
        expect(h.reasons.length).toBeLessThanOrEqual(3);
      }
    }
  });

  it('scores a species in its preferred water temperature above the same day out of range', () => {
    const weather = preFrontDay(date);
    const inRange = scoreDay({ ...base, weather, waterTempF: 78 });
    const tooCold = scoreDay({ ...base, weather, waterTempF: 50 });
    inRange.hours.forEach((h, i) => expect(h.score).toBeGreaterThan(tooCold.hours[i]!.score));
    expect(
      inRange.hours.some((h) => h.reasons.some((r) => r.factor === 'water' && r.points > 0)),
    ).toBe(true);
  });

  it('scores a falling barometer before a front above high steady pressure after it', () => {
    const pre = scoreDay({ ...base, weather: preFrontDay(date) });
    const post = scoreDay({ ...base, weather: postFrontDay(date) });
    expect(mean(pre.hours.map((h) => h.score))).toBeGreaterThan(
      mean(post.hours.map((h) => h.score)) + 5,
    );
    expect(post.frontHoursAgoAtNoon).not.toBeNull();
    const noonPre = pre.hours.find((h) => h.local.endsWith('T12:00'))!;
    expect(noonPre.pressureTrend).toBe('falling');
  });

  it('detects the front in the post-front series and not in the pre-front one', () => {
    const post = weatherRows(postFrontDay(date));
    const pre = weatherRows(preFrontDay(date));
    expect(lastFrontBefore(post, post.length - 1)).toBe(40);
    expect(lastFrontBefore(pre, pre.length - 1)).toBeNull();
  });

  it('still scores with no weather, water or species and names what was missing', () => {
    const r = scoreDay({
      date,
      timeZone: place.timeZone,
      habitat: 'salt',
      fishingType: 'shore',
      sky,
      solunar,
    });
    expect(r.hours).toHaveLength(24);
    expect(r.missing).toEqual(
      expect.arrayContaining([
        'weather forecast',
        'water temperature',
        'target species',
        'tides (no station nearby)',
      ]),
    );
    expect(r.hours.some((h) => (h.factors.solunar ?? 0) > 0)).toBe(true);
    expect(r.hours.some((h) => (h.factors.light ?? 0) > 0)).toBe(true);
  });

  it('rates strong wind down and flags kayak-breezy conditions', () => {
    const windy = preFrontDay(date);
    windy.wind_speed_10m = windy.time.map(() => 14);
    const kayak = scoreDay({ ...base, weather: windy, fishingType: 'kayak' });
    const boat = scoreDay({ ...base, weather: windy, fishingType: 'boat' });
    expect(mean(kayak.hours.map((h) => h.score))).toBeLessThan(
      mean(boat.hours.map((h) => h.score)),
    );
  });

  it('scores 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const la = { lat: 34.05, lon: -118.24, timeZone: 'America/Los_Angeles' };
    for (const [d, n] of [
      ['2026-03-08', 23],
      ['2026-11-01', 25],
    ] as const) {
      const s = computeSky({ ...la, date: d });
      const r = scoreDay({
        date: d,
        timeZone: la.timeZone,
        habitat: 'fresh',
        fishingType: 'shore',
        sky: s,
        solunar: computeSolunar(s),
      });
      expect(r.hours).toHaveLength(n);
      expect(new Set(r.hours.map((h) => h.utc)).size).toBe(n);
    }
  });
});
