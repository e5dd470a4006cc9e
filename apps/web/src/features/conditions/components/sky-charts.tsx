import {
  Area,
  AreaChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TConditionsDay } from '@anglerscout/contracts';
import { clock } from '@/lib/format-time.ts';

const hourTicks = [0, 6, 12, 18, 24];
const tickText = (h: number) => clock(h * 60).replace(':00', '');
const axis = { tick: { fontSize: 11 }, stroke: '#64748b' };

/** Tide height over the day with highs and lows marked, and the list of them. */
export function TideChart({ tides }: { tides: NonNullable<TConditionsDay['tides']> }) {
  const data = tides.curve.map((p) => ({ h: p.minuteOfDay / 60, ft: p.heightFt }));
  return (
    <div>
      <div className="h-48 w-full" role="img" aria-label={`Tide curve at ${tides.station.name}`}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis
              dataKey="h"
              type="number"
              domain={[0, 24]}
              ticks={hourTicks}
              tickFormatter={tickText}
              {...axis}
            />
            <YAxis {...axis} unit=" ft" width={56} />
            <Tooltip
              labelFormatter={(h) => clock(Number(h) * 60)}
              formatter={(v) => [`${v} ft`, 'Tide']}
            />
            <Area type="monotone" dataKey="ft" stroke="#0f5753" fill="#d3ede8" />
            {tides.extremes.map((e) => (
              <ReferenceDot
                key={e.utc}
                x={e.minuteOfDay / 60}
                y={e.heightFt}
                r={4}
                fill={e.kind === 'high' ? '#0f5753' : '#e8a93a'}
                stroke="white"
              />
            ))}
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <ul className="mt-2 grid grid-cols-2 gap-1 text-sm" aria-label="High and low tides">
        {tides.extremes.map((e) => (
          <li key={e.utc}>
            <span className="font-medium">{e.kind === 'high' ? 'High' : 'Low'}</span>{' '}
            {clock(e.minuteOfDay)} · {e.heightFt.toFixed(1)} ft
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500">
        Station {tides.station.name} ({tides.station.source} {tides.station.id}),{' '}
        {tides.station.distanceKm} km away. Feet above MLLW. Not for navigation.
      </p>
    </div>
  );
}

/** Major and minor solunar periods across the day, with sun and moon events as lines. */
export function SolunarTimeline({ day }: { day: TConditionsDay }) {
  const { sky, solunar } = day;
  const events = [
    { at: sky.sunrise, label: 'Sunrise', color: '#e8a93a' },
    { at: sky.sunset, label: 'Sunset', color: '#e8a93a' },
    { at: sky.moonrise, label: 'Moonrise', color: '#64748b' },
    { at: sky.moonset, label: 'Moonset', color: '#64748b' },
  ].filter((e) => e.at !== null);
  const clamp = (m: number) => Math.min(24, Math.max(0, m / 60));
  return (
    <div>
      <div className="h-32 w-full" role="img" aria-label="Solunar periods and sun and moon times">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={[
              { h: 0, y: 0 },
              { h: 24, y: 0 },
            ]}
            margin={{ top: 18, right: 8, bottom: 0, left: 8 }}
          >
            <XAxis
              dataKey="h"
              type="number"
              domain={[0, 24]}
              ticks={hourTicks}
              tickFormatter={tickText}
              {...axis}
            />
            <YAxis hide domain={[0, 1]} />
            <Line dataKey="y" stroke="transparent" dot={false} isAnimationActive={false} />
            {solunar.periods.map((p) => (
              <ReferenceArea
                key={`${p.kind}-${p.startMinute}`}
                x1={clamp(p.startMinute)}
                x2={clamp(p.endMinute)}
                y1={0}
                y2={p.kind === 'major' ? 1 : 0.6}
                fill={p.kind === 'major' ? '#16706b' : '#86c5bd'}
                fillOpacity={0.7}
              />
            ))}
            {events.map((e) => (
              <ReferenceLine
                key={e.label}
                x={e.at!.minuteOfDay / 60}
                stroke={e.color}
                strokeDasharray="3 3"
                label={{ value: e.label, fontSize: 10, position: 'top' }}
              />
            ))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <ul className="mt-2 space-y-0.5 text-sm" aria-label="Solunar periods">
        {solunar.periods.map((p) => (
          <li key={`${p.kind}-${p.startMinute}`}>
            <span className="font-medium capitalize">{p.kind}</span> {clock(p.startMinute)} –{' '}
            {clock(p.endMinute)} ({p.event}
            {p.coincidesWith ? `, near ${p.coincidesWith}` : ''})
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-700">
        Sunrise {sky.sunrise ? clock(sky.sunrise.minuteOfDay) : '—'} · Sunset{' '}
        {sky.sunset ? clock(sky.sunset.minuteOfDay) : '—'} · Moonrise{' '}
        {sky.moonrise ? clock(sky.moonrise.minuteOfDay) : '—'} · Moonset{' '}
        {sky.moonset ? clock(sky.moonset.minuteOfDay) : '—'}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        Solunar periods are angling tradition (J. A. Knight), not physics. Day rating{' '}
        {solunar.dayRating}/100.
      </p>
    </div>
  );
}
