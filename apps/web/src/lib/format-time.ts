/** 0-23 as "12 AM", "1 PM" (the hour on a 12-hour clock and its half of the day). */
function twelveHour(hour: number): { h: number; half: 'AM' | 'PM' } {
  return { h: hour % 12 === 0 ? 12 : hour % 12, half: hour < 12 ? 'AM' : 'PM' };
}

/** Minutes after local midnight as "6:42 AM"; values past either midnight wrap into the day. */
export function clock(minuteOfDay: number): string {
  const m = ((Math.round(minuteOfDay) % 1440) + 1440) % 1440;
  const { h, half } = twelveHour(Math.floor(m / 60));
  return `${h}:${String(m % 60).padStart(2, '0')} ${half}`;
}

/** An hour of the day (0-23) as "6 AM". */
export function hourLabel(hour: number): string {
  const { h, half } = twelveHour(hour);
  return `${h} ${half}`;
}
