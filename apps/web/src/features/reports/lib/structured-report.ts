import type { StructuredReport } from '@anglerscout/scout';

export type { StructuredReport };

/**
 * The stored structured report is typed `unknown` by the API contract; this checks the parts the
 * page draws so an older or partial record renders its text only instead of crashing the page.
 */
export function asStructuredReport(value: unknown): StructuredReport | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Partial<StructuredReport>;
  const ok =
    r.version === 1 &&
    typeof r.verdict?.score === 'number' &&
    Array.isArray(r.bestWindows) &&
    Array.isArray(r.hourly) &&
    Array.isArray(r.whereToFish) &&
    Array.isArray(r.howToFish) &&
    Array.isArray(r.sources) &&
    Array.isArray(r.safety) &&
    typeof r.conditions === 'object' &&
    r.conditions !== null;
  return ok ? (r as StructuredReport) : null;
}

export const RATING_LABELS: Record<StructuredReport['verdict']['rating'], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
