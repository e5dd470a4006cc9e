import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TBiteHour } from '@anglerscout/contracts';
import { hourLabel } from '@/lib/format-time.ts';

const colour = (score: number) => (score >= 70 ? '#0f5753' : score >= 45 ? '#16706b' : '#94a3b8');

/** The hourly bite score for a general angler, and the best hours with their reasons. */
export function BiteChart({ hours }: { hours: TBiteHour[] }) {
  const data = hours.map((h) => ({ hour: hourLabel(h.hour), score: h.score }));
  const best = [...hours].sort((a, b) => b.score - a.score).slice(0, 3);
  return (
    <div>
      <div className="h-44 w-full" role="img" aria-label="Bite score by hour">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="hour" interval={5} tick={{ fontSize: 11 }} />
            <YAxis domain={[0, 100]} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="score" name="Bite score">
              {data.map((d) => (
                <Cell key={d.hour} fill={colour(d.score)} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <h3 className="mt-3 text-sm font-semibold text-slate-800">Best hours</h3>
      <ol className="mt-1 space-y-1 text-sm">
        {best.map((h) => (
          <li key={h.hour}>
            <span className="font-medium">
              {hourLabel(h.hour)} · {h.score}/100
            </span>
            {h.reasons.length > 0 && (
              <span className="text-slate-600"> — {h.reasons.join('; ')}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
