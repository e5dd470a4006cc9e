import { describe, expect, it, beforeAll } from 'vitest';
import { VERDICT_MIN_SCORE } from '@anglerscout/contracts';
import { loadTideDatabase } from '../tides/tide-stations.ts';
import { buildReport } from '../report/build-report.ts';
import { VERDICT_BANDS } from '../report/verdict.ts';
import { TAMPA_BAY } from '../report/testing/coastal-day.ts';
import { bestStretch, outlookDay } from './outlook-day.ts';

beforeAll(() => loadTideDatabase(), 30_000);

describe('outlookDay', () => {
  it("is the report's verdict for that day: score, rating and first window", () => {
    const report = buildReport(TAMPA_BAY);
    const day = outlookDay(TAMPA_BAY);
    expect(day.score).toBe(report.verdict.score);
    expect(day.verdict).toBe(report.verdict.rating);
    expect(day.bestWindow).toEqual({
      start: report.bestWindows[0]!.start,
      end: report.bestWindows[0]!.end,
    });
    expect(day.plannedFrom.basis).toBe('forecast');
  });

  it('names the least-bad stretch on a day where no hour reaches the window floor', () => {
    const scores = [10, 12, 20, 40, 45, 44, 30, 38, 41, 39];
    const hours = scores.map((score, h) => ({
      local: `2026-11-26T${String(h + 14).padStart(2, '0')}:00`,
      utc: '',
      minuteOfDay: (h + 14) * 60,
      score,
      reasons: [{ factor: 'light' as const, points: 3, text: `hour ${h}` }],
      factors: {},
      pressureTrend: null,
    }));
    // 40, 45 and 44 are within 8 points of the best (45); 30 breaks the run.
    expect(bestStretch(hours)).toEqual({
      start: '2026-11-26T17:00',
      end: '2026-11-26T20:00',
      reasons: ['hour 4'],
    });
    // A stretch running to midnight ends at the next day's 00:00.
    expect(bestStretch(hours.slice(7)).end).toBe('2026-11-27T00:00');
  });

  it('plans a day with no forecast from the season, every window ending after it starts', () => {
    // A lake with no forecast: the best stretch often runs to midnight (night bite, solunar).
    const lake = {
      lat: 33.13,
      lon: -96.98,
      habitat: 'fresh' as const,
      inLake: true,
      tideStation: null,
      fishingType: 'boat' as const,
      baitType: 'artificial' as const,
      weather: null,
    };
    for (let i = 0; i < 40; i++) {
      const date = new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10);
      const day = outlookDay({ ...lake, date });
      expect(day.plannedFrom.basis).toBe('season and climatology');
      expect(day.bestWindow.end > day.bestWindow.start, JSON.stringify(day.bestWindow)).toBe(true);
    }
  });

  it("uses the same rating bands the contract's alert thresholds name", () => {
    expect(Object.fromEntries(VERDICT_BANDS.map((b) => [b.rating, b.min]))).toEqual(
      VERDICT_MIN_SCORE,
    );
  });
});
