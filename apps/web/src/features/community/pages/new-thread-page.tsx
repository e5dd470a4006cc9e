import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SPOT_PRIVACY, SPOT_PRIVACY_LABELS, type SpotPrivacy } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { INPUT_CLASS, TextAreaField, TextField } from '@/components/ui/text-field.tsx';
import { PlaceSearch } from '@/components/places/place-search.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSpecies } from '@/lib/use-species.ts';
import { useCreateThread } from '../api/community-api.ts';

/** /app/community/new: start a discussion, optionally about a species and an area. */
export function NewThreadPage() {
  const navigate = useNavigate();
  const create = useCreateThread();
  const species = useSpecies();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [speciesId, setSpeciesId] = useState('');
  const [spot, setSpot] = useState<{ name: string; latitude: number; longitude: number } | null>(
    null,
  );
  const [privacy, setPrivacy] = useState<SpotPrivacy>('ten-miles');
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold text-brand-900">New discussion</h1>
      <form
        className="mt-5 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            {
              kind: 'discussion',
              title,
              body,
              ...(speciesId ? { species: speciesId } : {}),
              ...(spot
                ? {
                    spot: { latitude: spot.latitude, longitude: spot.longitude },
                    spotPrivacy: privacy,
                  }
                : {}),
            },
            { onSuccess: ({ id }) => navigate(`/app/community/${id}`) },
          );
        }}
      >
        <TextField
          label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={fields.title}
          required
        />
        <TextAreaField
          label="Message (markdown)"
          rows={6}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={fields.body}
          required
        />
        <SelectField
          label="Species (optional)"
          placeholder="None"
          options={(species.data ?? []).map((s) => ({ value: s.id, label: s.commonName }))}
          value={speciesId}
          onChange={(e) => setSpeciesId(e.target.value)}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">Area (optional)</legend>
          <PlaceSearch
            onPick={(p) => setSpot({ name: p.name, latitude: p.latitude, longitude: p.longitude })}
          />
          {spot ? (
            <p className="text-sm">
              About <strong>{spot.name}</strong>
            </p>
          ) : null}
          {spot ? (
            <select
              aria-label="Show the area as"
              className={INPUT_CLASS}
              value={privacy}
              onChange={(e) => setPrivacy(e.target.value as SpotPrivacy)}
            >
              {SPOT_PRIVACY.map((p) => (
                <option key={p} value={p}>
                  {SPOT_PRIVACY_LABELS[p]}
                </option>
              ))}
            </select>
          ) : null}
        </fieldset>
        {create.error ? <FormAlert tone="error">{create.error.message}</FormAlert> : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting...' : 'Post discussion'}
        </Button>
      </form>
    </div>
  );
}
