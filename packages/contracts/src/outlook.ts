import { z } from 'zod';
import { ZLatitude, ZLongitude } from './locations.ts';
import { FISHING_TYPES, HABITATS } from './reports.ts';
import { ZPlannedFrom } from './structured-report.ts';
import { oneLineText } from './validation.ts';

/** Days the outlook ranks: today and the next 9 (the forecast reaches 8; the rest is planned from the season). */
export const OUTLOOK_DAYS = 10;
/** Of those, the days that make "this week" (today and the next 6): the best-day line, the week strip, alerts. */
export const OUTLOOK_WEEK_DAYS = 7;

export const VERDICT_RATINGS = ['excellent', 'good', 'fair', 'poor'] as const;
export type TVerdictRating = (typeof VERDICT_RATINGS)[number];
export const VERDICT_LABELS: Record<TVerdictRating, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
/**
 * The lowest day score of each rating, as the report's verdict bands them
 * (packages/scout/src/report/verdict.ts, VERDICT_BANDS): an alert "at Good" means 62 or more.
 */
export const VERDICT_MIN_SCORE: Record<TVerdictRating, number> = {
  excellent: 75,
  good: 62,
  fair: 48,
  poor: 0,
};

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum(values, { error: message })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** GET /api/outlook?lat=..&lon=..[&species=..&habitat=..&fishingType=..] */
export const ZOutlookQuery = z.object({
  lat: ZLatitude,
  lon: ZLongitude,
  species: oneLineText()
    .trim()
    .max(60, 'Species must be at most 60 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  habitat: optionalChoice(HABITATS, 'Habitat must be salt or fresh'),
  fishingType: optionalChoice(FISHING_TYPES, 'Fishing type must be shore, boat or kayak'),
});
export type TOutlookQuery = z.input<typeof ZOutlookQuery>;

export const ZOutlookDay = z.object({
  /** Local date at the spot, yyyy-MM-dd */
  date: z.string(),
  /** The day's score 0-100, as a report for that day would give it */
  score: z.number(),
  verdict: z.enum(VERDICT_RATINGS),
  /** The best stretch of the day, local wall-clock yyyy-MM-ddTHH:mm (the end may be the next day's 00:00) */
  bestWindow: z.object({ start: z.string(), end: z.string() }),
  /** What the day is planned from: the live forecast, or the season (and climatology) past it */
  plannedFrom: ZPlannedFrom,
  /** Why the best window scores as it does, strongest first (at most 3) */
  reasons: z.array(z.string()),
});
export type TOutlookDay = z.infer<typeof ZOutlookDay>;

/** Response of GET /api/outlook: the days in date order, today first. */
export const ZOutlookResponse = z.object({
  timeZone: z.string(),
  days: z.array(ZOutlookDay),
});
export type TOutlookResponse = z.infer<typeof ZOutlookResponse>;
