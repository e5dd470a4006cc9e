import type { TStructuredReport } from '@anglerscout/contracts';

/** The structured report as the API returns it (already parsed by the server with the contract). */
export type StructuredReport = TStructuredReport;

/** Minutes after midnight as a wall-clock time, e.g. 390 -> '6:30 AM'. */
export function clock(minute: number): string {
  const m = ((Math.round(minute) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

export const RATING_LABELS: Record<StructuredReport['verdict']['rating'], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
