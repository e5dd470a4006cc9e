import { useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { PlaceSearch } from '@/components/places/place-search.tsx';
import { useSpecies } from '@/lib/use-species.ts';
import type { FeedFilters as Filters } from '../api/community-api.ts';

const RADII = [5, 10, 25, 50, 100];

/** Browse by area (a place or your position, and a radius), species and kind. */
export function FeedFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const species = useSpecies();
  const [locateError, setLocateError] = useState<string | null>(null);
  // Offered only where the browser can share a position; a refusal is said, not swallowed.
  const canLocate = 'geolocation' in navigator;
  const nearMe = () => {
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (p) =>
        onChange({
          ...value,
          area: {
            name: 'your position',
            latitude: p.coords.latitude,
            longitude: p.coords.longitude,
          },
        }),
      () => setLocateError('Your position is not available; search for a place instead.'),
      GEOLOCATION_OPTIONS,
    );
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <PlaceSearch
        onPick={(p) =>
          onChange({
            ...value,
            area: { name: p.name, latitude: p.latitude, longitude: p.longitude },
          })
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {canLocate ? (
          <Button size="sm" variant="secondary" onClick={nearMe}>
            Near me
          </Button>
        ) : null}
        {value.area ? (
          <>
            <span>
              Around <strong>{value.area.name}</strong>
            </span>
            <Button size="sm" variant="ghost" onClick={() => onChange({ ...value, area: null })}>
              All areas
            </Button>
          </>
        ) : (
          <span>Showing all areas.</span>
        )}
      </div>
      {locateError ? (
        <p role="status" className="text-sm text-amber-800">
          {locateError}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Within
          <select
            className={INPUT_CLASS}
            value={value.radiusMi}
            disabled={!value.area}
            onChange={(e) => onChange({ ...value, radiusMi: Number(e.target.value) })}
          >
            {RADII.map((r) => (
              <option key={r} value={r}>
                {r} miles
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Species
          <select
            className={INPUT_CLASS}
            value={value.species}
            onChange={(e) => onChange({ ...value, species: e.target.value })}
          >
            <option value="">All species</option>
            {(species.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.commonName}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          Show
          <select
            className={INPUT_CLASS}
            value={value.kind}
            onChange={(e) => onChange({ ...value, kind: e.target.value as Filters['kind'] })}
          >
            <option value="">Catch reports and discussions</option>
            <option value="catch">Catch reports</option>
            <option value="discussion">Discussions</option>
          </select>
        </label>
      </div>
      <p className="text-xs text-slate-600">
        Area searches use the point each poster chose to show; posts shared as region only appear
        under all areas.
      </p>
    </div>
  );
}
