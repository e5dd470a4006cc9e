/** Intl formatters are costly to build (tens of microseconds); one per zone is kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
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

/**
 * Wall-clock yyyy-MM-ddTHH:mm of many sorted instants (hourly series) in one zone: the zone's
 * offset is read at most once a day and around each change of offset, not at every row (a week
 * and a half of hours costs about 40 Intl calls instead of 400).
 */
export function localIsoMinutes(instants: readonly number[], timeZone: string): string[] {
  const offsetAt = (t: number) =>
    Date.parse(`${localIsoMinute(new Date(t), timeZone)}:00Z`) - Math.floor(t / 60_000) * 60_000;
  const label = (t: number, offset: number) => new Date(t + offset).toISOString().slice(0, 16);
  const out: string[] = [];
  let i = 0;
  while (i < instants.length) {
    const offset = offsetAt(instants[i]!);
    // Leap a day at a time while the offset holds (a zone never changes twice within a day) ...
    let j = i;
    while (j + 24 < instants.length && offsetAt(instants[j + 24]!) === offset) j += 24;
    // ... then walk the last day to the first row where it changed.
    let k = j + 1;
    while (k < instants.length && k <= j + 24 && offsetAt(instants[k]!) === offset) k++;
    for (let m = i; m < k; m++) out.push(label(instants[m]!, offset));
    i = k;
  }
  return out;
}
