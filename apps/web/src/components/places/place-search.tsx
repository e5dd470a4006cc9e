import { useEffect, useId, useState } from 'react';
import type { TLocationResult } from '@anglerscout/contracts';
import { INPUT_CLASS } from '@/components/ui/text-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PLACE_QUERY_MIN, usePlaceSearch } from '@/lib/search-places.ts';

/** Waits for a pause in typing so each keystroke does not become a request; `flush` skips the wait. */
function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, () => setDebounced(value)] as const;
}

/**
 * Search US places by name or ZIP code as the member types (Enter searches at once); a result is
 * chosen with a button press, so keyboard and screen readers need nothing special. It is not a
 * form of its own, so it can sit inside one (the report form) without submitting it.
 */
export function PlaceSearch({
  onPick,
  describedBy,
  invalid = false,
}: {
  onPick: (place: TLocationResult) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, flush] = useDebounced(text, 300);
  const search = usePlaceSearch(q);
  const results = search.data?.results ?? [];
  const showResults = q.trim().length >= PLACE_QUERY_MIN && text.trim().length >= PLACE_QUERY_MIN;

  return (
    <div role="search" className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Search for a place or ZIP code
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          flush();
        }}
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
                        onPick(r);
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
            </>
          ) : null}
          {search.data ? (
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
        </div>
      ) : null}
    </div>
  );
}
