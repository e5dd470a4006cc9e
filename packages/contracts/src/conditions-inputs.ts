import { z } from 'zod';

/**
 * What the outside services delivered for a spot (forecast, marine, river gauges, coastal
 * station) and where each piece came from. A report stores these too (its conditions snapshot),
 * so the science can be re-run on exactly what it saw.
 */
const num = z.number().nullable();

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
  'open-meteo-climate',
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
  /**
   * With `stale`: why, in words ("Last good readings from 3:50 AM CST: USGS rate limit reached,
   * next try after 5:40 AM CST"). Absent on data stored before it existed.
   */
  note: z.string().optional(),
});
export type TSource = z.infer<typeof ZSource>;

export const ZMissing = z.object({
  source: ZSourceId,
  message: z.string(),
  /**
   * Why it is missing: the service did not answer, it asked us to slow down (rate limit), or the
   * date is outside what it covers. Absent on data stored before it existed.
   */
  reason: z.enum(['unavailable', 'rate-limited', 'out-of-range']).optional(),
  /** When the service was last tried (ISO), for `unavailable` and `rate-limited`. */
  triedAt: z.string().optional(),
});
export type TMissing = z.infer<typeof ZMissing>;
