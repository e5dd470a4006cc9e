import { z } from 'zod';
import {
  PERFORMANCE_METRICS,
  PERFORMANCE_RANGES,
  VITAL_RATINGS,
  type PerformanceRange,
} from './vitals-constants.ts';

const PERFORMANCE_RANGE_NAMES = Object.keys(PERFORMANCE_RANGES) as [
  PerformanceRange,
  ...PerformanceRange[],
];

/** A route pattern as the web app's router names it (`/app/reports/:id`), never a filled-in path. */
const ZRoute = z
  .string()
  .max(200)
  .regex(/^\/[A-Za-z0-9/:_.*-]*$/, 'A route pattern such as /app/reports/:id.');

export const ZVitalEntry = z.object({
  name: z.enum(PERFORMANCE_METRICS),
  /** Milliseconds, or CLS's unitless score. Ten minutes is longer than any page takes. */
  value: z.number().finite().min(0).max(600_000),
  route: ZRoute,
  /** For route transitions: where the user came from. */
  from: ZRoute.optional(),
  navigationType: z
    .enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'])
    .optional(),
});

/**
 * POST /api/vitals, sent with navigator.sendBeacon (text/plain) or fetch keepalive: a random id per
 * page visit and up to 20 entries. The user id is the server's (from the session cookie), never
 * the body's.
 */
export const ZVitalsBeacon = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'A random id per visit.'),
  entries: z.array(ZVitalEntry).min(1).max(20),
});
export type TVitalsBeacon = z.infer<typeof ZVitalsBeacon>;

export const ZPerformanceQuery = z.object({
  range: z.enum(PERFORMANCE_RANGE_NAMES).default('1h'),
});

export const ZRouteMetricSummary = z.object({
  name: z.enum(PERFORMANCE_METRICS),
  p75: z.number(),
  samples: z.number(),
  rating: z.enum(VITAL_RATINGS).nullable(),
});
export type TRouteMetricSummary = z.infer<typeof ZRouteMetricSummary>;

export const ZRoutePerformance = z.object({
  route: z.string(),
  /** 0 good ... 2 poor: the worst rating among its metrics, for sorting worst first. */
  worst: z.number(),
  metrics: z.array(ZRouteMetricSummary),
});
export type TRoutePerformance = z.infer<typeof ZRoutePerformance>;

export const ZPerformanceTrendPoint = z.object({
  /** Start of the bucket. */
  at: z.string(),
  name: z.enum(PERFORMANCE_METRICS),
  p75: z.number(),
  samples: z.number(),
});
export type TPerformanceTrendPoint = z.infer<typeof ZPerformanceTrendPoint>;

/** GET /api/admin/performance?range=1h */
export const ZPerformanceSummary = z.object({
  range: z.enum(PERFORMANCE_RANGE_NAMES),
  from: z.string(),
  to: z.string(),
  bucketMs: z.number(),
  routes: z.array(ZRoutePerformance),
  trend: z.array(ZPerformanceTrendPoint),
  totalSamples: z.number(),
});
export type TPerformanceSummary = z.infer<typeof ZPerformanceSummary>;
