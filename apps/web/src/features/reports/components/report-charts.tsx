import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TWeatherHour } from '@anglerscout/contracts';
import type { StructuredReport } from '../lib/structured-report.ts';
import { clock } from '@/lib/format-time.ts';

const hourOf = (local: string) => Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
const ticks = [0, 360, 720, 1080, 1440];
const axis = {
  type: 'number' as const,
  domain: [0, 1440] as [number, number],
  ticks,
  tickFormatter: (m: number) => clock(m),
  fontSize: 12,
};

function Chart({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: React.ReactElement;
}) {
  return (
    <figure className="break-inside-avoid">
      <figcaption className="text-sm font-bold text-slate-800">{title}</figcaption>
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true" className="mt-2 h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The day in charts: bite score by hour, air temperature and wind, and the tide curve. Loaded
 * in its own chunk (recharts is large); each chart has a text summary for screen readers.
 */
export default function ReportCharts({
  report,
  weather,
}: {
  report: StructuredReport;
  weather: TWeatherHour[] | null;
}) {
  const bite = report.hourly.map((h) => ({ minute: h.minuteOfDay, score: h.score }));
  const best = [...report.hourly].sort((a, b) => b.score - a.score)[0];
  const day = (weather ?? [])
    .filter((h) => h.time.startsWith(report.date))
    .map((h) => ({ minute: hourOf(h.time), air: h.airTempF, wind: h.windMph }));
  const tide =
    report.tidePlan?.curve.map((p) => ({ minute: p.minuteOfDay, height: p.heightFt })) ?? [];

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      {bite.length > 0 ? (
        <Chart
          title="Bite score by hour"
          summary={best ? `Highest bite score ${best.score} at ${clock(best.minuteOfDay)}.` : ''}
        >
          <AreaChart data={bite} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="minute" {...axis} />
            <YAxis domain={[0, 100]} fontSize={12} />
            <Tooltip labelFormatter={(m) => clock(Number(m))} formatter={(v) => [v, 'Score']} />
            <Area
              type="monotone"
              dataKey="score"
              stroke="#0f5753"
              fill="#d3ede8"
              isAnimationActive={false}
            />
          </AreaChart>
        </Chart>
      ) : null}
      {day.length > 0 ? (
        <Chart
          title="Air temperature (°F) and wind (mph)"
          summary={`Air ${Math.min(...day.map((d) => d.air ?? Infinity))} to ${Math.max(...day.map((d) => d.air ?? -Infinity))} °F; wind up to ${Math.max(...day.map((d) => d.wind ?? 0))} mph.`}
        >
          <LineChart data={day} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="minute" {...axis} />
            <YAxis fontSize={12} />
            <Tooltip labelFormatter={(m) => clock(Number(m))} />
            <Legend
              verticalAlign="top"
              height={24}
              iconType="plainline"
              wrapperStyle={{ fontSize: 12 }}
            />
            <Line
              type="monotone"
              dataKey="air"
              name="Air °F"
              stroke="#e8a93a"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="monotone"
              dataKey="wind"
              name="Wind mph"
              stroke="#16706b"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </Chart>
      ) : null}
      {tide.length > 0 ? (
        <Chart
          title={`Tide height (ft) at ${report.tidePlan?.station.name ?? ''}`}
          summary={(report.tidePlan?.extremes ?? [])
            .map((t) => `${t.kind} ${clock(t.minuteOfDay)} ${t.heightFt.toFixed(1)} ft`)
            .join('; ')}
        >
          <AreaChart data={tide} margin={{ top: 4, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="minute" {...axis} />
            <YAxis fontSize={12} />
            <Tooltip
              labelFormatter={(m) => clock(Number(m))}
              formatter={(v) => [`${Number(v).toFixed(1)} ft`, 'Tide']}
            />
            <Area
              type="monotone"
              dataKey="height"
              stroke="#0f3d3e"
              fill="#bae6fd"
              isAnimationActive={false}
            />
          </AreaChart>
        </Chart>
      ) : null}
    </div>
  );
}
