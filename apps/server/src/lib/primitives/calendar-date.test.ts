import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar-date.ts';

describe('addCalendarDays', () => {
  it('crosses months, years, leap days and daylight-saving changes by whole days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addCalendarDays('2026-11-01', 90)).toBe('2027-01-30');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
