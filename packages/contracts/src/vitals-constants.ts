/**
 * Web vitals and page timings: names, rating thresholds, the beacon's buffer and the performance
 * page's ranges. Zod-free, so the web app's beacon code can read it without pulling zod.
 */
/** Web vitals and page timings the web app sends to POST /api/vitals. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const;
export type WebVital = (typeof WEB_VITALS)[number];
export const CUSTOM_TIMINGS = ['page_load', 'route_transition'] as const;
export const PERFORMANCE_METRICS = [...WEB_VITALS, ...CUSTOM_TIMINGS] as const;
export type PerformanceMetricName = (typeof PERFORMANCE_METRICS)[number];

/** Web-vital ratings: good up to the first number, poor above the second (CLS has no unit). */
export const VITAL_THRESHOLDS: Record<WebVital, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
  FID: [100, 300],
};
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export function rateVital(name: PerformanceMetricName, value: number): VitalRating | null {
  const limits = (VITAL_THRESHOLDS as Partial<Record<string, readonly [number, number]>>)[name];
  if (!limits) return null;
  if (value <= limits[0]) return 'good';
  return value > limits[1] ? 'poor' : 'needs-improvement';
}

/** The telemetry buffer: sent when it holds 10 entries, or every 5 seconds. */
export const BEACON_BUFFER_ENTRIES = 10;
export const BEACON_FLUSH_MS = 5000;
export const VITALS_PATH = '/api/vitals';

export const PERFORMANCE_RANGES = {
  '1h': 3_600_000,
  '6h': 21_600_000,
  '24h': 86_400_000,
  '7d': 604_800_000,
} as const;
export type PerformanceRange = keyof typeof PERFORMANCE_RANGES;
