import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ReportFilters } from '../api/get-reports.ts';

/** Filters of the Report Manager; applied on submit so typing does not fire a request per key. */
export function ReportFiltersForm({
  value,
  onApply,
}: {
  value: ReportFilters;
  onApply: (filters: ReportFilters) => void;
}) {
  const [draft, setDraft] = useState<ReportFilters>(value);
  const active = Object.values(value).some(Boolean);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const field = (key: keyof ReportFilters) => ({
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  return (
    <form
      role="search"
      aria-label="Filter reports"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_1fr_auto_auto_auto]"
    >
      <TextField
        label="Place"
        placeholder="e.g. Galveston"
        className="col-span-2 sm:col-span-1"
        {...field('place')}
      />
      <TextField
        label="Species"
        placeholder="e.g. Redfish"
        className="col-span-2 sm:col-span-1"
        {...field('species')}
      />
      <TextField label="From date" type="date" className="min-w-0" {...field('from')} />
      <TextField
        label="To date"
        type="date"
        className="min-w-0"
        min={draft.from || undefined}
        {...field('to')}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <Button type="submit" variant="primary">
          Filter
        </Button>
        {active ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            Clear
          </Button>
        ) : null}
      </div>
    </form>
  );
}
