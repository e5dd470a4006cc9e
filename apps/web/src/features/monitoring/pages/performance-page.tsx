import { useState } from 'react';
import { PERFORMANCE_RANGES, type PerformanceRange } from '@anglerscout/contracts';
import { QueryStates } from '@/components/ui/query-states.tsx';
import { usePerformance } from '../api/get-performance.ts';
import { PerformanceTable } from '../components/performance-table.tsx';
import { PerformanceTrend } from '../components/performance-trend.tsx';

const RANGE_LABELS: Record<PerformanceRange, string> = {
  '1h': 'Last hour',
  '6h': 'Last 6 hours',
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
};
const isRange = (value: string): value is PerformanceRange =>
  Object.hasOwn(PERFORMANCE_RANGES, value);

/**
 * /app/admin/performance: web vitals and page timings of real visits (p75 per route and metric,
 * rated good, needs improvement or poor), worst routes first, and their trend over the range.
 */
export function PerformancePage() {
  const [range, setRange] = useState<PerformanceRange>('1h');
  const summary = usePerformance(range);
  const data = summary.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Performance</h1>
          <p className="text-sm text-slate-600">
            Measured in visitors' browsers (LCP, INP, CLS, FCP, TTFB, FID where the browser gives
            it, page load and route changes). Each figure is the 75th percentile.
          </p>
        </div>
        <label className="text-sm">
          Time range{' '}
          <select
            value={range}
            onChange={(e) => isRange(e.target.value) && setRange(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            {Object.entries(RANGE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryStates
        isPending={summary.isPending}
        error={summary.error}
        isEmpty={data?.routes.length === 0}
        loadingLabel="Loading performance..."
        emptyText="No visit reported its timings in this range yet."
      />
      {data && data.routes.length > 0 ? (
        <>
          <p className="text-sm text-slate-700">
            {data.totalSamples.toLocaleString('en-US')} measurements from{' '}
            {new Date(data.from).toLocaleString('en-US')} to{' '}
            {new Date(data.to).toLocaleString('en-US')}.
          </p>
          <PerformanceTable routes={data.routes} />
          <PerformanceTrend trend={data.trend} />
        </>
      ) : null}
    </div>
  );
}
