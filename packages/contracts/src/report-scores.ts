import { z } from 'zod';
import { ZPressureTrend } from './report-conditions.ts';

/**
 * How the structured report scores the day: each hour's factor points and reasons, the best
 * windows, the verdict and the safety notes that can cap it.
 */
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

export const ZReason = z.object({ factor: FACTOR, points: z.number(), text: z.string() });

export const ZHourScore = z.object({
  local: z.string(),
  utc: z.string(),
  minuteOfDay: z.number(),
  score: z.number(),
  reasons: z.array(ZReason),
  factors: z.partialRecord(FACTOR, z.number()),
  pressureTrend: ZPressureTrend.nullable(),
});

export const ZBestWindow = z.object({
  start: z.string(),
  end: z.string(),
  startMinute: z.number(),
  endMinute: z.number(),
  peakScore: z.number(),
  reasons: z.array(z.string()),
});

export const ZSafetyNote = z.object({
  level: z.enum(['warning', 'caution', 'info']),
  topic: z.enum([
    'cold water',
    'ice',
    'wind',
    'lightning',
    'heat',
    'tide',
    'darkness',
    'navigation',
    // Added in science pass 5 (old reports never hold them): sea state and bars, tidal current
    // and shipping, surf and sneaker waves, low-head dams.
    'marine forecast',
    'bar crossing',
    'current',
    'surf',
    'dam',
    // Science pass 8: bears at salmon water, stingrays when wading; harmful algal blooms.
    'wildlife',
    'water quality',
  ]),
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
