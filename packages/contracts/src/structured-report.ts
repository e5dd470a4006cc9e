import { z } from 'zod';
import { ZLocalEvent, ZMissing, ZSource, ZWeatherHour } from './conditions.ts';

/**
 * The science's structured report (packages/scout builds it, the writers and the report page read
 * it). Version 2: water temperature with method and error, sourced or typical species ranges,
 * factor contributions and a verdict capped by safety warnings.
 */
const num = z.number().nullable();
const FISHING = z.enum(['shore', 'boat', 'kayak']);
const BAIT = z.enum(['artificial', 'fly', 'live']);
const HABITAT = z.enum(['fresh', 'salt']);
const PHASE = z.enum(['winter', 'pre-spawn', 'spawn', 'post-spawn', 'summer', 'fall']);
export const FACTORS = [
  'solunar',
  'light',
  'tide',
  'pressure',
  'front',
  'wind',
  'cloud',
  'rain',
  'water',
] as const;
const FACTOR = z.enum(FACTORS);
export const REGIONS = [
  'gulf',
  'south-atlantic',
  'mid-atlantic',
  'north-atlantic',
  'pacific',
  'great-lakes',
  'inland-south',
  'inland-north',
  'alaska',
  'hawaii',
] as const;
export const WATER_BODIES = ['coast', 'lake', 'river', 'unknown'] as const;
const TREND = z.enum(['falling', 'rising', 'steady']);

export const ZReason = z.object({ factor: FACTOR, points: z.number(), text: z.string() });

export const ZHourScore = z.object({
  local: z.string(),
  utc: z.string(),
  minuteOfDay: z.number(),
  score: z.number(),
  reasons: z.array(ZReason),
  factors: z.partialRecord(FACTOR, z.number()),
  pressureTrend: TREND.nullable(),
});

export const ZTempRange = z.object({
  minF: z.number(),
  maxF: z.number(),
  status: z.enum(['sourced', 'typical']),
  lifeStage: z.enum(['adult', 'spawning']),
  /** Each citation as "publisher (year): title, locator - where in it" */
  citations: z.array(z.string()),
  note: z.string().nullable(),
});

export const ZTargetSummary = z.object({
  id: z.string(),
  commonName: z.string(),
  phase: PHASE,
  phaseFrom: z.enum(['water temperature', 'month']),
  why: z.string(),
  preferredTempF: ZTempRange,
  spawnTempF: ZTempRange,
});

export const ZBestWindow = z.object({
  start: z.string(),
  end: z.string(),
  startMinute: z.number(),
  endMinute: z.number(),
  peakScore: z.number(),
  reasons: z.array(z.string()),
});

export const ZWeatherSummary = z.object({
  airMinF: num,
  airMaxF: num,
  windMinMph: num,
  windMaxMph: num,
  gustMaxMph: num,
  windFrom: z.string().nullable(),
  pressureTrend: TREND.nullable(),
  pressureChangeHpa: num,
  frontHoursAgo: num,
  cloudMeanPct: num,
  precipTotalIn: num,
  precipProbMaxPct: num,
});

export const ZWaterTemp = z.object({
  tempF: z.number(),
  kind: z.enum(['measured', 'forecast', 'air-estimate']),
  method: z.string(),
  errorF: num,
  source: z.string(),
});
export type TWaterTemp = z.infer<typeof ZWaterTemp>;

const ZSolunarPeriod = z.object({
  kind: z.enum(['major', 'minor']),
  event: z.enum(['moon overhead', 'moon underfoot', 'moonrise', 'moonset']),
  centre: ZLocalEvent,
  startMinute: z.number(),
  endMinute: z.number(),
  coincidesWith: z.enum(['sunrise', 'sunset']).nullable(),
});

export const ZReportConditions = z.object({
  sunrise: ZLocalEvent.nullable(),
  sunset: ZLocalEvent.nullable(),
  civilDawn: ZLocalEvent.nullable(),
  civilDusk: ZLocalEvent.nullable(),
  moonrise: ZLocalEvent.nullable(),
  moonset: ZLocalEvent.nullable(),
  moon: z.object({
    phaseName: z.enum([
      'new moon',
      'waxing crescent',
      'first quarter',
      'waxing gibbous',
      'full moon',
      'waning gibbous',
      'last quarter',
      'waning crescent',
    ]),
    phaseAngle: z.number(),
    illuminationPct: z.number(),
    daysToNewMoon: z.number(),
    daysToFullMoon: z.number(),
    distanceKm: z.number(),
  }),
  solunar: z.object({
    dayRating: z.number(),
    reasons: z.array(z.string()),
    periods: z.array(ZSolunarPeriod),
  }),
  weather: ZWeatherSummary.nullable(),
  /** Null when nothing measured, forecast or estimated could be had */
  water: ZWaterTemp.nullable(),
});

export const ZTideStation = z.object({
  /** Tide database id, e.g. noaa/8771450 */
  id: z.string(),
  /** The id the station's own source gives it (a NOAA number for NOAA stations) */
  sourceStationId: z.string(),
  /** Who measured the constants: "NOAA CO-OPS", "TICON-4 (GESLA-4 records)" ... */
  sourceName: z.string(),
  name: z.string(),
  region: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  type: z.enum(['reference', 'subordinate']),
  timeZone: z.string(),
  distanceKm: z.number(),
  attribution: z.string(),
  sourceUrl: z.string(),
});
export type TTideStation = z.infer<typeof ZTideStation>;

export const ZTidePlan = z.object({
  station: ZTideStation,
  extremes: z.array(ZLocalEvent.extend({ kind: z.enum(['high', 'low']), heightFt: z.number() })),
  curve: z.array(z.object({ minuteOfDay: z.number(), utc: z.string(), heightFt: z.number() })),
  rangeFt: num,
  advice: z.array(z.string()),
  attribution: z.string(),
});

export const ZSafetyNote = z.object({
  level: z.enum(['warning', 'caution', 'info']),
  topic: z.enum(['cold water', 'wind', 'lightning', 'heat', 'tide', 'darkness', 'navigation']),
  text: z.string(),
  /** A warning for this fishing type: it caps the verdict and leads the summary */
  capsVerdict: z.boolean(),
});

export const ZVerdict = z.object({
  rating: z.enum(['excellent', 'good', 'fair', 'poor']),
  score: z.number(),
  headline: z.string(),
  drivers: z.array(z.string()),
  /** The safety topic that held the rating down, or null */
  cappedBy: z.string().nullable(),
  /** Mean points each factor added over the day's four best hours, largest first */
  contributions: z.array(z.object({ factor: FACTOR, points: z.number() })),
});

/**
 * What members shared near the spot (the server's search, summarised by the science). Counts
 * only: no post's spot is given here, and each was found by the point its poster allowed.
 */
export const ZLocalIntel = z.object({
  radiusMi: z.number(),
  days: z.number(),
  /** The species searched for; null for every species */
  speciesName: z.string().nullable(),
  count: z.number(),
  summary: z.string(),
  shared: z.array(z.object({ label: z.string(), count: z.number() })),
  /** Miles to the nearest report's shown point */
  nearestMi: z.number().nullable(),
});
export type TLocalIntel = z.infer<typeof ZLocalIntel>;

export const ZStructuredReport = z.object({
  version: z.literal(2),
  place: z.object({
    name: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
    timeZone: z.string(),
    region: z.enum(REGIONS),
  }),
  date: z.string(),
  habitat: z.object({
    habitat: HABITAT,
    chosenBy: z.enum(['user', 'suggested']),
    confidence: z.enum(['certain', 'likely', 'possible']),
    reasons: z.array(z.string()),
  }),
  waterBody: z.enum(WATER_BODIES),
  fishingType: FISHING,
  baitType: BAIT,
  targets: z.array(ZTargetSummary),
  targetsChosenBy: z.enum(['user', 'suggested']),
  verdict: ZVerdict,
  bestWindows: z.array(ZBestWindow),
  hourly: z.array(ZHourScore),
  whereToFish: z.array(
    z.object({ speciesId: z.string(), commonName: z.string(), phase: PHASE, where: z.string() }),
  ),
  howToFish: z.array(
    z.object({
      speciesId: z.string(),
      commonName: z.string(),
      baitType: BAIT,
      fishingType: FISHING,
      presentation: z.object({
        what: z.string(),
        size: z.string(),
        colours: z.string(),
        how: z.string(),
      }),
      approach: z.string(),
      feedingTimes: z.array(z.string()),
    }),
  ),
  conditions: ZReportConditions,
  tidePlan: ZTidePlan.nullable(),
  safety: z.array(ZSafetyNote),
  missing: z.array(z.string()),
  sources: z.array(z.object({ label: z.string(), detail: z.string() })),
  /** Absent on reports written before local intel existed */
  localIntel: ZLocalIntel.nullable().optional(),
});
export type TStructuredReport = z.infer<typeof ZStructuredReport>;

/**
 * What a report keeps of the conditions it was built from (stored with it): the science is
 * re-run from exactly this, including the tide station, so the report and its snapshot agree.
 */
export const ZReportConditionsSnapshot = z.object({
  timeZone: z.string(),
  /** The tide station the report used (database id), or null */
  tideStation: z.object({ id: z.string(), name: z.string(), distanceKm: z.number() }).nullable(),
  /** Forecast hours from seven days before the report date to its end */
  weather: z.array(ZWeatherHour).nullable(),
  /** A water temperature measured today near the spot */
  measuredWater: z.object({ tempF: z.number(), source: z.string() }).nullable(),
  /** The sea-surface forecast for the report date */
  seaForecast: z.object({ tempF: z.number(), source: z.string() }).nullable(),
  /** Whether the spot lies in a mapped lake */
  inLake: z.boolean(),
  sources: z.array(ZSource),
  missing: z.array(ZMissing),
});
export type TReportConditionsSnapshot = z.infer<typeof ZReportConditionsSnapshot>;
