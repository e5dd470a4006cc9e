import type { TOutlookResponse } from '@anglerscout/contracts';
import { bestDayOfWeek, bestDayText } from '@/lib/spots/outlook-format.ts';

/**
 * "Best day this week: Thursday, 6-9 AM, 78 Good", with what that day is planned from. Keeps its
 * height while loading so the page below does not move.
 */
export function BestDayLine({
  outlook,
  loading,
  error,
}: {
  outlook: TOutlookResponse | undefined;
  loading: boolean;
  error: Error | null;
}) {
  const best = outlook ? bestDayOfWeek(outlook.days) : null;
  return (
    <div className="min-h-[2.75rem]" aria-live="polite" data-testid="best-day">
      {best ? (
        <>
          <p className="font-semibold text-brand-900">
            Best day this week: <span data-testid="best-day-text">{bestDayText(best)}</span>
          </p>
          <p className="text-xs text-slate-600">{best.plannedFrom.text}</p>
        </>
      ) : error ? (
        <p className="text-sm text-slate-600">The week&apos;s outlook is unavailable right now.</p>
      ) : loading ? (
        <p className="text-sm text-slate-600">Ranking the week...</p>
      ) : null}
    </div>
  );
}
