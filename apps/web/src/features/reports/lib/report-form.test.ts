import { describe, expect, it } from 'vitest';
import {
  LOCATION_REQUIRED,
  dateBounds,
  isoDay,
  validateReportForm,
  type ReportFormValues,
} from './report-form.ts';

const now = new Date(2026, 10, 22, 9, 30);
const valid: ReportFormValues = {
  location: { name: 'Lake Ray Hubbard, TX', latitude: 32.86, longitude: -96.5 },
  date: '2026-11-23',
  species: '',
  fishingType: 'boat',
  baitType: 'live',
  habitat: 'fresh',
  waterKind: '',
};

describe('validateReportForm', () => {
  it('accepts a complete form and drops an empty species', () => {
    const result = validateReportForm(valid, now);
    expect(result).toEqual({
      ok: true,
      data: { ...valid, species: undefined, waterKind: undefined },
    });
  });

  it('names every missing choice with the contract messages', () => {
    const result = validateReportForm(
      {
        location: null,
        date: '',
        species: '',
        fishingType: '',
        baitType: '',
        habitat: '',
        waterKind: '',
      },
      now,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      location: LOCATION_REQUIRED,
      date: 'Date must be in yyyy-MM-dd format',
      fishingType: 'Choose a fishing type',
      baitType: 'Choose a bait type',
      habitat: 'Choose salt or fresh water',
    });
  });

  it('refuses dates outside the plannable range', () => {
    const late = validateReportForm({ ...valid, date: '2027-02-21' }, now);
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.errors.date).toBe('Choose a date from 2026-11-22 to 2027-02-20');
    expect(validateReportForm({ ...valid, date: '2027-02-20' }, now).ok).toBe(true);
    expect(validateReportForm({ ...valid, date: '2026-11-20' }, now).ok).toBe(false);
  });

  it('refuses an impossible coordinate', () => {
    const result = validateReportForm(
      { ...valid, location: { name: 'Nowhere', latitude: 95, longitude: 0 } },
      now,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.location).toBe(LOCATION_REQUIRED);
  });
});

describe('dateBounds', () => {
  it('spans the day before today (time zones differ) to 90 days ahead', () => {
    expect(dateBounds(now)).toEqual({ min: '2026-11-21', max: '2027-02-20' });
  });
});

describe("isoDay in the spot's time zone", () => {
  const instant = new Date('2026-11-22T03:00:00Z');
  it.each([
    ['America/Los_Angeles', '2026-11-21'],
    ['America/New_York', '2026-11-21'],
    ['UTC', '2026-11-22'],
    ['Pacific/Guam', '2026-11-22'],
  ])('in %s it is %s', (zone, day) => {
    expect(isoDay(instant, 0, zone)).toBe(day);
  });
  it('counts days ahead on that calendar, across a month end', () => {
    expect(isoDay(new Date('2026-12-01T04:00:00Z'), 3, 'America/Chicago')).toBe('2026-12-03');
    expect(dateBounds(instant, 'America/Los_Angeles')).toEqual({
      min: '2026-11-21',
      max: '2027-02-19',
    });
  });
});
