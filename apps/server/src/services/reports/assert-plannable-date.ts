import { REPORT_DATE_HELP, REPORT_DATE_RULES } from '@anglerscout/contracts';
import { AppError } from '../../lib/primitives/app-error.ts';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';

/** Checks the date against the spot's own calendar: today up to the furthest plannable day. */
export function assertPlannableDate(date: string, today: string): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new AppError(
      'VALIDATION_INVALID_FORMAT',
      'Date must be a real calendar date (yyyy-MM-dd).',
      { date: 'Date must be a real calendar date' },
    );
  }
  const last = addCalendarDays(today, REPORT_DATE_RULES.maxDaysAhead);
  if (date < addCalendarDays(today, -REPORT_DATE_RULES.maxDaysBack) || date > last) {
    throw new AppError('VALIDATION_OUT_OF_RANGE', `${REPORT_DATE_HELP} Today there is ${today}.`, {
      date: `Choose a date from ${today} to ${last}`,
    });
  }
}
