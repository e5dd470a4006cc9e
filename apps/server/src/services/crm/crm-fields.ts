/** The custom fields (by their key in the CRM), tags, source and time zone the CRM sync writes. */
export const CRM_FIELDS = {
  appUserId: 'contact.app_user_id',
  lastAppSignIn: 'contact.last_app_sign_in',
} as const;
export const CRM_TAGS = {
  users: 'anglerscout users',
  dataDeletionRequested: 'data deletion requested',
  unsubscribed: 'Unsubscribed',
} as const;
export const CRM_SOURCE = 'AnglerScout';
const CRM_TIME_ZONE = 'America/Chicago';

/** yyyy-mm-dd hh:mm:ss in Central time, as the CRM's last-sign-in field expects. */
export function centralTimestamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: CRM_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
