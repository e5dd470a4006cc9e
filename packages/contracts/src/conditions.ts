import { z } from 'zod';
import {
  ZCoast,
  ZGauge,
  ZMarineHour,
  ZMissing,
  ZSource,
  ZWeatherHour,
} from './conditions-inputs.ts';
import { ZConditionsDay } from './conditions-day.ts';
import { ZLatitude, ZLongitude } from './locations.ts';

/*
 * GET /api/conditions: the query and the response. The pieces of a day and the outside data it
 * was built from live in conditions-day.ts and conditions-inputs.ts, which reports reuse.
 */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** Days shown: today and the next 7. */
export const CONDITIONS_DAYS = 8;

export const ZConditionsQuery = z.object({
  lat: ZLatitude,
  lon: ZLongitude,
  /** Show tides inside a mapped freshwater lake too ("on"); by default lakes get none */
  tides: z.enum(['auto', 'on']).optional(),
  date: z
    .string()
    .regex(DATE_PATTERN, 'Date must be yyyy-MM-dd')
    .refine(isCalendarDate, 'Date must be a real calendar date')
    .optional(),
});
export type TConditionsQuery = z.input<typeof ZConditionsQuery>;

export const ZConditionsResponse = z.object({
  location: z.object({
    latitude: z.number(),
    longitude: z.number(),
    name: z.string(),
    timezone: z.string(),
    today: z.string(),
  }),
  /** First day shown (the requested date, or today at the spot) */
  date: z.string(),
  /** Tides are shown (a tide station is near and the spot is not in a lake, or tides were asked for) */
  coastal: z.boolean(),
  /** The spot lies in a mapped freshwater lake, so tides are off unless asked for */
  inLake: z.boolean(),
  /** The water temperature the bite score used for the first day, with where it came from */
  water: z
    .object({
      tempF: z.number(),
      kind: z.enum(['measured', 'forecast', 'air-estimate', 'climatology']),
      /** How it was obtained (estimates and typical values); absent on a measurement */
      method: z.string().optional(),
      /** Expected error, ± °F; null for a measurement */
      errorF: z.number().nullable(),
      source: z.string(),
    })
    .nullable(),
  days: z.array(ZConditionsDay),
  weather: z.array(ZWeatherHour).nullable(),
  marine: z.array(ZMarineHour).nullable(),
  gauges: z.array(ZGauge).nullable(),
  coast: ZCoast.nullable(),
  sources: z.array(ZSource),
  missing: z.array(ZMissing),
});
export type TConditionsResponse = z.infer<typeof ZConditionsResponse>;
