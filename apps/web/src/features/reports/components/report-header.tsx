import { WATER_KIND_LABELS, type TReport } from '@anglerscout/contracts';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { PUBLIC_PATHS } from '@/lib/public-paths.ts';
import { SaveSpotButton } from '@/components/spots/save-spot-dialog.tsx';
import { describeStyle, formatCreated, formatDay, scoreTone } from '../lib/format.ts';
import { RATING_LABELS, type StructuredReport } from '../lib/structured-report.ts';

/** Place, day and style; the verdict and score; print and PDF actions (not printed themselves). */
export function ReportHeader({
  report,
  structured,
}: {
  report: TReport;
  structured: StructuredReport | null;
}) {
  const targets = structured?.targets.map((t) => t.commonName).join(', ');
  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Scouting report
          </p>
          <h1 className="break-words text-2xl font-bold text-brand-900 sm:text-3xl">
            {report.locationName}
          </h1>
          <p className="mt-1 text-slate-800">
            {formatDay(report.date)} · {describeStyle(report)}
          </p>
          {targets ? (
            <p className="text-sm text-slate-700">
              {structured?.targetsChosenBy === 'user' ? 'Target' : 'Likely targets'}: {targets}
            </p>
          ) : null}
          {structured?.waterKind ? (
            <p className="text-sm text-slate-700">
              Water: {WATER_KIND_LABELS[structured.waterKind.kind]}
              {structured.place.subRegion ? ` in ${structured.place.subRegion.name}` : ''}{' '}
              <span className="text-slate-500">
                (
                {structured.waterKind.chosenBy === 'user'
                  ? 'your choice'
                  : `suggested: ${structured.waterKind.reasons.join('; ')}`}
                )
              </span>
            </p>
          ) : null}
          <p className="text-xs text-slate-500">Created {formatCreated(report.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <SaveSpotButton
            draft={{
              name: report.locationName,
              latitude: report.latitude,
              longitude: report.longitude,
              habitat: report.habitat,
              species: report.species,
              fishingType: report.fishingType,
            }}
          />
          <a
            href={`/api/reports/${report.id}/pdf`}
            download
            className={buttonClass('primary', 'sm')}
          >
            Download PDF
          </a>
          <button
            type="button"
            onClick={() => window.print()}
            className={buttonClass('secondary', 'sm')}
          >
            Print
          </button>
        </div>
      </div>
      <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none">
        <span
          className={`flex size-20 shrink-0 flex-col items-center justify-center rounded-2xl text-3xl font-extrabold ${scoreTone(report.score)}`}
        >
          {report.score ?? '–'}
          <span className="text-xs font-semibold uppercase">of 100</span>
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold text-brand-900">
            Verdict:{' '}
            {structured
              ? structured.verdict.cappedBy === 'closed season'
                ? 'Closed'
                : RATING_LABELS[structured.verdict.rating]
              : 'See the report'}
          </p>
          {report.verdict ? <p className="text-slate-800">{report.verdict}</p> : null}
          <p className="mt-1 text-sm print:hidden">
            <Link
              to={PUBLIC_PATHS.howWeTest}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              How we test the bite score
            </Link>
          </p>
        </div>
      </div>
    </header>
  );
}
