import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/layouts/page-header.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { REPORTS_PAGE_SIZE, useReports, type ReportFilters } from '../api/get-reports.ts';
import { ReportFiltersForm } from '../components/report-filters.tsx';
import { ReportList, ReportListSkeleton } from '../components/report-list.tsx';

const FILTER_KEYS = ['place', 'species', 'from', 'to'] as const;

/** /app/reports: the member's reports, newest first, paginated and filterable; filters live in the URL. */
export function ReportManagerPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: ReportFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  );
  const reports = useReports(page, filters);
  const filtered = Object.keys(filters).length > 0;
  const pages = Math.max(1, Math.ceil((reports.data?.total ?? 0) / REPORTS_PAGE_SIZE));

  const go = (next: { page?: number; filters?: ReportFilters }) => {
    const f = next.filters ?? filters;
    const p = next.page ?? 1;
    setParams(
      Object.fromEntries([
        ...Object.entries(f).filter(([, v]) => v),
        ...(p > 1 ? [['page', String(p)]] : []),
      ]),
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Report Manager"
        actions={[{ label: 'Create Report', to: '/app/reports/new', primary: true }]}
      />
      <div className="mt-4">
        <ReportFiltersForm
          key={params.toString()}
          value={filters}
          onApply={(f) => go({ filters: f })}
        />
      </div>
      <div className="mt-6" aria-busy={reports.isFetching}>
        {reports.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading your reports...
            </p>
            <ReportListSkeleton />
          </>
        ) : reports.isError ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert tone="error">
              Your reports could not be loaded: {reports.error.message}
            </FormAlert>
            <Button variant="secondary" onClick={() => void reports.refetch()}>
              Try Again
            </Button>
          </div>
        ) : reports.data.items.length === 0 && reports.data.total > 0 ? (
          // An old link past the last page (e.g. after deleting): offer the first page.
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-700">There are no reports on page {page}.</p>
            <Button variant="secondary" onClick={() => go({ page: 1 })}>
              Go to page 1
            </Button>
          </div>
        ) : reports.data.items.length === 0 ? (
          <EmptyState filtered={filtered} onClear={() => go({ filters: {} })} />
        ) : (
          <>
            <p role="status" className="mb-3 text-sm text-slate-700">
              {reports.data.total} {reports.data.total === 1 ? 'report' : 'reports'}
              {filtered ? ' match your filters' : ''}, newest first.
            </p>
            <ReportList
              items={reports.data.items}
              onDeleted={() => {
                toast.success('Report deleted');
                // The last report of a later page is gone: show the page before it.
                if (reports.data.items.length === 1 && page > 1) go({ page: page - 1 });
              }}
            />
            {pages > 1 ? (
              <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
                <Button
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => go({ page: page - 1 })}
                >
                  Previous
                </Button>
                <span className="text-sm text-slate-700">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => go({ page: page + 1 })}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h2 className="text-lg font-bold text-brand-900">No reports match these filters</h2>
        <p className="mt-1 text-slate-700">
          Try a wider date range or a shorter place or species name.
        </p>
        <Button variant="secondary" className="mt-4" onClick={onClear}>
          Clear filters
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-bold text-brand-900">No reports yet</h2>
      <p className="mt-1 text-slate-700">
        Your scouting reports will be listed here. Pick a spot and a day to make your first one.
      </p>
      <Link to="/app/reports/new" className={buttonClass('primary', 'md', 'mt-4')}>
        Create Report
      </Link>
    </div>
  );
}
