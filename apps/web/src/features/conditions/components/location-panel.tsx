import type { TLocationResult } from '@anglerscout/contracts';
import { MapPanel, MapPlaceholder } from '@/components/places/map-panel.tsx';
import { PlaceSearch } from '@/components/places/place-search.tsx';
import { LOCATION_SOURCE_LABELS } from '../data/copy.ts';

/** Where the conditions are for, how that place was found, and the two ways to choose another. */
export function LocationPanel({
  location,
  resolved,
  onChoose,
}: {
  location: TLocationResult | null;
  /** The spot as the server resolved it (its name, time zone and today), once conditions arrive. */
  resolved?: { name: string; timezone: string; today: string };
  onChoose: (location: TLocationResult) => void;
}) {
  return (
    <section
      aria-label="Location"
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2"
    >
      <div>
        <p className="text-lg font-semibold" data-testid="spot-name">
          {resolved?.name ?? location?.name ?? 'Finding your location…'}
        </p>
        {location && (
          <p className="text-sm text-slate-600" data-testid="location-source">
            {LOCATION_SOURCE_LABELS[location.source]}
            {location.source === 'ip' && (
              <>
                {' '}
                (
                <a href="https://db-ip.com/" target="_blank" rel="noreferrer" className="underline">
                  IP Geolocation by DB-IP
                </a>
                )
              </>
            )}
          </p>
        )}
        {resolved && (
          <p className="text-xs text-slate-500">
            Local time zone {resolved.timezone} · today is {resolved.today}
          </p>
        )}
        <div className="mt-3">
          <PlaceSearch onPick={(place) => onChoose({ ...place, source: 'search' })} />
        </div>
      </div>
      <div>
        {location ? (
          <MapPanel
            spot={location}
            onPick={({ latitude, longitude }) =>
              onChoose({
                latitude,
                longitude,
                name: `Spot at ${latitude}, ${longitude}`,
                source: 'map',
              })
            }
          />
        ) : (
          <MapPlaceholder label="Finding your location..." />
        )}
        <p className="mt-1 text-xs text-slate-500">Click the map to check another spot.</p>
      </div>
    </section>
  );
}
