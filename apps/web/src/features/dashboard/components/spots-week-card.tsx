import { Link } from 'react-router';
import type { TSpot } from '@anglerscout/contracts';
import { WeekStrip, WeekStripSkeleton } from '@/components/spots/week-strip.tsx';
import { bestDayOfWeek, bestDayText } from '@/lib/spots/outlook-format.ts';
import { useSpotOutlook, useSpots } from '@/lib/spots/spots-api.ts';

/** Saved spots shown on the dashboard; the rest are a click away on My Spots. */
const SHOWN = 4;

function SpotWeek({ spot }: { spot: TSpot }) {
  const outlook = useSpotOutlook(spot.id);
  const best = outlook.data ? bestDayOfWeek(outlook.data.days) : null;
  return (
    <li className="py-3">
      <p className="break-words font-semibold text-slate-900">{spot.name}</p>
      <div className="mt-1 min-h-[46px]">
        {outlook.data ? (
          <WeekStrip days={outlook.data.days} label={`${spot.name}: bite score each day`} />
        ) : outlook.isError ? (
          <p className="text-sm text-slate-600">The outlook is unavailable right now.</p>
        ) : (
          <WeekStripSkeleton />
        )}
      </div>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {best ? `Best: ${bestDayText(best)}` : ''}
      </p>
    </li>
  );
}

/** The dashboard's week strip for the member's saved spots. */
export function SpotsWeekCard() {
  const spots = useSpots();
  const items = spots.data?.items ?? [];
  return (
    <section
      aria-labelledby="spots-week"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="spots-week"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="spots-week" className="text-lg font-bold text-brand-900">
          Your spots this week
        </h2>
        <Link to="/app/spots" className="text-sm font-semibold text-brand-700 underline">
          My Spots{items.length > SHOWN ? ` (all ${items.length})` : ''}
        </Link>
      </div>
      {spots.isPending ? (
        <div className="mt-3">
          <WeekStripSkeleton />
        </div>
      ) : spots.isError ? (
        <p className="mt-2 text-sm text-slate-600">Your spots could not be loaded right now.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No saved spots yet. Open{' '}
          <Link to="/app/conditions" className="font-semibold text-brand-700 underline">
            Conditions
          </Link>{' '}
          and choose Save spot to see its week here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.slice(0, SHOWN).map((spot) => (
            <SpotWeek key={spot.id} spot={spot} />
          ))}
        </ul>
      )}
    </section>
  );
}
