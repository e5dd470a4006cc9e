import { z } from 'zod';
import { oneLineText } from './validation.ts';

/** The 50 states and the District of Columbia, by USPS code. */
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
] as const; // prettier-ignore
export type UsStateCode = (typeof US_STATE_CODES)[number];

/**
 * What a closure does to a fishery: `closed` (no fishing for it at all, e.g. a closed season or
 * area), `harvest-closed` (catch and release only because harvest is closed), `catch-and-release`
 * (always release, e.g. Atlantic sailfish from shore in some states), `release-rules` (open, with
 * handling or gear rules the angler must read).
 */
export const CLOSURE_RULES = [
  'closed',
  'harvest-closed',
  'catch-and-release',
  'release-rules',
] as const;
export type ClosureRule = (typeof CLOSURE_RULES)[number];

export const CLOSURE_RULE_LABELS: Record<ClosureRule, string> = {
  closed: 'Closed',
  'harvest-closed': 'Harvest closed (catch and release only)',
  'catch-and-release': 'Catch and release only',
  'release-rules': 'Open with release rules',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string): boolean => {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const calendarDate = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .refine(isCalendarDate, `${what} must be a real date (yyyy-MM-dd)`);

/**
 * One row of the seasons-and-closures table: a rule for a species in a state's (or federal)
 * waters, between two dates. `recurs: 'yearly'` repeats the same month-day span every year (the
 * dates give the first span, e.g. 2025-12-01 to 2026-02-28); `once` applies only between the
 * dates. `area` narrows it to a named part of the state's waters (e.g. "Gulf", "Marine Area 10"),
 * matched by the science's area table; null means all of the state's waters of that kind.
 * `fishingTypes` narrows it to some ways of fishing (California's groundfish closure is for boat
 * anglers); null means everyone. Every row is sourced: an https URL, the year it was read and a
 * date by which staff must review it.
 */
export const ZClosureRowInput = z
  .object({
    state: z.enum(US_STATE_CODES, { error: 'Choose a US state' }).nullable(),
    jurisdiction: z.enum(['state', 'federal'], { error: 'Choose state or federal waters' }),
    waters: z.enum(['fresh', 'salt'], { error: 'Choose fresh or salt water' }),
    area: oneLineText().trim().max(80).nullable(),
    speciesId: oneLineText().trim().min(1, 'Species is required').max(60),
    rule: z.enum(CLOSURE_RULES, { error: 'Choose a rule' }),
    fishingTypes: z
      .array(z.enum(['shore', 'boat', 'kayak']))
      .min(1)
      .nullable(),
    startDate: calendarDate('Start date'),
    endDate: calendarDate('End date'),
    recurs: z.enum(['yearly', 'once']),
    summary: oneLineText().trim().min(1, 'Summary is required').max(300),
    sourceUrl: z
      .string({ error: 'Source URL is required' })
      .trim()
      .url('Source must be a URL')
      .refine((u) => u.startsWith('https://'), 'Source must be an https:// URL'),
    readYear: z.number().int().min(2000, 'Year read looks wrong').max(2100),
    reviewBy: calendarDate('Review date'),
  })
  .superRefine((row, ctx) => {
    if (row.endDate < row.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date is before the start date',
      });
    if (row.recurs === 'yearly' && daysBetween(row.startDate, row.endDate) > 366)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'A yearly rule spans at most a year',
      });
    if (row.jurisdiction === 'state' && row.state === null)
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'A state rule needs its state' });
  });
export type TClosureRowInput = z.infer<typeof ZClosureRowInput>;

export const ZClosureRow = z.object({
  id: z.string(),
  state: z.enum(US_STATE_CODES).nullable(),
  jurisdiction: z.enum(['state', 'federal']),
  waters: z.enum(['fresh', 'salt']),
  area: z.string().nullable(),
  speciesId: z.string(),
  rule: z.enum(CLOSURE_RULES),
  fishingTypes: z.array(z.enum(['shore', 'boat', 'kayak'])).nullable(),
  startDate: z.string(),
  endDate: z.string(),
  recurs: z.enum(['yearly', 'once']),
  summary: z.string(),
  sourceUrl: z.string(),
  readYear: z.number(),
  reviewBy: z.string(),
});
export type TClosureRow = z.infer<typeof ZClosureRow>;

function daysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

/** The regulation status of one target on the report's date and place. */
export const ZTargetRegulation = z.object({
  status: z.enum(['open', ...CLOSURE_RULES]),
  /** Plain words: "Harvest of snook is closed in Gulf state waters Dec 1 - Feb 28" */
  text: z.string(),
  sourceUrl: z.string().nullable(),
  /** A season change within the next 30 days: "harvest opens March 1" */
  change: z.string().nullable(),
});
export type TTargetRegulation = z.infer<typeof ZTargetRegulation>;

/** Where the rules for the spot are, and what applies on the date (guidance, not legal advice). */
export const ZReportRules = z.object({
  state: z.enum(US_STATE_CODES).nullable(),
  /** State waters, federal waters (beyond 3 nmi; 9 off Texas and Gulf Florida), or unknown */
  jurisdiction: z.enum(['state', 'federal', 'unknown']),
  /** Distance from the coastline in nautical miles when at sea, else null */
  offshoreNm: z.number().nullable(),
  agencies: z.array(
    z.object({ name: z.string(), url: z.string(), scope: z.enum(['fresh', 'salt', 'federal']) }),
  ),
  closures: z.array(
    z.object({
      speciesId: z.string(),
      commonName: z.string(),
      rule: z.enum(CLOSURE_RULES),
      text: z.string(),
      sourceUrl: z.string(),
      readYear: z.number(),
    }),
  ),
  /** "Rules change; check ... before you fish. This is guidance, not legal advice." */
  note: z.string(),
  /**
   * Special rules of this water on the date, each sourced: tackle and gear rules, stream-type
   * seasons, border-water licences, a national park's permit. Absent in reports written before
   * they were kept.
   */
  notices: z
    .array(z.object({ text: z.string(), sourceUrl: z.string(), readYear: z.number() }))
    .optional(),
});
export type TReportRules = z.infer<typeof ZReportRules>;

/** Admin > Regulations: every row, with whether it is past its review date, and the form's choices. */
export const ZAdminClosureList = z.object({
  items: z.array(ZClosureRow.extend({ pastReview: z.boolean(), updatedAt: z.string() })),
  /** Area names by state code ('federal' for federal waters) */
  areas: z.record(z.string(), z.array(z.string())),
  species: z.array(z.object({ id: z.string(), name: z.string(), pending: z.boolean() })),
  /** Today (UTC) as the server reads it, for "past review" */
  today: z.string(),
});
export type TAdminClosureList = z.infer<typeof ZAdminClosureList>;

/** The id of a closure row in a path (seed ids are kebab-case words; new rows get a UUID). */
export const ZClosureRowId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'Not a closure row id');

/** GET /api/rules: where the rules are for a spot and what is closed there today. */
export const ZSpotRulesQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  habitat: z.enum(['fresh', 'salt']),
});
export const ZSpotRules = z.object({ date: z.string(), rules: ZReportRules });
export type TSpotRules = z.infer<typeof ZSpotRules>;
