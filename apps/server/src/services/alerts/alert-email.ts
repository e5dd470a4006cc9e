import {
  VERDICT_LABELS,
  type FishingType,
  type Habitat,
  type TOutlookDay,
} from '@anglerscout/contracts';
import type { EmailMessage } from '../mail/enqueue-email.ts';

interface AlertSpot {
  name: string;
  latitude: number;
  longitude: number;
  habitat: Habitat;
  species: string | null;
  fishingType: FishingType | null;
  minScore: number;
}

/** "6-9 AM", "5-8 PM", "11 AM-1 PM" from local yyyy-MM-ddTHH:mm times. */
function windowText(start: string, end: string): string {
  const hour = (iso: string) => Number(iso.slice(11, 13));
  const half = (h: number) => (h % 24 < 12 ? 'AM' : 'PM');
  const clock = (h: number) => String(h % 12 === 0 ? 12 : h % 12);
  const a = hour(start);
  // A window ending at midnight ends at 24:00, whichever date the end carries.
  const b = hour(end) === 0 ? 24 : hour(end);
  return half(a) === half(b)
    ? `${clock(a)}-${clock(b)} ${half(b)}`
    : `${clock(a)} ${half(a)}-${clock(b)} ${half(b)}`;
}

/** "Thursday, November 26" for a yyyy-MM-dd date. */
function dayText(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The Create Report form, filled in with the spot and the day. */
function reportLink(appUrl: string, spot: AlertSpot, date: string): string {
  const q = new URLSearchParams({
    lat: String(spot.latitude),
    lon: String(spot.longitude),
    name: spot.name,
    date,
    habitat: spot.habitat,
  });
  if (spot.species) q.set('species', spot.species);
  if (spot.fishingType) q.set('fishingType', spot.fishingType);
  return `${appUrl}/app/reports/new?${q.toString()}`;
}

export interface AlertEmailInput {
  appUrl: string;
  to: string;
  spot: AlertSpot;
  /** The qualifying days, best first */
  days: TOutlookDay[];
  token: string;
}

export interface AlertEmail extends EmailMessage {
  headers: Record<string, string>;
}

/**
 * The bite-alert e-mail: the best day, its window and reasons, what it is planned from, other
 * good days, a link to create the report, and a one-click unsubscribe (RFC 8058 headers, and a
 * link in the text that works signed out).
 */
export function alertEmail({ appUrl, to, spot, days, token }: AlertEmailInput): AlertEmail {
  const [best, ...others] = days;
  if (!best) throw new Error('an alert needs a day');
  const rating = VERDICT_LABELS[best.verdict];
  const weekday = dayText(best.date).split(',')[0]!;
  const stopUrl = `${appUrl}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
  const link = reportLink(appUrl, spot, best.date);
  const lines = [
    `${dayText(best.date)} at ${spot.name} scores ${best.score} (${rating}); your alert is set at ${spot.minScore}.`,
    '',
    `Best window: ${windowText(best.bestWindow.start, best.bestWindow.end)}.`,
    ...(best.reasons.length ? [`Why: ${best.reasons.join('; ')}.`] : []),
    best.plannedFrom.text,
    ...(others.length
      ? [
          '',
          'Also at or above your threshold this week:',
          ...others.map(
            (d) =>
              `- ${dayText(d.date)}: ${d.score} (${VERDICT_LABELS[d.verdict]}), ${windowText(d.bestWindow.start, d.bestWindow.end)}`,
          ),
        ]
      : []),
    '',
    `Create the report for ${weekday}: ${link}`,
    '',
    `Stop alerts for ${spot.name} (no sign-in needed): ${stopUrl}`,
    `Manage all your alerts in Settings: ${appUrl}/app/settings#alerts`,
  ];
  return {
    to,
    subject: `Bite alert: ${weekday} looks ${rating} at ${spot.name} (${best.score})`,
    text: lines.join('\n'),
    link,
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/alerts/unsubscribe/${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
