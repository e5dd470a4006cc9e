import { describe, expect, it } from 'vitest';
import type { TOutlookDay } from '@anglerscout/contracts';
import { bestDayOfWeek, bestDayText, windowText } from './outlook-format.ts';

const day = (date: string, score: number, start = '06:00', end = '09:00'): TOutlookDay => ({
  date,
  score,
  verdict: score >= 75 ? 'excellent' : score >= 62 ? 'good' : score >= 48 ? 'fair' : 'poor',
  bestWindow: { start: `${date}T${start}`, end: `${date}T${end}` },
  plannedFrom: { basis: 'forecast', text: 'Planned from the live forecast.' },
  reasons: [],
});

describe('outlook wording', () => {
  it('writes windows as anglers say them', () => {
    expect(windowText('2026-11-26T06:00', '2026-11-26T09:00')).toBe('6-9 AM');
    expect(windowText('2026-11-26T17:00', '2026-11-26T20:00')).toBe('5-8 PM');
    expect(windowText('2026-11-26T11:00', '2026-11-26T13:00')).toBe('11 AM-1 PM');
    expect(windowText('2026-11-26T21:00', '2026-11-27T00:00')).toBe('9 PM-12 AM');
  });

  it('picks the best day of the first seven (earlier on a tie) and says it in one line', () => {
    const days = [
      day('2026-11-25', 60),
      day('2026-11-26', 72),
      day('2026-11-27', 72),
      day('2026-11-28', 50),
      day('2026-11-29', 40),
      day('2026-11-30', 41),
      day('2026-12-01', 42),
      day('2026-12-02', 99),
    ];
    const best = bestDayOfWeek(days)!;
    expect(best.date).toBe('2026-11-26');
    expect(bestDayText(best)).toBe('Thursday, 6-9 AM, 72 Good');
    expect(bestDayOfWeek([])).toBeNull();
  });
});
