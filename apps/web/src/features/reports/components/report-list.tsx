import { Link } from 'react-router';
import type { TReportSummary } from '@anglerscout/contracts';
import { describeStyle, formatCreated, formatDay, scoreTone } from '../lib/format.ts';
import { DeleteReportDialog } from './delete-report-dialog.tsx';

/** One page of reports as cards: place, day, style, score and verdict; open or delete. */
export function ReportList({
  items,
  onDeleted,
}: {
  items: TReportSummary[];
  onDeleted: () => void;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Your reports">
      {items.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
        >
          <span
            className={`inline-flex size-14 shrink-0 flex-col items-center justify-center rounded-xl text-lg font-extrabold ${scoreTone(r.score)}`}
          >
            {r.score ?? '–'}
            <span className="text-[10px] font-semibold uppercase">score</span>
          </span>
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-bold text-brand-900">
              <Link to={`/app/reports/${r.id}`} className="break-words hover:underline">
                {r.locationName}
              </Link>
            </h2>
            <p className="text-sm text-slate-800">
              {formatDay(r.date)}
              {r.speciesName ? ` · ${r.speciesName}` : ''}
            </p>
            <p className="text-xs text-slate-600">{describeStyle(r)}</p>
            {r.verdict ? (
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{r.verdict}</p>
            ) : null}
            <p className="mt-1 text-xs text-slate-500">Created {formatCreated(r.createdAt)}</p>
          </div>
          <div className="flex gap-2 sm:flex-col sm:items-end">
            <Link
              to={`/app/reports/${r.id}`}
              className="rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Open<span className="sr-only"> report for {r.locationName}</span>
            </Link>
            <DeleteReportDialog id={r.id} name={r.locationName} onDeleted={onDeleted} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ReportListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="h-28 animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
