import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  VITAL_THRESHOLDS,
  type PerformanceMetricName,
  type TPerformanceTrendPoint,
} from '@anglerscout/contracts';
import { clockTime } from '../lib/format-metric.ts';
import { METRIC_LABELS, formatVital } from './performance-table.tsx';
import { Card } from '@/components/ui/card.tsx';

const isRated = (name: PerformanceMetricName): name is keyof typeof VITAL_THRESHOLDS =>
  Object.hasOwn(VITAL_THRESHOLDS, name);

/** Each metric's p75 per time bucket over the range, with its good and poor limits in the caption. */
export function PerformanceTrend({ trend }: { trend: TPerformanceTrendPoint[] }) {
  const names = [...new Set(trend.map((p) => p.name))];
  return (
    <Card title="Trends">
      <div className="grid gap-4 md:grid-cols-2">
        {names.map((name) => {
          const points = trend
            .filter((p) => p.name === name)
            .map((p) => ({ at: clockTime(p.at), p75: p.p75 }));
          return (
            <figure key={name}>
              <figcaption className="text-sm font-semibold text-slate-800">
                {METRIC_LABELS[name]} p75
                {isRated(name) ? (
                  <span className="ml-2 text-xs font-normal text-slate-600">
                    good up to {formatVital(name, VITAL_THRESHOLDS[name][0])}, poor above{' '}
                    {formatVital(name, VITAL_THRESHOLDS[name][1])}
                  </span>
                ) : null}
              </figcaption>
              <div
                className="h-32"
                role="img"
                aria-label={`${METRIC_LABELS[name]} p75 over time, ${points.length} points`}
              >
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart data={points} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
                    <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                    <XAxis dataKey="at" tick={{ fontSize: 10 }} minTickGap={30} />
                    <YAxis tick={{ fontSize: 10 }} />
                    <Tooltip formatter={(v) => formatVital(name, Number(v))} />
                    <Line
                      type="linear"
                      dataKey="p75"
                      stroke="#16706b"
                      dot
                      isAnimationActive={false}
                    />
                  </LineChart>
                </ResponsiveContainer>
              </div>
            </figure>
          );
        })}
      </div>
    </Card>
  );
}
