import { z } from 'zod';
import { FISHING_TYPES, HABITATS } from './reports.ts';
import { oneLineText } from './validation.ts';

/** Saved spots a member may keep, and how many of them may send bite alerts on each plan. */
export const SPOT_RULES = { maxSpots: 50, freeAlertSpots: 1, maxNameLength: 80 } as const;
/**
 * Bite alerts are checked once a day at 5 PM at the spot (time to plan the next dawn); a check
 * that runs late (a server was down) still sends until 9 PM, after that it waits for the next day.
 */
export const ALERT_SCHEDULE = { localHour: 17, latestLocalHour: 21 } as const;

/** Spots compared side by side at most. */
export const COMPARE_MAX_SPOTS = 3;

export const ZSpotAlert = z.object({
  minScore: z
    .number({ error: 'Alert threshold must be a number from 0 to 100' })
    .int('Alert threshold must be a whole number')
    .min(0, 'Alert threshold must be from 0 to 100')
    .max(100, 'Alert threshold must be from 0 to 100'),
});
export type TSpotAlert = z.infer<typeof ZSpotAlert>;

const name = oneLineText({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(SPOT_RULES.maxNameLength, `Name must be at most ${SPOT_RULES.maxNameLength} characters`);
const species = oneLineText()
  .trim()
  .max(60, 'Species must be at most 60 characters')
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

/** POST /api/spots: `{ name, latitude, longitude, habitat, species?, fishingType?, alert }`. */
export const ZCreateSpotRequest = z.object({
  name,
  latitude: z
    .number({ error: 'Latitude is required' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90'),
  longitude: z
    .number({ error: 'Longitude is required' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180'),
  habitat: z.enum(HABITATS, { error: 'Choose salt or fresh water' }),
  species,
  fishingType: z
    .enum(FISHING_TYPES, { error: 'Fishing type must be shore, boat or kayak' })
    .nullable()
    .optional(),
  alert: ZSpotAlert.nullable().default(null),
});
export type TCreateSpotRequest = z.input<typeof ZCreateSpotRequest>;

/** PATCH /api/spots/{id}: rename, change the defaults, turn the alert on, off or to a new threshold. */
export const ZUpdateSpotRequest = z
  .object({
    name,
    habitat: z.enum(HABITATS, { error: 'Choose salt or fresh water' }),
    species,
    fishingType: z
      .enum(FISHING_TYPES, { error: 'Fishing type must be shore, boat or kayak' })
      .nullable(),
    alert: ZSpotAlert.nullable(),
  })
  .partial()
  .strict();
export type TUpdateSpotRequest = z.input<typeof ZUpdateSpotRequest>;

export const ZSpotId = z.string().uuid('Invalid spot id');

export const ZSpot = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  habitat: z.enum(HABITATS),
  species: z.string().nullable(),
  fishingType: z.enum(FISHING_TYPES).nullable(),
  alert: ZSpotAlert.nullable(),
  /** The spot's IANA time zone (alerts are checked at its local evening) */
  timeZone: z.string(),
  createdAt: z.string(),
});
export type TSpot = z.infer<typeof ZSpot>;

/** Response of GET /api/spots: oldest first, with what the member's plan allows. */
export const ZSpotList = z.object({
  items: z.array(ZSpot),
  maxSpots: z.number(),
  /** How many spots may send alerts on the member's plan (null: all of them) */
  alertSpotsAllowed: z.number().nullable(),
});
export type TSpotList = z.infer<typeof ZSpotList>;

/** POST /api/alerts/unsubscribe/{token} answers the spot whose alerts stopped. */
export const ZUnsubscribeResponse = z.object({
  spotName: z.string(),
  /** False when the alert had already been stopped (the link works more than once) */
  stopped: z.boolean(),
});
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponse>;

/** Response of POST /api/admin/alerts/run. */
export const ZAlertRunResult = z.object({
  checked: z.number(),
  sent: z.number(),
  skipped: z.number(),
  failed: z.number(),
});
export type TAlertRunResult = z.infer<typeof ZAlertRunResult>;
