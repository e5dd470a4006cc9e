import type { StructuredReport } from '../lib/structured-report.ts';
import { ReportSection } from './report-section.tsx';

const SAFETY_TONE = {
  warning: 'border-red-300 bg-red-50 text-red-900',
  caution: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/** Why the day scores as it does, the safety notes, and what the report had to do without. */
export function ReportReasons({ report }: { report: StructuredReport }) {
  return (
    <ReportSection title="Why this verdict">
      {report.verdict.drivers.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {report.verdict.drivers.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
      {report.verdict.contributions.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold text-slate-800">What moved the score</h3>
          <p className="text-xs text-slate-600">
            Points each factor added to a neutral 50, averaged over the day&apos;s best hours
            {report.verdict.cappedBy
              ? `; the ${report.verdict.cappedBy} warning held the verdict down`
              : ''}
            .
          </p>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {report.verdict.contributions.map((c) => (
              <li key={c.factor} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
                {c.factor} {c.points > 0 ? '+' : ''}
                {c.points}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.conditions.solunar.reasons.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          Solunar: {report.conditions.solunar.reasons.join('; ')}
        </p>
      ) : null}
      {report.safety.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold text-slate-800">Safety</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {report.safety.map((note) => (
              <li
                key={`${note.topic}-${note.text}`}
                className={`rounded-lg border px-3 py-2 text-sm ${SAFETY_TONE[note.level]}`}
              >
                <span className="font-semibold capitalize">{note.level}:</span> {note.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.missing.length > 0 ? (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold">Worked out without:</span> {report.missing.join('; ')}.
        </p>
      ) : null}
    </ReportSection>
  );
}
