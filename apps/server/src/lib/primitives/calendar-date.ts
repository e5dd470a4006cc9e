/**
 * A calendar date (yyyy-MM-dd) `days` later (or earlier, when negative). Dates are counted in UTC,
 * where every day has 24 hours, so a daylight-saving change never shifts the result.
 */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
