import { useState, type FormEvent } from 'react';
import {
  CLOSURE_RULES,
  CLOSURE_RULE_LABELS,
  US_STATE_CODES,
  ZClosureRowInput,
  type TAdminClosureList,
  type TClosureRow,
  type TClosureRowInput,
} from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextAreaField, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSaveRegulation } from '../api/regulations-api.ts';

const FISHING_TYPES = ['shore', 'boat', 'kayak'] as const;
const FISHING_LABELS = { shore: 'Shore', boat: 'Boat', kayak: 'Kayak' } as const;

type Draft = Omit<TClosureRowInput, 'readYear' | 'state' | 'area'> & {
  state: string;
  area: string;
  readYear: string;
};

const blank = (today: string): Draft => ({
  state: '',
  jurisdiction: 'state',
  waters: 'salt',
  area: '',
  speciesId: '',
  rule: 'harvest-closed',
  fishingTypes: null,
  startDate: today,
  endDate: today,
  recurs: 'yearly',
  summary: '',
  sourceUrl: 'https://',
  readYear: today.slice(0, 4),
  reviewBy: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
});

const fromRow = (row: TClosureRow): Draft => ({
  ...row,
  state: row.state ?? '',
  area: row.area ?? '',
  readYear: String(row.readYear),
});

const toInput = (d: Draft): unknown => ({
  ...d,
  state: d.state === '' ? null : d.state,
  area: d.area.trim() === '' ? null : d.area,
  readYear: Number(d.readYear),
});

/**
 * Adds or edits one row of the seasons-and-closures table. The shared contract checks the row
 * here as on the server (dates, https source, state); the server also checks the species and area.
 */
export function ClosureEditor({
  row,
  list,
  onDone,
}: {
  row: TClosureRow | null;
  list: TAdminClosureList;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(row ? fromRow(row) : blank(list.today));
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSaveRegulation(row?.id ?? null);
  const fields = { ...(save.error instanceof ApiError ? save.error.fields : {}), ...local };
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const areaScope = draft.state === '' ? 'federal' : draft.state;
  const areas = list.areas[areaScope] ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZClosureRowInput.safeParse(toInput(draft));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        errors[String(issue.path[0] ?? '_')] ??= issue.message;
      setLocal(errors);
      return;
    }
    setLocal({});
    save.mutate(parsed.data, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={row ? `Edit ${row.id}` : 'New regulation row'}
      className="mt-3 grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:grid-cols-2"
    >
      <SelectField
        label="State"
        value={draft.state}
        onChange={(e) => set('state', e.target.value)}
        error={fields.state}
        placeholder="None (federal waters anywhere)"
        options={US_STATE_CODES.map((c) => ({ value: c, label: c }))}
      />
      <SelectField
        label="Waters"
        value={draft.jurisdiction}
        onChange={(e) => set('jurisdiction', e.target.value as Draft['jurisdiction'])}
        error={fields.jurisdiction}
        options={[
          { value: 'state', label: 'State waters' },
          { value: 'federal', label: 'Federal waters' },
        ]}
      />
      <SelectField
        label="Fresh or salt"
        value={draft.waters}
        onChange={(e) => set('waters', e.target.value as Draft['waters'])}
        options={[
          { value: 'salt', label: 'Salt water' },
          { value: 'fresh', label: 'Fresh water' },
        ]}
      />
      <SelectField
        label="Area"
        value={draft.area}
        onChange={(e) => set('area', e.target.value)}
        error={fields.area}
        placeholder="All of these waters"
        options={[...new Set([...areas, ...(draft.area ? [draft.area] : [])])].map((a) => ({
          value: a,
          label: a,
        }))}
      />
      <SelectField
        label="Species"
        value={draft.speciesId}
        onChange={(e) => set('speciesId', e.target.value)}
        error={fields.speciesId}
        placeholder="Choose a species"
        options={list.species.map((s) => ({
          value: s.id,
          label: s.pending ? `${s.name} (pending in the catalogue)` : s.name,
        }))}
      />
      <SelectField
        label="Rule"
        value={draft.rule}
        onChange={(e) => set('rule', e.target.value as Draft['rule'])}
        error={fields.rule}
        options={CLOSURE_RULES.map((r) => ({ value: r, label: CLOSURE_RULE_LABELS[r] }))}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-slate-800">
          Applies to (none ticked: everyone)
        </legend>
        <div className="mt-1 flex gap-4">
          {FISHING_TYPES.map((f) => (
            <label key={f} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={draft.fishingTypes?.includes(f) ?? false}
                onChange={(e) => {
                  const next = new Set(draft.fishingTypes ?? []);
                  if (e.target.checked) next.add(f);
                  else next.delete(f);
                  set('fishingTypes', next.size ? FISHING_TYPES.filter((x) => next.has(x)) : null);
                }}
              />
              {FISHING_LABELS[f]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Start date"
        type="date"
        value={draft.startDate}
        onChange={(e) => set('startDate', e.target.value)}
        error={fields.startDate}
      />
      <TextField
        label="End date"
        type="date"
        value={draft.endDate}
        onChange={(e) => set('endDate', e.target.value)}
        error={fields.endDate}
      />
      <SelectField
        label="Repeats"
        value={draft.recurs}
        onChange={(e) => set('recurs', e.target.value as Draft['recurs'])}
        options={[
          { value: 'yearly', label: 'Every year (same month and day)' },
          { value: 'once', label: 'Only between these dates' },
        ]}
      />
      <TextField
        label="Review by"
        type="date"
        value={draft.reviewBy}
        onChange={(e) => set('reviewBy', e.target.value)}
        error={fields.reviewBy}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Summary (shown in reports)"
          rows={3}
          value={draft.summary}
          onChange={(e) => set('summary', e.target.value)}
          error={fields.summary}
        />
      </div>
      <TextField
        label="Source (the agency's page, https)"
        type="url"
        value={draft.sourceUrl}
        onChange={(e) => set('sourceUrl', e.target.value)}
        error={fields.sourceUrl}
      />
      <TextField
        label="Year read"
        inputMode="numeric"
        value={draft.readYear}
        onChange={(e) => set('readYear', e.target.value)}
        error={fields.readYear}
      />
      {save.error && !(save.error instanceof ApiError && Object.keys(save.error.fields).length) ? (
        <div className="sm:col-span-2">
          <FormAlert tone="error">{save.error.message}</FormAlert>
        </div>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
