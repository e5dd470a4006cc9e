import {
  BAIT_TYPE_LABELS,
  FISHING_TYPE_LABELS,
  HABITAT_LABELS,
  type TReportSummary,
} from '@anglerscout/contracts';

/** A yyyy-MM-dd calendar day as words, without letting the browser's time zone move it. */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function formatCreated(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

export function describeStyle(
  r: Pick<TReportSummary, 'fishingType' | 'baitType' | 'habitat'>,
): string {
  return `${FISHING_TYPE_LABELS[r.fishingType]} · ${BAIT_TYPE_LABELS[r.baitType]} · ${HABITAT_LABELS[r.habitat]}`;
}

/** Score colours by the science's verdict bands (scout VERDICT_BANDS: good from 62, fair from 48). */
export function scoreTone(score: number | null): string {
  if (score === null) return 'bg-slate-100 text-slate-800';
  if (score >= 62) return 'bg-emerald-100 text-emerald-900';
  if (score >= 48) return 'bg-amber-100 text-amber-900';
  return 'bg-red-100 text-red-900';
}
