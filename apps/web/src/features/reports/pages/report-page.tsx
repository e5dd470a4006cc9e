import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { ErrorBoundary } from '@/components/errors/error-boundary.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useReport } from '../api/get-reports.ts';
import { BestWindowsTimeline } from '../components/best-windows-timeline.tsx';
import { ConditionsSummary } from '../components/conditions-summary.tsx';
import { FishingPlan } from '../components/fishing-plan.tsx';
import { ReportHeader } from '../components/report-header.tsx';
import { ReportMarkdown } from '../components/report-markdown.tsx';
import { ReportNotFound } from '../components/report-not-found.tsx';
import { ReportReasons } from '../components/report-reasons.tsx';
import { ReportSection } from '../components/report-section.tsx';
import { ReportSources } from '../components/report-sources.tsx';
import { ReportRules } from '../components/report-rules.tsx';

const ReportCharts = lazy(() => import('../components/report-charts.tsx'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /app/reports/{id}. Only the owner sees a report: the server answers 404 for anyone else. */
export function ReportPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const query = useReport(id, valid);
  if (!valid) return <ReportNotFound />;
  if (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status))
    return <ReportNotFound />;
  if (query.isPending) return <ReportSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <FormAlert tone="error">This report could not be loaded: {query.error.message}</FormAlert>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const report = query.data;
  // Null for a report stored in an older shape: its text still shows.
  const structured = report.structured;
  const snapshot = report.conditions;
  return (
    <article className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 print:max-w-none print:px-0 print:py-0">
      <ReportHeader report={report} structured={structured} />
      {report.writer.note ? <FormAlert tone="info">{report.writer.note}</FormAlert> : null}
      {structured ? (
        <>
          <ReportRules report={structured} />
          <BestWindowsTimeline report={structured} />
          <FishingPlan report={structured} />
          <ConditionsSummary report={structured} />
          <ReportSection title="Charts" className="print:break-before-page">
            <ErrorBoundary>
              <Suspense
                fallback={
                  <div
                    aria-hidden="true"
                    className="mt-4 h-48 animate-pulse rounded-xl bg-slate-100"
                  />
                }
              >
                <ReportCharts report={structured} weather={snapshot?.weather ?? null} />
              </Suspense>
            </ErrorBoundary>
          </ReportSection>
          <ReportReasons report={structured} />
        </>
      ) : null}
      <ReportSection title="The full report">
        <div className="mt-3">
          <ReportMarkdown markdown={report.markdown} />
        </div>
        <p className="mt-4 text-xs text-slate-500">
          Written by{' '}
          {report.writer.kind === 'model'
            ? `the AI model ${report.writer.model ?? ''}`.trim()
            : 'the built-in report writer'}
          {report.writer.aiSettingsVersion !== null
            ? ` (AI settings version ${report.writer.aiSettingsVersion})`
            : ''}{' '}
          from the facts above.
        </p>
      </ReportSection>
      {structured ? <ReportSources report={structured} snapshot={snapshot} /> : null}
    </article>
  );
}

function ReportSkeleton() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the report...
      </p>
      {['h-24', 'h-28', 'h-40', 'h-64'].map((h, i) => (
        <div
          key={i}
          aria-hidden="true"
          className={`${h} animate-pulse rounded-2xl bg-slate-200 motion-reduce:animate-none`}
        />
      ))}
    </div>
  );
}
