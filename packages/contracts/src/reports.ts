import { z } from 'zod';
import { PLAN_TIERS } from './plans.ts';
import { ZBillingView } from './billing.ts';
import { oneLineText } from './validation.ts';
import { ZReportConditionsSnapshot } from './report-conditions.ts';
import { ZStructuredReport } from './structured-report.ts';
import { ZWaterKind } from './water-kinds.ts';
import { isCalendarDate, ZCalendarDate } from './calendar-date.ts';

export const FISHING_TYPES = ['shore', 'boat', 'kayak'] as const;
export const BAIT_TYPES = ['artificial', 'fly', 'live'] as const;
export const HABITATS = ['salt', 'fresh'] as const;
export type FishingType = (typeof FISHING_TYPES)[number];
export type BaitType = (typeof BAIT_TYPES)[number];
export type Habitat = (typeof HABITATS)[number];

/** The labels users see for each report input. */
export const FISHING_TYPE_LABELS: Record<FishingType, string> = {
  shore: 'From Shore',
  boat: 'Boat',
  kayak: 'Canoe/Kayak',
};
export const BAIT_TYPE_LABELS: Record<BaitType, string> = {
  artificial: 'Artificial',
  fly: 'Fly',
  live: 'Live/Natural',
};
export const HABITAT_LABELS: Record<Habitat, string> = { salt: 'Salt Water', fresh: 'Fresh Water' };

/** How far ahead a report can be made, and how far the live forecast reaches. */
export const REPORT_DATE_RULES = { maxDaysAhead: 90, maxDaysBack: 0, forecastDays: 7 } as const;
export const REPORT_DATE_HELP =
  `Pick today or any day up to ${REPORT_DATE_RULES.maxDaysAhead} days ahead (in the spot's own time zone). ` +
  `The next ${REPORT_DATE_RULES.forecastDays} days use the live weather forecast; later dates are planned from the sun, moon, tides, season and the typical temperatures for the date (estimates, shown with their error).`;

export const ZReportLocation = z.object({
  name: oneLineText().trim().min(1, 'Location is required').max(200),
  latitude: z.number({ error: 'Latitude is required' }).min(-90).max(90),
  longitude: z.number({ error: 'Longitude is required' }).min(-180).max(180),
  placeId: oneLineText().trim().max(200).optional(),
});

export const ZCreateReportRequest = z.object({
  location: ZReportLocation,
  date: z
    .string({ error: 'Date is required' })
    .refine(isCalendarDate, 'Date must be in yyyy-MM-dd format'),
  species: oneLineText()
    .trim()
    .max(60)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  fishingType: z.enum(FISHING_TYPES, { error: 'Choose a fishing type' }),
  baitType: z.enum(BAIT_TYPES, { error: 'Choose a bait type' }),
  habitat: z.enum(HABITATS, { error: 'Choose salt or fresh water' }),
  /** The kind of water (reservoir, surf ...); suggested from the spot when absent */
  waterKind: ZWaterKind.optional(),
});
export type TCreateReportRequest = z.input<typeof ZCreateReportRequest>;

export const ZReportId = z.string().uuid('Invalid report id');

export const ZListReportsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  species: oneLineText().trim().max(60).optional(),
  place: oneLineText().trim().max(200).optional(),
  from: ZCalendarDate().optional(),
  to: ZCalendarDate().optional(),
});
export type TListReportsQuery = z.input<typeof ZListReportsQuery>;

export const ZReportSummary = z.object({
  id: z.string(),
  createdAt: z.string(),
  date: z.string(),
  locationName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  species: z.string().nullable(),
  speciesName: z.string().nullable(),
  fishingType: z.enum(FISHING_TYPES),
  baitType: z.enum(BAIT_TYPES),
  habitat: z.enum(HABITATS),
  score: z.number().nullable(),
  verdict: z.string().nullable(),
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

/** Response of GET /api/reports. */
export const ZReportList = z.object({
  items: z.array(ZReportSummary),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TReportList = z.infer<typeof ZReportList>;

/** Response of GET /api/reports/{id}. */
export const ZReport = ZReportSummary.extend({
  timeZone: z.string(),
  placeId: z.string().nullable(),
  markdown: z.string(),
  /** The science's structured report; null for a report stored in an older shape (its text still shows) */
  structured: ZStructuredReport.nullable(),
  /** The conditions the report was built from; null for an older report */
  conditions: ZReportConditionsSnapshot.nullable(),
  writer: z.object({
    kind: z.enum(['built-in', 'model']),
    model: z.string().nullable(),
    aiSettingsVersion: z.number().nullable(),
    note: z.string().nullable(),
  }),
  timings: z.record(z.string(), z.number()),
});
export type TReport = z.infer<typeof ZReport>;

/**
 * The steps POST /api/reports announces, in order. The server's stream may only send these (its
 * test parses every event with ZReportProgress); the page shows any other step it is sent by its
 * label, so a step added on the server before this list is never dropped.
 */
export const REPORT_STEPS = ['conditions', 'analysis', 'writing', 'saving'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];

const progressEvent = <S extends z.ZodType<string>>(step: S) =>
  z.object({
    type: z.literal('progress'),
    step,
    /** What the member reads ("Writing your report") */
    label: z.string(),
    /** How far along, 0 to 1 */
    share: z.number(),
  });

/** One event of POST /api/reports with Accept: text/event-stream; its SSE name is its `type`. */
export const ZReportProgress = z.discriminatedUnion('type', [
  progressEvent(z.enum(REPORT_STEPS)),
  z.object({ type: z.literal('done'), id: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TReportProgress = z.infer<typeof ZReportProgress>;

/** What a client accepts: the same events, with a step it may not know yet. */
export const ZReportProgressReceived = z.discriminatedUnion('type', [
  progressEvent(z.string()),
  z.object({ type: z.literal('done'), id: z.string() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type TReportProgressReceived = z.infer<typeof ZReportProgressReceived>;

export const ZSubscription = z.object({
  tier: z.string(),
  features: z.array(z.string()),
  limits: z.record(z.string(), z.number()),
  status: z.string(),
  expiresAt: z.string().nullable(),
});
/** Response of GET /api/me/subscription and POST /api/billing/switch. */
export const ZSubscriptionDetails = ZSubscription.extend({
  planName: z.string(),
  reportWindow: z.enum(['lifetime', 'calendar-month']),
  reportsUsed: z.number(),
  reportsLeft: z.number(),
  billing: ZBillingView,
});
export type TSubscriptionDetails = z.infer<typeof ZSubscriptionDetails>;

export const ZSetTierRequest = z.object({
  tier: z.enum(PLAN_TIERS),
  expiresAt: z.string().datetime().nullable().optional(),
});
