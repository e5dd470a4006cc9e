import { useState } from 'react';
import { GEOLOCATION_OPTIONS } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { MapPanel } from '@/components/places/map-panel.tsx';
import type { Spot } from './use-catch-form.ts';

/** Where the fish was caught: the phone's position, or a tap on the map where that fails. */
export function CatchSpotFieldset({
  spot,
  onSpot,
  error,
}: {
  spot: Spot | null;
  onSpot: (spot: Spot) => void;
  error?: string;
}) {
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator))
      return setLocateError('This device cannot share its position; use the map.');
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        onSpot({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError('Your position is not available; tap the spot on the map instead.');
      },
      { ...GEOLOCATION_OPTIONS, enableHighAccuracy: true },
    );
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-base font-bold text-brand-900">Spot</legend>
      <div className="flex flex-wrap gap-2">
        <Button onClick={locate} disabled={locating}>
          {locating ? 'Finding you...' : 'Use my current position'}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-800">
        {spot
          ? `Spot set: ${spot.latitude.toFixed(5)}, ${spot.longitude.toFixed(5)} (only you see it exactly).`
          : 'No spot yet. Use your position or tap the map.'}
      </p>
      <MapPanel spot={spot} onPick={({ latitude, longitude }) => onSpot({ latitude, longitude })} />
      {locateError ? <p className="text-sm text-amber-800">{locateError}</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
