import { OUTLOOK_WEEK_DAYS, VERDICT_LABELS, type TOutlookDay } from '@anglerscout/contracts';

/** "6-9 AM", "5-8 PM", "11 AM-1 PM" from local yyyy-MM-ddTHH:mm times. */
export function windowText(start: string, end: string): string {
  const hour = (iso: string) => Number(iso.slice(11, 13));
  const half = (h: number) => (h % 24 < 12 ? 'AM' : 'PM');
  const clock = (h: number) => String(h % 12 === 0 ? 12 : h % 12);
  const a = hour(start);
  // A window ending at midnight ends at 24:00, whichever date the end carries.
  const b = hour(end) === 0 ? 24 : hour(end);
  return half(a) === half(b)
    ? `${clock(a)}-${clock(b)} ${half(b)}`
    : `${clock(a)} ${half(a)}-${clock(b)} ${half(b)}`;
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const shortFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** "Thursday" for a yyyy-MM-dd date ("Today" for the first day when asked). */
export const weekday = (date: string): string =>
  weekdayFormat.format(new Date(`${date}T12:00:00Z`));
export const shortWeekday = (date: string): string =>
  shortFormat.format(new Date(`${date}T12:00:00Z`));

/** This week's best day: the highest score, the earlier day on a tie. */
export function bestDayOfWeek(days: TOutlookDay[]): TOutlookDay | null {
  let best: TOutlookDay | null = null;
  for (const day of days.slice(0, OUTLOOK_WEEK_DAYS))
    if (!best || day.score > best.score) best = day;
  return best;
}

/** "Thursday, 6-9 AM, 78 Good" */
export function bestDayText(day: TOutlookDay): string {
  return `${weekday(day.date)}, ${windowText(day.bestWindow.start, day.bestWindow.end)}, ${day.score} ${VERDICT_LABELS[day.verdict]}`;
}

/** Colour of a day's score, by its rating (contrast checked against white text or the tile). */
export const VERDICT_TILE: Record<TOutlookDay['verdict'], string> = {
  excellent: 'bg-emerald-700 text-white',
  good: 'bg-emerald-100 text-emerald-900',
  fair: 'bg-amber-100 text-amber-900',
  poor: 'bg-slate-100 text-slate-700',
};
