import { useId, useState } from 'react';
import type { TLocationResult } from '@anglerscout/contracts';
import { useLocationSearch } from '../api/locations.ts';

/** A search box for towns, lakes and ZIP codes; results are buttons, so keyboard and screen readers just work. */
export function LocationSearch({ onPick }: { onPick: (location: TLocationResult) => void }) {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const inputId = useId();
  const search = useLocationSearch(submitted);
  const results = search.data?.results ?? [];

  return (
    <div>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(text);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search for a place or ZIP code
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Town, lake or ZIP code"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Search
        </button>
      </form>
      {submitted.trim().length >= 2 && (
        <div aria-live="polite" className="mt-2">
          {search.isFetching && <p className="text-sm text-slate-500">Searching…</p>}
          {search.isError && <p className="text-sm text-red-700">{search.error.message}</p>}
          {search.isSuccess && results.length === 0 && (
            <p className="text-sm text-slate-600">No US places match “{submitted.trim()}”.</p>
          )}
          {results.length > 0 && (
            <ul
              aria-label="Places found"
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
            >
              {results.map((r) => (
                <li key={r.placeId ?? `${r.latitude},${r.longitude}`}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left hover:bg-brand-50 focus:bg-brand-50 focus:outline-none"
                    onClick={() => {
                      onPick(r);
                      setSubmitted('');
                      setText('');
                    }}
                  >
                    {r.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {search.data && (
            <p className="mt-1 text-xs text-slate-500">
              <a
                href={search.data.attribution.link}
                target="_blank"
                rel="noreferrer"
                className="underline"
              >
                {search.data.attribution.text}
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
