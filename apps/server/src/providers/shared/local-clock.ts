/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs tens of
 * microseconds (about 2% of a report's CPU when it was built on every call), formatting with one
 * a few. There are a few hundred IANA zones, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock yyyy-MM-ddTHH:mm of an instant in a time zone (Intl, no library). */
export function localIsoMinute(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** Today's date at the spot, yyyy-MM-dd. */
export function localDate(instant: Date, timeZone: string): string {
  return localIsoMinute(instant, timeZone).slice(0, 10);
}
