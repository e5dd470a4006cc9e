import {
  CATCH_METHODS,
  CATCH_METHOD_LABELS,
  type TCreateCatchRequest,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { TextAreaField, TextField } from '@/components/ui/text-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useSpecies } from '@/lib/use-species.ts';
import { CatchPhotoField } from './catch-photo-field.tsx';
import { CatchSpotFieldset } from './catch-spot-fieldset.tsx';
import { localNow, useCatchForm } from './use-catch-form.ts';

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
  const form = useCatchForm({ serverErrors, onSubmit });
  const { values, set, shown } = form;

  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-5">
      <CatchSpotFieldset spot={form.spot} onSpot={form.setSpot} error={shown.location} />

      <TextField
        label="When"
        type="datetime-local"
        value={form.caughtAt}
        max={localNow()}
        onChange={(e) => form.setCaughtAt(e.target.value)}
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

      <CatchPhotoField
        photo={form.photo}
        photoState={form.photoState}
        onPick={(file) => void form.pickPhoto(file)}
      />

      <TextAreaField
        label="Notes (optional)"
        rows={3}
        value={values.notes}
        onChange={(e) => set('notes', e.target.value)}
      />

      {Object.keys(shown).length > 0 ? (
        <FormAlert tone="error">Please fix the fields marked above.</FormAlert>
      ) : null}
      <Button type="submit" size="lg" disabled={busy || form.photoState === 'uploading'}>
        {busy ? 'Saving and reading the conditions...' : 'Save catch'}
      </Button>
    </form>
  );
}
