import { useState, type FormEvent } from 'react';
import {
  CATCH_METHODS,
  CATCH_METHOD_LABELS,
  GEOLOCATION_OPTIONS,
  ZCreateCatchRequest,
  type TCreateCatchRequest,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { INPUT_CLASS, TextField } from '@/components/ui/text-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { MapPanel } from '@/components/places/map-panel.tsx';
import { fieldErrors } from '@/lib/field-errors.ts';
import { useSpecies } from '@/lib/use-species.ts';
import { uploadCatchPhoto } from '../api/catches-api.ts';

const FIELDS = [
  'caughtAt',
  'location',
  'species',
  'lengthIn',
  'weightLb',
  'bait',
  'method',
  'notes',
  'photoId',
] as const;
type Field = (typeof FIELDS)[number];

/** "Now" for a datetime-local input, on the device's clock. */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * Logging a catch in a few taps: the spot from the phone's position or the map, the time (now by
 * default), species, bait and method; size, photo and notes if wanted.
 */
export function CatchForm({
  busy,
  serverErrors,
  onSubmit,
}: {
  busy: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (input: TCreateCatchRequest) => void;
}) {
  const species = useSpecies();
  const [spot, setSpot] = useState<{ latitude: number; longitude: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const [caughtAt, setCaughtAt] = useState(localNow);
  const [values, setValues] = useState({
    species: '',
    lengthIn: '',
    weightLb: '',
    bait: '',
    method: '',
    notes: '',
  });
  const [photo, setPhoto] = useState<{ id: string; url: string } | null>(null);
  const [photoState, setPhotoState] = useState<'idle' | 'uploading' | string>('idle');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof typeof values, value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const shown = { ...errors, ...serverErrors } as Partial<Record<string, string>>;

  const locate = () => {
    if (!('geolocation' in navigator))
      return setLocateError('This device cannot share its position; use the map.');
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setSpot({ latitude: p.coords.latitude, longitude: p.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocateError('Your position is not available; tap the spot on the map instead.');
      },
      { ...GEOLOCATION_OPTIONS, enableHighAccuracy: true },
    );
  };

  const pickPhoto = async (file: File | undefined) => {
    if (!file) return;
    setPhotoState('uploading');
    try {
      setPhoto(await uploadCatchPhoto(file));
      setPhotoState('idle');
    } catch (err) {
      setPhoto(null);
      setPhotoState(err instanceof Error ? err.message : 'The photo could not be uploaded.');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: TCreateCatchRequest = {
      caughtAt: caughtAt ? new Date(caughtAt).toISOString() : '',
      location: spot ?? { latitude: Number.NaN, longitude: Number.NaN },
      species: values.species,
      lengthIn: optionalNumber(values.lengthIn),
      weightLb: optionalNumber(values.weightLb),
      bait: values.bait,
      method: values.method as TCreateCatchRequest['method'],
      notes: values.notes,
      photoId: photo?.id ?? null,
    };
    const parsed = ZCreateCatchRequest.safeParse(input);
    if (!spot) {
      setErrors({
        ...(parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS)),
        location: 'Pick the spot: your position or the map',
      });
      return;
    }
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues, FIELDS));
    setErrors({});
    onSubmit(input);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
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
        <MapPanel
          spot={spot}
          onPick={({ latitude, longitude }) => setSpot({ latitude, longitude })}
        />
        {locateError ? <p className="text-sm text-amber-800">{locateError}</p> : null}
        {shown.location ? (
          <p role="alert" className="text-sm text-red-700">
            {shown.location}
          </p>
        ) : null}
      </fieldset>

      <TextField
        label="When"
        type="datetime-local"
        value={caughtAt}
        max={localNow()}
        onChange={(e) => setCaughtAt(e.target.value)}
        error={shown.caughtAt}
      />

      <SelectField
        label="Species"
        value={values.species}
        onChange={(e) => set('species', e.target.value)}
        error={shown.species}
        placeholder={species.isPending ? 'Loading species...' : 'Choose a species'}
        options={(species.data ?? []).map((s) => ({ value: s.id, label: s.commonName }))}
      />

      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Length (in, optional)"
          inputMode="decimal"
          value={values.lengthIn}
          onChange={(e) => set('lengthIn', e.target.value)}
          error={shown.lengthIn}
        />
        <TextField
          label="Weight (lb, optional)"
          inputMode="decimal"
          value={values.weightLb}
          onChange={(e) => set('weightLb', e.target.value)}
          error={shown.weightLb}
        />
      </div>

      <TextField
        label="Bait or lure"
        placeholder="e.g. cut mullet, 4-inch paddle tail"
        value={values.bait}
        onChange={(e) => set('bait', e.target.value)}
        error={shown.bait}
      />

      <SelectField
        label="Method"
        value={values.method}
        onChange={(e) => set('method', e.target.value)}
        error={shown.method}
        placeholder="Choose a method"
        options={CATCH_METHODS.map((m) => ({ value: m, label: CATCH_METHOD_LABELS[m] }))}
      />

      <div className="flex flex-col gap-1">
        <label htmlFor="catch-photo" className="text-sm font-semibold text-slate-800">
          Photo (optional)
        </label>
        <input
          id="catch-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          onChange={(e) => void pickPhoto(e.target.files?.[0])}
          className="text-sm"
        />
        <p aria-live="polite" className="text-xs text-slate-600">
          {photoState === 'uploading'
            ? 'Uploading...'
            : photo
              ? 'Photo added. Its location and camera data were removed.'
              : photoState !== 'idle'
                ? photoState
                : 'Location and camera data are removed from photos when they are uploaded.'}
        </p>
        {photo ? (
          <img
            src={photo.url}
            alt="Your catch"
            className="mt-1 max-h-48 w-auto self-start rounded-lg"
          />
        ) : null}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor="catch-notes" className="text-sm font-semibold text-slate-800">
          Notes (optional)
        </label>
        <textarea
          id="catch-notes"
          rows={3}
          className={INPUT_CLASS}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </div>

      {Object.keys(shown).length > 0 ? (
        <FormAlert tone="error">Please fix the fields marked above.</FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={busy || photoState === 'uploading'}>
        {busy ? 'Saving and reading the conditions...' : 'Save catch'}
      </Button>
    </form>
  );
}
