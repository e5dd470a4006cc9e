import { z } from 'zod';

/** True for a yyyy-MM-dd string that names a real day of the Gregorian calendar. */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * A calendar date as yyyy-MM-dd that exists (no month 13, no 30 February): the database casts
 * these with `::date`, so a string that only looks like a date must stop here with a 400.
 */
export const ZCalendarDate = (message = 'Date must be a real date in yyyy-MM-dd format') =>
  z.string({ error: message }).refine(isCalendarDate, message);
