/**
 * Local-time arithmetic in an IANA zone without a date library: the offset of a zone at an
 * instant comes from Intl, and a local wall-clock time is turned into an instant by guessing
 * and correcting twice (enough across any daylight-saving jump).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes to add to UTC to get local time at this instant (e.g. -300 for EST). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function parseLocalDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`date must be yyyy-MM-dd, got "${date}"`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** The instant at which the wall clock in `timeZone` reads the given local date and time. */
export function localToInstant(date: string, timeZone: string, hour = 0, minute = 0): Date {
  const { year, month, day } = parseLocalDate(date);
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  let guess = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  guess = naive - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** Start and end (exclusive) instants of a local calendar day; 23 or 25 hours on DST days. */
export function localDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = parseLocalDate(date);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const nextDate = next.toISOString().slice(0, 10);
  return { start: localToInstant(date, timeZone), end: localToInstant(nextDate, timeZone) };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `yyyy-MM-ddTHH:mm` on the local wall clock. */
export function toLocalIso(instant: Date, timeZone: string): string {
  const w = wallClock(new Date(instant.getTime() + 30_000), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Minutes after local midnight on the wall clock (rounded to the minute). */
export function localMinuteOfDay(instant: Date, timeZone: string): number {
  const w = wallClock(new Date(instant.getTime() + 30_000), timeZone);
  return w.hour * 60 + w.minute;
}

/** "6:05 AM" style clock text for a minute of the day. */
export function clockText(minuteOfDay: number): string {
  const h24 = Math.floor(minuteOfDay / 60) % 24;
  const m = minuteOfDay % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${pad(m)} ${h24 < 12 ? 'AM' : 'PM'}`;
}
