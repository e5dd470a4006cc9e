import { describe, expect, it } from 'vitest';
import { computeSky } from '../sky/compute-sky.ts';
import { computeSolunar } from '../solunar/compute-solunar.ts';
import { getSpecies } from '../species/catalogue.ts';
import { scoreDay } from './score-day.ts';
import { scoreWindow, scoreWindowOfDay, windowInstants, windowScoreOf } from './score-window.ts';
import type { ScoreDayInput } from './types.ts';
import { preFrontDay } from './testing/weather-fixtures.ts';

const place = { lat: 36.16, lon: -86.78, timeZone: 'America/Chicago' }; // Nashville
const date = '2026-04-14';
const sky = computeSky({ ...place, date });
const base: ScoreDayInput = {
  date,
  timeZone: place.timeZone,
  habitat: 'fresh',
  fishingType: 'boat',
  sky,
  solunar: computeSolunar(sky),
  species: getSpecies('largemouth-bass')!,
  waterTempF: 66,
  weather: preFrontDay(date),
};
const day = scoreDay(base);
const hourAt = (hh: number) =>
  day.hours.find((h) => h.local.endsWith(`T${String(hh).padStart(2, '0')}:00`))!;

describe('scoreWindow against scoreDay', () => {
  it('gives back one hour of scoreDay exactly when the window is that hour', () => {
    for (const hh of [5, 6, 12, 19]) {
      const start = `${String(hh).padStart(2, '0')}:00`;
      const end = `${String(hh + 1).padStart(2, '0')}:00`;
      const w = scoreWindow({ ...base, window: { start, end } });
      const h = hourAt(hh);
      expect(w.score).toBe(h.score);
      expect(w.minutes).toBe(60);
      for (const [f, p] of Object.entries(h.factors)) expect(w.factors[f as 'light']).toBe(p);
      expect(w.solunarOnly).toBe(Math.max(0, Math.min(100, 50 + (h.factors.solunar ?? 0))));
      expect(w.lightOnly).toBe(Math.max(0, Math.min(100, 50 + (h.factors.light ?? 0))));
    }
  });

  it('weights partial hours by the minutes fished in them', () => {
    const w = scoreWindow({ ...base, window: { start: '06:30', end: '08:30' } });
    const expected = (0.5 * hourAt(6).score + hourAt(7).score + 0.5 * hourAt(8).score) / 2;
    expect(w.score).toBeCloseTo(expected, 10);
    expect(w.minutes).toBe(120);
    const light =
      (0.5 * (hourAt(6).factors.light ?? 0) +
        (hourAt(7).factors.light ?? 0) +
        0.5 * (hourAt(8).factors.light ?? 0)) /
      2;
    expect(w.factors.light ?? 0).toBeCloseTo(light, 10);
  });

  it('averages the whole day when the window covers it', () => {
    const w = scoreWindow({ ...base, window: { start: '00:00', end: '23:59' } });
    const all = day.hours.reduce((s, h) => s + h.score, 0);
    const last = day.hours.at(-1)!.score;
    expect(w.score).toBeCloseTo((all * 60 - last) / (24 * 60 - 1), 10);
  });

  it('keeping every factor reproduces the full score; keeping none is the neutral 50', () => {
    const instants = windowInstants(date, place.timeZone, { start: '04:15', end: '10:45' });
    const w = scoreWindowOfDay(day, date, place.timeZone, { start: '04:15', end: '10:45' });
    expect(windowScoreOf(day, instants, () => true)).toBeCloseTo(w.score, 10);
    expect(windowScoreOf(day, instants, () => false)).toBe(50);
  });

  it('reports shares of the points moved that add to one, and the day’s missing inputs', () => {
    const w = scoreWindow({ ...base, waterTempF: null, window: { start: '05:00', end: '09:00' } });
    const total = Object.values(w.shares).reduce((s, x) => s + x, 0);
    expect(total).toBeCloseTo(1, 10);
    // Unknown water is scored as the worst case (it never raises a score), and said to be missing.
    expect(w.factors.water).toBeLessThan(0);
    expect(w.missing).toContain('water temperature');
  });

  it('ranks a dawn window above a midday window on a day whose dawn scores higher', () => {
    const dawn = scoreWindow({ ...base, window: { start: '05:30', end: '07:30' } });
    const noon = scoreWindow({ ...base, window: { start: '11:30', end: '13:30' } });
    expect(dawn.lightOnly).toBeGreaterThan(noon.lightOnly);
  });

  it('counts real minutes across a daylight-saving jump', () => {
    const dst = '2026-03-08'; // clocks jump from 02:00 to 03:00 in Chicago
    const s = computeSky({ ...place, date: dst });
    const w = scoreWindow({
      ...base,
      date: dst,
      sky: s,
      solunar: computeSolunar(s),
      weather: null,
      window: { start: '01:00', end: '04:00' },
    });
    expect(w.minutes).toBe(120);
  });

  it('refuses a window that ends before it starts or is not HH:mm', () => {
    expect(() => scoreWindow({ ...base, window: { start: '10:00', end: '09:00' } })).toThrow(
      /end after it starts/,
    );
    expect(() => scoreWindow({ ...base, window: { start: '7:00', end: '09:00' } })).toThrow(
      /HH:mm/,
    );
  });
});
