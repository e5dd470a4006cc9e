import type { TStructuredReport } from '@anglerscout/contracts';

/** The structured report as the API returns it (already parsed by the server with the contract). */
export type StructuredReport = TStructuredReport;

export const RATING_LABELS: Record<StructuredReport['verdict']['rating'], string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
