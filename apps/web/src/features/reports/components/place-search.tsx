import { useEffect, useId, useState } from 'react';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePlaceSearch } from '../api/search-places.ts';
import type { PickedLocation } from '../lib/report-form.ts';

/** Waits for a pause in typing so each keystroke does not become a request. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Search US places by name or ZIP code; a result is chosen with a button press. */
export function PlaceSearch({
  onPick,
  describedBy,
  invalid,
}: {
  onPick: (place: PickedLocation) => void;
  describedBy?: string;
  invalid: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text, 300);
  const search = usePlaceSearch(q);
  const results = search.data?.results ?? [];
  const showResults = q.trim().length >= 2 && text.trim().length >= 2;

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Search for a place
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Town, lake, river or ZIP code"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={INPUT_CLASS}
      />
      {showResults ? (
        <div aria-live="polite">
          {search.isFetching && results.length === 0 ? (
            <Spinner label="Searching places..." showLabel />
          ) : null}
          {search.isError ? (
            <p className="text-sm text-red-700">Place search failed: {search.error.message}</p>
          ) : null}
          {search.isSuccess && results.length === 0 ? (
            <p className="text-sm text-slate-700">
              No places found for “{q.trim()}”. Try another name, a ZIP code, or click the map.
            </p>
          ) : null}
          {results.length > 0 ? (
            <>
              <p className="sr-only">{results.length} places found</p>
              <ul
                aria-label="Places found"
                className="max-h-64 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200 bg-white"
              >
                {results.map((r) => (
                  <li key={`${r.placeId ?? r.name}-${r.latitude}-${r.longitude}`}>
                    <button
                      type="button"
                      className="w-full px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
                      onClick={() => {
                        onPick({
                          name: r.name,
                          latitude: r.latitude,
                          longitude: r.longitude,
                          ...(r.placeId ? { placeId: r.placeId } : {}),
                        });
                        setText('');
                      }}
                    >
                      <span className="font-medium text-slate-900">{r.name}</span>
                      <span className="block text-xs text-slate-600">
                        {r.latitude.toFixed(3)}, {r.longitude.toFixed(3)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              {search.data?.attribution ? (
                <p className="mt-1 text-xs text-slate-500">
                  <a
                    className="underline"
                    href={search.data.attribution.link}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {search.data.attribution.text}
                  </a>
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
