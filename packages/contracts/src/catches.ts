import { z } from 'zod';
import { freeText, oneLineText } from './validation.ts';

/** How the fish was caught: the choices of the catch log. */
export const CATCH_METHODS = [
  'casting',
  'fly',
  'bottom',
  'float',
  'jigging',
  'trolling',
  'drifting',
  'sight',
  'other',
] as const;
export type CatchMethod = (typeof CATCH_METHODS)[number];
export const CATCH_METHOD_LABELS: Record<CatchMethod, string> = {
  casting: 'Casting lures',
  fly: 'Fly fishing',
  bottom: 'Bait on the bottom',
  float: 'Under a float or cork',
  jigging: 'Jigging',
  trolling: 'Trolling',
  drifting: 'Drifting',
  sight: 'Sight casting',
  other: 'Other',
};

/** What a catch keeps and how far back one may be logged. */
export const CATCH_RULES = {
  maxDaysBack: 365,
  /** A phone clock a little ahead of the server's is not "the future" */
  futureSlackMinutes: 10,
  maxNotes: 2000,
  maxBait: 80,
  maxLengthIn: 200,
  maxWeightLb: 2000,
} as const;

const optionalNumber = (max: number, name: string) =>
  z
    .number()
    .positive(`${name} must be more than 0`)
    .max(max, `${name} must be at most ${max}`)
    .nullable()
    .optional();

export const ZCreateCatchRequest = z.object({
  caughtAt: z.iso.datetime({ offset: true, error: 'Time must be a date and time' }),
  location: z.object({
    latitude: z.number({ error: 'Pick the spot on the map' }).min(-90).max(90),
    longitude: z.number({ error: 'Pick the spot on the map' }).min(-180).max(180),
  }),
  species: oneLineText().trim().min(1, 'Choose a species').max(60),
  lengthIn: optionalNumber(CATCH_RULES.maxLengthIn, 'Length'),
  weightLb: optionalNumber(CATCH_RULES.maxWeightLb, 'Weight'),
  bait: oneLineText().trim().min(1, 'Say what bait or lure').max(CATCH_RULES.maxBait),
  method: z.enum(CATCH_METHODS, { error: 'Choose a method' }),
  notes: freeText().max(CATCH_RULES.maxNotes).default(''),
  photoId: z.uuid('Invalid photo').nullable().optional(),
});
export type TCreateCatchRequest = z.input<typeof ZCreateCatchRequest>;

export const ZCatchId = z.uuid('Invalid catch id');

export const LIGHT_PERIODS = ['night', 'dawn', 'day', 'dusk'] as const;
export const TIDE_STAGES = ['rising', 'falling', 'high slack', 'low slack'] as const;
export const PRESSURE_TRENDS = ['falling', 'steady', 'rising'] as const;
export const SOLUNAR_STATES = ['major', 'minor', 'none'] as const;

const num = z.number().nullable();

/** The conditions of the hour and place of a catch, from our sources and the science. */
export const ZCatchConditions = z.object({
  /** Local wall-clock time of the catch, yyyy-MM-ddTHH:mm */
  local: z.string(),
  airTempF: num,
  windMph: num,
  gustMph: num,
  windFrom: z.string().nullable(),
  pressureHpa: num,
  pressureTrend: z.enum(PRESSURE_TRENDS).nullable(),
  water: z
    .object({
      tempF: z.number(),
      kind: z.enum(['measured', 'forecast', 'air-estimate', 'climatology']),
      errorF: num,
      source: z.string(),
    })
    .nullable(),
  tide: z
    .object({
      stage: z.enum(TIDE_STAGES),
      heightFt: z.number(),
      flowFtPerHour: z.number(),
      stationName: z.string(),
      stationDistanceKm: z.number(),
    })
    .nullable(),
  moonPhase: z.string(),
  moonIlluminationPct: z.number(),
  solunar: z.enum(SOLUNAR_STATES),
  solunarEvent: z.string().nullable(),
  light: z.enum(LIGHT_PERIODS),
  sunAltitudeDeg: z.number(),
  sources: z.array(z.string()),
  missing: z.array(z.string()),
});
export type TCatchConditions = z.infer<typeof ZCatchConditions>;

export const ZCatch = z.object({
  id: z.string(),
  caughtAt: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  placeName: z.string(),
  species: z.string(),
  speciesName: z.string(),
  lengthIn: num,
  weightLb: num,
  bait: z.string(),
  method: z.enum(CATCH_METHODS),
  notes: z.string(),
  photoUrl: z.string().nullable(),
  conditions: ZCatchConditions,
  sharedPostId: z.string().nullable(),
  createdAt: z.string(),
});
export type TCatch = z.infer<typeof ZCatch>;

export const ZListCatchesQuery = z.object({
  species: oneLineText().trim().max(60).optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZCatchList = z.object({ items: z.array(ZCatch), nextBefore: z.string().nullable() });
export type TCatchList = z.infer<typeof ZCatchList>;

const ZCount = z.object({ key: z.string(), count: z.number() });
/** "What worked for me": a member's catches of one species (or all) counted by condition. */
export const ZCatchStats = z.object({
  total: z.number(),
  species: z.array(z.object({ id: z.string(), name: z.string(), count: z.number() })),
  byLight: z.array(ZCount),
  byTide: z.array(ZCount),
  byPressure: z.array(ZCount),
  bySolunar: z.array(ZCount),
  byMoon: z.array(ZCount),
  byWaterTemp: z.array(ZCount),
  byBait: z.array(ZCount),
  byMethod: z.array(ZCount),
});
export type TCatchStats = z.infer<typeof ZCatchStats>;

/** An uploaded photo, re-encoded without its metadata. */
export const ZUploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;

/** What an upload may be: checked by size, then by decoding it (never by the declared type). */
export const IMAGE_RULES = {
  maxBytes: 8 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxEdge: 1600,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
} as const;
