import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { QueryStates } from '@/components/ui/query-states.tsx';
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
  const items = catches.data?.items ?? [];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Catch Log</h1>
        <Link to="/app/catches/new" className={buttonClass('primary', 'md')}>
          Log a catch
        </Link>
      </div>
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
        {stats.data && stats.data.total > 0 ? (
          <>
            <p className="mt-2 text-sm text-slate-700">
              {stats.data.total} catch{stats.data.total === 1 ? '' : 'es'} counted by the conditions
              they were caught in. With few catches this shows what happened, not a rule.
            </p>
            <div className="mt-4">
              <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
                <WhatWorkedCharts stats={stats.data} />
              </Suspense>
            </div>
          </>
        ) : (
          <QueryStates
            isPending={stats.isPending}
            error={stats.error}
            isEmpty
            loadingLabel="Counting your catches..."
            emptyText="Log a few catches and this shows what they had in common."
          />
        )}
      </section>

      <section aria-labelledby="catch-list" className="mt-10">
        <h2 id="catch-list" className="text-xl font-bold text-brand-900">
          Your catches
        </h2>
        <QueryStates
          isPending={catches.isPending}
          error={catches.error}
          isEmpty={items.length === 0}
          loadingLabel="Loading your catches..."
          emptyText="No catches yet. Log your first one from the water."
        />
        <ul className="mt-4 flex flex-col gap-3">
          {items.map((c) => (
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
      </section>
    </div>
  );
}
