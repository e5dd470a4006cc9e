import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import {
  FISHING_TYPE_LABELS,
  FISHING_TYPES,
  HABITAT_LABELS,
  HABITATS,
  type FishingType,
  type Habitat,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateSpot } from '@/lib/spots/spots-api.ts';
import { NEEDS_CONNECTION, useOnline } from '@/lib/use-online.ts';
import { useSpecies } from '@/lib/use-species.ts';
import { AlertChoice, alertFromChoice, type AlertChoiceValue } from './alert-choice.tsx';

export interface SpotDraft {
  name: string;
  latitude: number;
  longitude: number;
  habitat?: Habitat | null;
  species?: string | null;
  fishingType?: FishingType | null;
}

/**
 * "Save spot": names the spot and its defaults (water, species, how you fish) and, optionally,
 * a bite alert. Used from Conditions, the Create Report map and a report. Offline it says why it
 * cannot save instead of failing.
 */
export function SaveSpotButton({ draft }: { draft: SpotDraft }) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  if (!online)
    return (
      <Button variant="secondary" size="sm" disabled title={NEEDS_CONNECTION}>
        Save spot<span className="sr-only"> ({NEEDS_CONNECTION})</span>
      </Button>
    );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          Save spot
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[1001] max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-900">Save this spot</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Saved spots show their week on your dashboard and can e-mail you when a good day is
            coming.
          </Dialog.Description>
          {open ? <SaveSpotForm draft={draft} onSaved={() => setOpen(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SaveSpotForm({ draft, onSaved }: { draft: SpotDraft; onSaved: () => void }) {
  const create = useCreateSpot();
  const species = useSpecies();
  const [name, setName] = useState(draft.name);
  const [habitat, setHabitat] = useState<Habitat>(draft.habitat ?? 'fresh');
  const [speciesId, setSpeciesId] = useState(draft.species ?? '');
  const [fishingType, setFishingType] = useState<string>(draft.fishingType ?? '');
  const [alert, setAlert] = useState<AlertChoiceValue>({ kind: 'off', custom: '' });
  const [saved, setSaved] = useState(false);
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        name,
        latitude: draft.latitude,
        longitude: draft.longitude,
        habitat,
        species: speciesId || null,
        fishingType: (fishingType || null) as FishingType | null,
        alert: alertFromChoice(alert),
      },
      {
        onSuccess: () => {
          setSaved(true);
          setTimeout(onSaved, 900);
        },
      },
    );
  };
  if (saved) return <FormAlert tone="success">Saved. Find it under My Spots.</FormAlert>;
  return (
    <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
      <TextField
        label="Name"
        value={name}
        maxLength={80}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
        required
      />
      <SelectField
        label="Water"
        value={habitat}
        onChange={(e) => setHabitat(e.target.value as Habitat)}
        options={HABITATS.map((h) => ({ value: h, label: HABITAT_LABELS[h] }))}
        error={fields.habitat}
      />
      <SelectField
        label="Species (optional)"
        value={speciesId}
        onChange={(e) => setSpeciesId(e.target.value)}
        placeholder="Any species"
        options={(species.data ?? [])
          .filter((s) => s.habitats.includes(habitat))
          .map((s) => ({ value: s.id, label: s.commonName }))}
        error={fields.species}
      />
      <SelectField
        label="How you fish (optional)"
        value={fishingType}
        onChange={(e) => setFishingType(e.target.value)}
        placeholder="From shore (default)"
        options={FISHING_TYPES.map((f) => ({ value: f, label: FISHING_TYPE_LABELS[f] }))}
        error={fields.fishingType}
      />
      <AlertChoice
        value={alert}
        onChange={setAlert}
        error={fields['alert.minScore'] ?? fields.alert}
      />
      {create.isError && !fields.name ? (
        <FormAlert tone="error">{create.error.message}</FormAlert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save spot'}
        </Button>
      </div>
    </form>
  );
}
