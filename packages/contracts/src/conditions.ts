import { z } from 'zod';
import { ZLatitude, ZLongitude } from './locations.ts';

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

const num = z.number().nullable();

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

export const ZWeatherHour = z.object({
  time: z.string(),
  airTempF: num,
  pressureHpa: num,
  windMph: num,
  windDirDeg: num,
  gustMph: num,
  cloudPct: num,
  precipIn: num,
  precipChancePct: num,
});
export type TWeatherHour = z.infer<typeof ZWeatherHour>;

export const ZMarineHour = z.object({
  time: z.string(),
  waveHeightFt: num,
  wavePeriodS: num,
  seaTempF: num,
});

export const ZGauge = z.object({
  id: z.string(),
  name: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  distanceKm: z.number(),
  link: z.string(),
  readings: z.array(
    z.object({
      parameter: z.enum(['discharge', 'gageHeight', 'waterTemp']),
      value: num,
      unit: z.enum(['cfs', 'ft', 'F']),
      observedAt: z.string(),
      trend: z.enum(['rising', 'falling', 'steady']).nullable(),
    }),
  ),
});
export type TGauge = z.infer<typeof ZGauge>;

const ZObservation = z.object({ value: z.number(), observedAt: z.string() }).nullable();
export const ZCoast = z.object({
  stationId: z.string(),
  stationName: z.string(),
  waterLevelFt: ZObservation,
  waterTempF: ZObservation,
});

export const SOURCE_IDS = [
  'open-meteo-forecast',
  'open-meteo-marine',
  'usgs-water',
  'noaa-coops',
  'tide-predictions',
  'astronomy',
  'bite-model',
] as const;
export const ZSourceId = z.enum(SOURCE_IDS);
export type TSourceId = z.infer<typeof ZSourceId>;

export const ZSource = z.object({
  id: ZSourceId,
  name: z.string(),
  link: z.string(),
  attribution: z.string(),
  /** When the data was fetched or computed (ISO); null if never */
  fetchedAt: z.string().nullable(),
  stale: z.boolean(),
});
export type TSource = z.infer<typeof ZSource>;

export const ZMissing = z.object({ source: ZSourceId, message: z.string() });
export type TMissing = z.infer<typeof ZMissing>;

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
      kind: z.enum(['measured', 'forecast']),
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
