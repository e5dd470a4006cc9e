import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { useCatches, useCatchStats } from '../api/catches-api.ts';

const WhatWorkedCharts = lazy(() =>
  import('../components/what-worked-charts.tsx').then((m) => ({ default: m.WhatWorkedCharts })),
);

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** /app/catches: the member's private catch log and what worked for them. */
export function CatchLogPage() {
  const [species, setSpecies] = useState('');
  const catches = useCatches();
  const stats = useCatchStats(species);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Catch Log"
        actions={[{ label: 'Log a catch', to: '/app/catches/new', primary: true }]}
      />
      <p className="mt-1 text-slate-700">
        Private to you. Each catch keeps the conditions of its hour and place.
      </p>

      <section aria-labelledby="what-worked" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="what-worked" className="text-xl font-bold text-brand-900">
            What worked for me
          </h2>
          {stats.data && stats.data.species.length > 0 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="stats-species" className="text-sm font-semibold text-slate-800">
                Species
              </label>
              <select
                id="stats-species"
                className={INPUT_CLASS}
                value={species}
                onChange={(e) => setSpecies(e.target.value)}
              >
                <option value="">All species</option>
                {stats.data.species.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.count})
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        <QueryView
          query={stats}
          loadingLabel="Counting your catches..."
          isEmpty={(counted) => counted.total === 0}
          emptyText="Log a few catches and this shows what they had in common."
        >
          {(counted) => (
            <>
              <p className="mt-2 text-sm text-slate-700">
                {counted.total} catch{counted.total === 1 ? '' : 'es'} counted by the conditions
                they were caught in. With few catches this shows what happened, not a rule.
              </p>
              <div className="mt-4">
                <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
                  <WhatWorkedCharts stats={counted} />
                </Suspense>
              </div>
            </>
          )}
        </QueryView>
      </section>

      <section aria-labelledby="catch-list" className="mt-10">
        <h2 id="catch-list" className="text-xl font-bold text-brand-900">
          Your catches
        </h2>
        <QueryView
          query={catches}
          loadingLabel="Loading your catches..."
          isEmpty={(list) => list.items.length === 0}
          emptyText="No catches yet. Log your first one from the water."
        >
          {(list) => (
            <ul className="mt-4 flex flex-col gap-3">
              {list.items.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/app/catches/${c.id}`}
                    className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600"
                  >
                    {c.photoUrl ? (
                      <img
                        src={c.photoUrl}
                        alt=""
                        className="size-16 rounded-lg object-cover"
                        loading="lazy"
                      />
                    ) : null}
                    <span className="flex flex-col">
                      <span className="font-bold text-brand-900">
                        {c.speciesName}
                        {c.lengthIn ? `, ${c.lengthIn} in` : ''}
                      </span>
                      <span className="text-sm text-slate-700">
                        {when(c.caughtAt, c.timeZone)} · {c.placeName}
                      </span>
                      <span className="text-sm text-slate-700">
                        {c.bait} · {c.conditions.light}
                        {c.conditions.tide ? ` · ${c.conditions.tide.stage} tide` : ''}
                        {c.sharedPostId ? ' · shared' : ' · private'}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}
