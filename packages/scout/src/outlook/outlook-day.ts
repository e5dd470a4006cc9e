import type { TOutlookDay } from '@anglerscout/contracts';
import type { HourScore } from '../bite/types.ts';
import { buildReport } from '../report/build-report.ts';
import type { BuildReportInput } from '../report/types.ts';

/** Hours this close to the day's best hour belong to its window (as in the report's best windows). */
const WINDOW_SPREAD = 8;

const nextDate = (date: string): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

/**
 * The stretch around the day's best hour when no hour reaches the report's window floor: a poor
 * day still has a least-bad time to go, and the outlook names it.
 */
export function bestStretch(hours: HourScore[]): { start: string; end: string; reasons: string[] } {
  let top = 0;
  hours.forEach((h, i) => {
    if (h.score > hours[top]!.score) top = i;
  });
  const floor = hours[top]!.score - WINDOW_SPREAD;
  let first = top;
  let last = top;
  while (first > 0 && hours[first - 1]!.score >= floor) first--;
  while (last < hours.length - 1 && hours[last + 1]!.score >= floor) last++;
  const end = hours[last]!.minuteOfDay + 60;
  const date = hours[first]!.local.slice(0, 10);
  return {
    start: hours[first]!.local,
    end:
      end >= 1440 ? `${nextDate(date)}T00:00` : `${date}T${String(end / 60).padStart(2, '0')}:00`,
    reasons: hours[top]!.reasons.filter((r) => r.points > 0).map((r) => r.text),
  };
}

/**
 * One day of the week's outlook, scored by the same science as a report for that day and those
 * inputs (so the outlook's "78 Good" is the report's verdict): the day score, its rating, the best
 * window and what the day is planned from (the forecast, or the season past it).
 */
export function outlookDay(input: BuildReportInput): TOutlookDay {
  const report = buildReport(input);
  const window = report.bestWindows[0];
  const stretch = window
    ? {
        start: window.start,
        // The report's window writes an end at midnight as the same date's 00:00; the outlook
        // says the next day's, so the end is always after the start.
        end: window.endMinute >= 1440 ? `${nextDate(input.date)}T00:00` : window.end,
        reasons: window.reasons,
      }
    : bestStretch(report.hourly);
  return {
    date: input.date,
    score: report.verdict.score,
    verdict: report.verdict.rating,
    bestWindow: { start: stretch.start, end: stretch.end },
    plannedFrom: report.plannedFrom ?? {
      basis: 'season and climatology',
      text: 'Planned from sun, moon, tides and season.',
    },
    reasons: stretch.reasons.slice(0, 3),
  };
}
