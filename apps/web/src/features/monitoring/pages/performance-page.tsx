import { useState } from 'react';
import { PERFORMANCE_RANGES, type PerformanceRange } from '@anglerscout/contracts';
import { QueryView } from '@/components/ui/query-view.tsx';
import { usePerformance } from '../api/get-performance.ts';
import { RangeSelect } from '../components/range-select.tsx';
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
        <RangeSelect
          value={range}
          onChange={(value) => isRange(value) && setRange(value)}
          options={Object.entries(RANGE_LABELS)}
        />
      </div>
      <QueryView
        query={summary}
        loadingLabel="Loading performance..."
        isEmpty={(data) => data.routes.length === 0}
        emptyText="No visit reported its timings in this range yet."
      >
        {(data) => (
          <>
            <p className="text-sm text-slate-700">
              {data.totalSamples.toLocaleString('en-US')} measurements from{' '}
              {new Date(data.from).toLocaleString('en-US')} to{' '}
              {new Date(data.to).toLocaleString('en-US')}.
            </p>
            <PerformanceTable routes={data.routes} />
            <PerformanceTrend trend={data.trend} />
          </>
        )}
      </QueryView>
    </div>
  );
}
