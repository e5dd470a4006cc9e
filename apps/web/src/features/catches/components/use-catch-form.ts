import { useState, type FormEvent } from 'react';
import { ZCreateCatchRequest, type TCreateCatchRequest } from '@anglerscout/contracts';
import { fieldErrors } from '@/lib/field-errors.ts';
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

export interface Spot {
  latitude: number;
  longitude: number;
}

/** An uploaded photo, already stripped of its location and camera data. */
export interface CatchPhoto {
  id: string;
  url: string;
}

/** "Now" for a datetime-local input, on the device's clock. */
export function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * The catch form's state: the fields as typed, the photo upload, and the check before submitting
 * (the contract's own schema, plus a spot, which the schema cannot ask for by name).
 */
export function useCatchForm({
  serverErrors,
  onSubmit,
}: {
  serverErrors?: Record<string, string>;
  onSubmit: (input: TCreateCatchRequest) => void;
}) {
  const [spot, setSpot] = useState<Spot | null>(null);
  const [caughtAt, setCaughtAt] = useState(localNow);
  const [values, setValues] = useState({
    species: '',
    lengthIn: '',
    weightLb: '',
    bait: '',
    method: '',
    notes: '',
  });
  const [photo, setPhoto] = useState<CatchPhoto | null>(null);
  const [photoState, setPhotoState] = useState<'idle' | 'uploading' | string>('idle');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (key: keyof typeof values, value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const shown = { ...errors, ...serverErrors } as Partial<Record<string, string>>;

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

  return {
    spot,
    setSpot,
    caughtAt,
    setCaughtAt,
    values,
    set,
    photo,
    photoState,
    pickPhoto,
    shown,
    submit,
  };
}
