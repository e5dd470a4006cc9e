import type { ClosureRow } from './types.ts';

const monthDay = (date: string) => date.slice(5);

/**
 * Whether a row is in force on a local date (yyyy-MM-dd). `once` rows hold between their dates;
 * `yearly` rows repeat their month-day span every year, wrapping over New Year when the end falls
 * in the next year (Dec 1 - Feb 28). A span that ends Feb 28 takes in Feb 29 of a leap year
 * ("through the end of February").
 */
export function rowInForce(
  row: Pick<ClosureRow, 'startDate' | 'endDate' | 'recurs'>,
  date: string,
): boolean {
  if (row.recurs === 'once') return row.startDate <= date && date <= row.endDate;
  const start = monthDay(row.startDate);
  let end = monthDay(row.endDate);
  if (end === '02-28') end = '02-29';
  const d = monthDay(date);
  const wraps = row.endDate.slice(0, 4) > row.startDate.slice(0, 4);
  return wraps ? d >= start || d <= end : d >= start && d <= end;
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 1" */
export function longDate(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}
