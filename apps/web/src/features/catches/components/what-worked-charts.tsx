import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TCatchStats } from '@anglerscout/contracts';

const CHARTS: { key: keyof Omit<TCatchStats, 'total' | 'species'>; label: string }[] = [
  { key: 'byLight', label: 'Light' },
  { key: 'byTide', label: 'Tide' },
  { key: 'byPressure', label: 'Barometer' },
  { key: 'bySolunar', label: 'Solunar period' },
  { key: 'byWaterTemp', label: 'Water temperature' },
  { key: 'byMoon', label: 'Moon phase' },
  { key: 'byBait', label: 'Bait or lure' },
  { key: 'byMethod', label: 'Method' },
];

/** "What worked for me": the member's catches counted by each condition (counts, not a model). */
export function WhatWorkedCharts({ stats }: { stats: TCatchStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CHARTS.filter((c) => stats[c.key].length > 0).map((c) => (
        <figure key={c.key} className="rounded-xl border border-slate-200 p-3">
          <figcaption className="mb-1 text-sm font-semibold text-slate-800">{c.label}</figcaption>
          <div className="h-40 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart
                data={stats[c.key]}
                layout="vertical"
                margin={{ top: 0, right: 8, bottom: 0, left: 8 }}
              >
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tick={{ fontSize: 11 }}
                  stroke="#64748b"
                />
                <YAxis
                  type="category"
                  dataKey="key"
                  width={110}
                  tick={{ fontSize: 11 }}
                  stroke="#64748b"
                />
                <Tooltip />
                <Bar dataKey="count" name="Catches" fill="#16706b" />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>{c.label}</caption>
            <tbody>
              {stats[c.key].map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.key}</th>
                  <td>{row.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      ))}
    </div>
  );
}
