import { ALERT_SCHEDULE } from '@anglerscout/contracts';
import { localToInstant } from '@anglerscout/scout';
import { localIsoMinute } from '../../providers/shared/local-clock.ts';
import { addCalendarDays } from '../../lib/primitives/calendar-date.ts';

/** The next 5 PM at the spot after `now` (today's, if it is still ahead). */
export function nextAlertCheck(now: Date, timeZone: string): Date {
  const today = localIsoMinute(now, timeZone).slice(0, 10);
  const todays = localToInstant(today, timeZone, ALERT_SCHEDULE.localHour);
  if (todays.getTime() > now.getTime()) return todays;
  return localToInstant(addCalendarDays(today, 1), timeZone, ALERT_SCHEDULE.localHour);
}

/** Whether the spot's wall clock is within the hours alerts may be sent (5 PM to 9 PM). */
export function withinAlertHours(now: Date, timeZone: string): boolean {
  const hour = Number(localIsoMinute(now, timeZone).slice(11, 13));
  return hour >= ALERT_SCHEDULE.localHour && hour < ALERT_SCHEDULE.latestLocalHour;
}
