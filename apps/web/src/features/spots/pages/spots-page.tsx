import { useState } from 'react';
import { Link } from 'react-router';
import { COMPARE_MAX_SPOTS } from '@anglerscout/contracts';
import { buttonClass } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useSpots } from '@/lib/spots/spots-api.ts';
import { CompareWeek } from '../components/compare-week.tsx';
import { SpotCard } from '../components/spot-card.tsx';

/** /app/spots: saved spots with their week, alerts, rename and delete, and a comparison of up to 3. */
export function SpotsPage() {
  const spots = useSpots();
  const [compared, setCompared] = useState<string[]>([]);
  const list = spots.data?.items ?? [];
  const chosen = list.filter((s) => compared.includes(s.id));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">My Spots</h1>
      <p className="mt-1 text-sm text-slate-700">
        {spots.data
          ? `${list.length} of ${spots.data.maxSpots} spots. ${
              spots.data.alertSpotsAllowed === null
                ? 'Bite alerts can be on at every spot.'
                : `Your plan includes bite alerts at ${spots.data.alertSpotsAllowed} spot.`
            } Tick up to ${COMPARE_MAX_SPOTS} to compare their week.`
          : ' '}
      </p>
      <div className="mt-4">
        <QueryView
          query={spots}
          loadingLabel="Loading your spots..."
          isEmpty={(d) => d.items.length === 0}
          emptyText="No saved spots yet. Open Conditions or a report and choose Save spot."
        >
          {(data) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.items.map((spot) => (
                <SpotCard
                  key={spot.id}
                  spot={spot}
                  compared={compared.includes(spot.id)}
                  canCompare={compared.length < COMPARE_MAX_SPOTS}
                  onCompare={(on) =>
                    setCompared((ids) =>
                      on ? [...ids, spot.id] : ids.filter((i) => i !== spot.id),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </QueryView>
        {spots.data?.items.length === 0 ? (
          <Link to="/app/conditions" className={buttonClass('primary', 'md', 'mt-4')}>
            Open Conditions
          </Link>
        ) : null}
      </div>
      {chosen.length >= 2 ? <CompareWeek spots={chosen} /> : null}
    </div>
  );
}
