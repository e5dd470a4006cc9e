import { describe, expect, it } from 'vitest';
import { clock, hourLabel } from './format-time.ts';

describe('clock', () => {
  it('writes a minute of the day on a 12-hour clock', () => {
    expect(clock(0)).toBe('12:00 AM');
    expect(clock(390)).toBe('6:30 AM');
    expect(clock(12 * 60)).toBe('12:00 PM');
    expect(clock(13 * 60 + 5)).toBe('1:05 PM');
    expect(clock(23 * 60 + 59.6)).toBe('12:00 AM');
  });

  it('wraps minutes before or after the day', () => {
    expect(clock(-30)).toBe('11:30 PM');
    expect(clock(1440 + 75)).toBe('1:15 AM');
  });
});

describe('hourLabel', () => {
  it('writes an hour as "6 AM"', () => {
    expect([0, 6, 12, 18, 23].map(hourLabel)).toEqual(['12 AM', '6 AM', '12 PM', '6 PM', '11 PM']);
  });
});
