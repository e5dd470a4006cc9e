import type { TReportConditionsSnapshot } from '@anglerscout/contracts';
import type { StructuredReport } from '../lib/structured-report.ts';
import { ReportSection } from './report-section.tsx';

/** Where each fact came from, the attributions the data licences ask for, and what was missing. */
export function ReportSources({
  report,
  snapshot,
}: {
  report: StructuredReport;
  snapshot: TReportConditionsSnapshot | null;
}) {
  return (
    <ReportSection title="Sources and attributions">
      <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
        {(snapshot?.sources ?? []).map((s) => (
          <li key={s.id}>
            <a
              href={s.link}
              target="_blank"
              rel="noreferrer noopener"
              className="font-semibold text-brand-700 underline"
            >
              {s.name}
            </a>
            : {s.attribution}
            {s.stale ? ' (last good data; the live source did not answer)' : ''}
          </li>
        ))}
        {report.sources.map((s) => (
          <li key={`${s.label}-${s.detail}`}>
            <span className="font-semibold text-slate-800">{s.label}:</span> {s.detail}
          </li>
        ))}
      </ul>
      {snapshot && snapshot.missing.length > 0 ? (
        <ul className="mt-3 list-disc pl-5 text-sm text-slate-700">
          {snapshot.missing.map((m) => (
            <li key={`${m.source}-${m.message}`}>{m.message}</li>
          ))}
        </ul>
      ) : null}
    </ReportSection>
  );
}
