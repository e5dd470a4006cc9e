import { useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TMetricSeries } from '@anglerscout/contracts';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useMetricHistory } from '../api/get-metric-history.ts';
import { clockTime, formatMetric } from '../lib/format-metric.ts';
import { RangeSelect } from './range-select.tsx';

const RANGES = [
  { label: '1 hour', ms: 3_600_000 },
  { label: '6 hours', ms: 21_600_000 },
  { label: '24 hours', ms: 86_400_000 },
] as const;
const RANGE_OPTIONS = RANGES.map((r) => [String(r.ms), r.label] as const);

/** Only the metrics with points in the range get a chart. */
const recorded = (history: { series: TMetricSeries[] }) =>
  history.series.filter((s) => s.points.length > 0);

/** Each metric recorded in the range (every process's points), with the anomaly flag. */
export function MetricHistory() {
  const [range, setRange] = useState<number>(RANGES[0].ms);
  const history = useMetricHistory(range);
  return (
    <section
      aria-labelledby="history-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="history-title" className="text-lg font-bold text-brand-900">
          Metric history
        </h2>
        <RangeSelect
          value={String(range)}
          onChange={(value) => setRange(Number(value))}
          options={RANGE_OPTIONS}
        />
      </div>
      <QueryView
        query={history}
        loadingLabel="Loading history..."
        isEmpty={(data) => recorded(data).length === 0}
        emptyText="Nothing recorded in this range yet."
      >
        {(data) => (
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {recorded(data).map((s) => (
              <SeriesChart key={s.name} series={s} />
            ))}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function SeriesChart({ series }: { series: TMetricSeries }) {
  const data = series.points.map((p) => ({ at: clockTime(p.timestamp), value: p.value }));
  const latest = series.points.at(-1)!;
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-800">
        {series.label}: {formatMetric(latest.value, series.unit)}
        {series.anomaly ? (
          <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900">Anomaly</span>
        ) : null}
      </figcaption>
      <div
        className="h-32"
        role="img"
        aria-label={`${series.label} over time, ${series.points.length} points`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="at" tick={{ fontSize: 10 }} minTickGap={30} />
            <YAxis tick={{ fontSize: 10 }} />
            <Tooltip formatter={(v) => formatMetric(Number(v), series.unit)} />
            <Line
              type="linear"
              dataKey="value"
              stroke="#16706b"
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
