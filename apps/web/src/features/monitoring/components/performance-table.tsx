import {
  PERFORMANCE_METRICS,
  type PerformanceMetricName,
  type TRoutePerformance,
  type VitalRating,
} from '@anglerscout/contracts';

const RATING_STYLE: Record<VitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-900',
  'needs-improvement': 'bg-amber-50 text-amber-900',
  poor: 'bg-red-50 text-red-900',
};
const RATING_TEXT: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};
export const METRIC_LABELS: Record<PerformanceMetricName, string> = {
  LCP: 'LCP',
  INP: 'INP',
  CLS: 'CLS',
  FCP: 'FCP',
  TTFB: 'TTFB',
  FID: 'FID',
  page_load: 'Page load',
  route_transition: 'Route change',
};

export const formatVital = (name: PerformanceMetricName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;

/** p75 per route (rows, worst first) and metric (columns), with the rating in words and colour. */
export function PerformanceTable({ routes }: { routes: TRoutePerformance[] }) {
  const shown = PERFORMANCE_METRICS.filter((name) =>
    routes.some((r) => r.metrics.some((m) => m.name === name)),
  );
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          75th percentile per route and metric, worst routes first
        </caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50">
            <th scope="col" className="px-3 py-2">
              Route
            </th>
            {shown.map((name) => (
              <th key={name} scope="col" className="px-3 py-2">
                {METRIC_LABELS[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {routes.map((route) => (
            <tr
              key={route.route}
              className="border-b border-slate-100"
              data-testid="performance-row"
            >
              <th scope="row" className="px-3 py-2 font-mono text-xs">
                {route.route}
              </th>
              {shown.map((name) => {
                const m = route.metrics.find((x) => x.name === name);
                if (!m)
                  return (
                    <td key={name} className="px-3 py-2 text-slate-400">
                      —
                    </td>
                  );
                return (
                  <td key={name} className={`px-3 py-2 ${m.rating ? RATING_STYLE[m.rating] : ''}`}>
                    <span className="font-semibold">{formatVital(name, m.p75)}</span>
                    <span className="block text-xs">
                      {m.rating ? RATING_TEXT[m.rating] : 'no rating'} · {m.samples} sample
                      {m.samples === 1 ? '' : 's'}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
