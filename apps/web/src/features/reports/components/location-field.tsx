import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { MapPanel } from '@/components/places/map-panel.tsx';
import { PlaceSearch } from '@/components/places/place-search.tsx';
import type { PickedLocation } from '../lib/report-form.ts';

/** The report's location: a place search, or a click on the map (loaded on request). */
export function LocationField({
  value,
  onChange,
  error,
}: {
  value: PickedLocation | null;
  onChange: (place: PickedLocation) => void;
  error?: string;
}) {
  const [mapOpen, setMapOpen] = useState(false);
  const statusId = useId();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-3"
      aria-describedby={`${statusId}${error ? ` ${errorId}` : ''}`}
    >
      <legend className="mb-1 text-base font-bold text-brand-900">Location</legend>
      <PlaceSearch
        onPick={({ name, latitude, longitude, placeId, timezone }) =>
          onChange({
            name,
            latitude,
            longitude,
            ...(placeId ? { placeId } : {}),
            ...(timezone ? { timezone } : {}),
          })
        }
        describedBy={`${statusId}${error ? ` ${errorId}` : ''}`}
        invalid={Boolean(error)}
      />
      <p id={statusId} aria-live="polite" className="text-sm text-slate-800">
        {value ? (
          <>
            Selected: <strong>{value.name}</strong>{' '}
            <span className="text-slate-600">
              ({value.latitude.toFixed(4)}, {value.longitude.toFixed(4)})
            </span>
          </>
        ) : (
          'No location chosen yet.'
        )}
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={mapOpen}
          onClick={() => setMapOpen((open) => !open)}
        >
          {mapOpen ? 'Hide map' : 'Or pick a spot on the map'}
        </Button>
      </div>
      {mapOpen ? (
        <MapPanel
          spot={value}
          onPick={({ latitude, longitude }) =>
            onChange({
              name: `Map pin ${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
              latitude,
              longitude,
            })
          }
        />
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
