import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useSpots, useStopAllAlerts, useUpdateSpot } from '@/lib/spots/spots-api.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/use-online.ts';

/** Settings' bite alerts: every spot with an alert on, each to stop, or all at once. */
export function AlertsSection() {
  const spots = useSpots();
  const stopAll = useStopAllAlerts();
  const update = useUpdateSpot();
  const online = useOnline();
  const alerting = spots.data?.items.filter((s) => s.alert) ?? [];
  return (
    <QueryView
      query={spots}
      loadingLabel="Loading your alerts..."
      isEmpty={() => alerting.length === 0}
      emptyText="No bite alerts are on. Turn one on for a saved spot under My Spots."
    >
      {() => (
        <>
          <ul className="divide-y divide-slate-200" data-testid="alert-list">
            {alerting.map((spot) => (
              <li key={spot.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-sm text-slate-800">
                  <strong>{spot.name}</strong>: e-mail when a day reaches {spot.alert!.minScore}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!online || update.isPending}
                  onClick={() => update.mutate({ id: spot.id, alert: null })}
                >
                  Stop<span className="sr-only"> alerts for {spot.name}</span>
                </Button>
              </li>
            ))}
          </ul>
          {stopAll.isError || update.isError ? (
            <div className="mt-2">
              <FormAlert tone="error">{(stopAll.error ?? update.error)!.message}</FormAlert>
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button disabled={!online || stopAll.isPending} onClick={() => stopAll.mutate()}>
              {stopAll.isPending ? 'Stopping...' : 'Stop all alerts'}
            </Button>
            {!online ? <span className="text-sm text-slate-600">{NEEDS_CONNECTION}</span> : null}
            <Link to="/app/spots" className="text-sm font-semibold text-brand-700 underline">
              My Spots
            </Link>
          </div>
        </>
      )}
    </QueryView>
  );
}
