import type { TSource, TSourceId } from '@anglerscout/contracts';
import { ageText } from '../lib/format.ts';

/** The footer of every card: who the data comes from and how old it is; stale data says so. */
export function SourceNote({ sources, ids }: { sources: TSource[]; ids: TSourceId[] }) {
  const shown = sources.filter((s) => ids.includes(s.id) && s.fetchedAt !== null);
  if (shown.length === 0) return null;
  return (
    <p className="mt-3 space-y-0.5 text-xs text-slate-500">
      {shown.map((s) => (
        <span key={s.id} className="block">
          Source:{' '}
          <a
            href={s.link}
            target="_blank"
            rel="noreferrer"
            className="underline hover:text-brand-700"
          >
            {s.name}
          </a>{' '}
          · updated {ageText(s.fetchedAt)}
          {s.stale && (
            <strong className="ml-1 font-semibold text-amber-700">
              ({s.note ?? 'saved data: the source is not answering'})
            </strong>
          )}
        </span>
      ))}
    </p>
  );
}
