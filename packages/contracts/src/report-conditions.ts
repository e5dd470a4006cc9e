import { z } from 'zod';
import { ZLocalEvent } from './conditions-day.ts';
import { ZMissing, ZSource, ZWeatherHour } from './conditions-inputs.ts';

/**
 * The conditions part of the structured report (sky, solunar, weather summary, water
 * temperature, tide plan) and the snapshot of raw inputs a report is stored with.
 */
const num = z.number().nullable();

export const ZPressureTrend = z.enum(['falling', 'rising', 'steady']);

export const ZWeatherSummary = z.object({
  airMinF: num,
  airMaxF: num,
  windMinMph: num,
  windMaxMph: num,
  gustMaxMph: num,
  windFrom: z.string().nullable(),
  pressureTrend: ZPressureTrend.nullable(),
  pressureChangeHpa: num,
  frontHoursAgo: num,
  cloudMeanPct: num,
  precipTotalIn: num,
  precipProbMaxPct: num,
});

export const ZWaterTemp = z.object({
  tempF: z.number(),
  /**
   * measured today; a model forecast; estimated from the recent air record; or `climatology`:
   * typical for this calendar date (normals, with the spread across years as its error)
   */
  kind: z.enum(['measured', 'forecast', 'air-estimate', 'climatology']),
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

const ZSeries = z.array(z.number());
/**
 * A spot's climatology (the science's `ClimateNormals`): 366-day arrays of typical air and
 * sea-surface temperature with their spread across years, and where they came from.
 */
export const ZClimateNormals = z.object({
  air: z
    .object({
      meanF: ZSeries,
      sdF: ZSeries,
      minF: ZSeries.nullable(),
      maxF: ZSeries.nullable(),
    })
    .nullable(),
  sea: z.object({ meanF: ZSeries, sdF: ZSeries }).nullable(),
  airSource: z.string().nullable(),
  seaSource: z.string().nullable(),
  airDistanceKm: z.number().nullable(),
  seaDistanceKm: z.number().nullable(),
});

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
  /** The spot's climatology the report used; absent on older reports */
  climate: ZClimateNormals.nullable().optional(),
  sources: z.array(ZSource),
  missing: z.array(ZMissing),
});
export type TReportConditionsSnapshot = z.infer<typeof ZReportConditionsSnapshot>;
