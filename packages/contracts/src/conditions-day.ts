import { z } from 'zod';

/**
 * One day of the conditions page: sun and moon events, solunar periods, tides and the general
 * bite score. ZLocalEvent is shared with the structured report, which times its events the same way.
 */
export const ZLocalEvent = z.object({
  utc: z.string(),
  local: z.string(),
  minuteOfDay: z.number(),
});
export type TLocalEvent = z.infer<typeof ZLocalEvent>;
const event = ZLocalEvent.nullable();

export const ZSkyDay = z.object({
  sunrise: event,
  sunset: event,
  civilDawn: event,
  civilDusk: event,
  moonrise: event,
  moonset: event,
  moonUpperTransit: event,
  moonLowerTransit: event,
  moon: z.object({
    phaseName: z.string(),
    illuminationPct: z.number(),
    daysToNewMoon: z.number(),
    daysToFullMoon: z.number(),
  }),
});

export const ZSolunarDay = z.object({
  periods: z.array(
    z.object({
      kind: z.enum(['major', 'minor']),
      event: z.string(),
      startMinute: z.number(),
      endMinute: z.number(),
      coincidesWith: z.enum(['sunrise', 'sunset']).nullable(),
    }),
  ),
  dayRating: z.number(),
  reasons: z.array(z.string()),
});

export const ZTidesDay = z.object({
  station: z.object({
    /** The station's own id (a NOAA number for NOAA stations) */
    id: z.string(),
    /** Who published the constants: "NOAA CO-OPS" or another set such as TICON-4 */
    source: z.string(),
    name: z.string(),
    distanceKm: z.number(),
  }),
  extremes: z.array(ZLocalEvent.extend({ kind: z.enum(['high', 'low']), heightFt: z.number() })),
  curve: z.array(z.object({ minuteOfDay: z.number(), heightFt: z.number() })),
});

export const ZBiteHour = z.object({
  hour: z.number().int().min(0).max(23),
  score: z.number(),
  reasons: z.array(z.string()),
});
export type TBiteHour = z.infer<typeof ZBiteHour>;

export const ZConditionsDay = z.object({
  date: z.string(),
  sky: ZSkyDay,
  solunar: ZSolunarDay,
  tides: ZTidesDay.nullable(),
  /** Hourly bite score for a general angler; null when the model is not available. */
  bite: z.array(ZBiteHour).nullable(),
});
export type TConditionsDay = z.infer<typeof ZConditionsDay>;
