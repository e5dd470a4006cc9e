import { useState } from 'react';
import { CLOSURE_RULE_LABELS, type TAdminClosureList } from '@anglerscout/contracts';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useRegulations } from '../api/regulations-api.ts';
import { ClosureEditor } from '../components/closure-editor.tsx';

type Item = TAdminClosureList['items'][number];

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function RowCard({ item, list }: { item: Item; list: TAdminClosureList }) {
  const [editing, setEditing] = useState(false);
  const species = list.species.find((s) => s.id === item.speciesId)?.name ?? item.speciesId;
  const where = [
    item.state ?? 'Any state',
    item.jurisdiction === 'federal' ? 'federal waters' : 'state waters',
    item.waters,
    item.area,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="p-3" data-testid={`regulation-${item.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {species}: {CLOSURE_RULE_LABELS[item.rule]}
          </p>
          <p className="text-sm text-slate-700">
            {where}
            {item.fishingTypes ? ` · ${item.fishingTypes.join(', ')} only` : ''}
          </p>
          <p className="text-sm text-slate-700">
            {item.recurs === 'yearly'
              ? `Every year ${item.startDate.slice(5)} to ${item.endDate.slice(5)}`
              : `${item.startDate} to ${item.endDate}`}
          </p>
          <p className="mt-1 text-sm break-words text-slate-800">{item.summary}</p>
          <p className="mt-1 text-xs text-slate-600">
            Source:{' '}
            <a
              href={item.sourceUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-800 underline"
            >
              {host(item.sourceUrl)}
            </a>{' '}
            (read {item.readYear}) · Review by {item.reviewBy}
            {item.pastReview ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                Past review date
              </span>
            ) : null}
          </p>
        </div>
        {editing ? null : (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {item.id}</span>
          </Button>
        )}
      </div>
      {editing ? <ClosureEditor row={item} list={list} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

/**
 * /app/admin/regulations: the seasons-and-closures table reports read, each row with its source
 * and review date (rows past it flagged); edit a row or add one. Every change is audited.
 */
export function AdminRegulationsPage() {
  const regulations = useRegulations();
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<'all' | 'due'>('all');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Regulations</h1>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add a row</Button>}
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Seasons and closures that reports check on their date and place. Guidance for anglers, not
        legal advice: every row needs the agency page it was read from and a date to review it by.
      </p>
      <QueryView query={regulations} loadingLabel="Loading regulations...">
        {(list) => {
          const due = list.items.filter((i) => i.pastReview);
          const shown = filter === 'due' ? due : list.items;
          return (
            <>
              {adding ? (
                <ClosureEditor row={null} list={list} onDone={() => setAdding(false)} />
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {list.items.length} rows; {due.length} past their review date
                </span>
                <label className="flex items-center gap-1">
                  <input
                    type="checkbox"
                    checked={filter === 'due'}
                    onChange={(e) => setFilter(e.target.checked ? 'due' : 'all')}
                  />
                  Show only rows past review
                </label>
              </div>
              {shown.length === 0 ? (
                <p className="mt-4 text-slate-700">No rows to show.</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                  {shown.map((item) => (
                    <RowCard key={item.id} item={item} list={list} />
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
