import {
  Bar,
  BarChart,
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
import { hourLabel } from '@/lib/format-time.ts';
import { hpaToInHg } from '../lib/format.ts';

/** Below about 0.02 inHg/h a change is ordinary daily swing, not a trend (research notes). */
const NOISE_INHG_PER_HOUR = 0.02 / 3;

function pressureTrend(hours: TWeatherHour[]): string {
  const known = hours.filter((h) => h.pressureHpa !== null);
  if (known.length < 2) return 'Pressure trend unknown.';
  const first = known[0]!;
  const last = known[known.length - 1]!;
  const change = hpaToInHg(last.pressureHpa!) - hpaToInHg(first.pressureHpa!);
  const span = known.length - 1;
  const word =
    Math.abs(change) / span < NOISE_INHG_PER_HOUR ? 'Steady' : change < 0 ? 'Falling' : 'Rising';
  return `${word}: ${change >= 0 ? '+' : ''}${change.toFixed(2)} inHg over the day (${hpaToInHg(first.pressureHpa!).toFixed(2)} to ${hpaToInHg(last.pressureHpa!).toFixed(2)}).`;
}

const axis = { tick: { fontSize: 11 }, stroke: '#64748b' };

function Frame({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <figure className="mb-4">
      <figcaption className="mb-1 text-sm font-medium text-slate-700">{label}</figcaption>
      <div className="h-44 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Hourly air temperature and pressure with its trend, wind and gusts, and the chance of rain for one day. */
export function WeatherCharts({ hours }: { hours: TWeatherHour[] }) {
  const data = hours.map((h) => ({
    hour: hourLabel(Number(h.time.slice(11, 13))),
    temp: h.airTempF,
    pressure: h.pressureHpa === null ? null : hpaToInHg(h.pressureHpa),
    wind: h.windMph,
    gust: h.gustMph,
    rain: h.precipChancePct,
  }));
  return (
    <div>
      <Frame label="Air temperature (°F) and pressure (inHg)">
        <LineChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="hour" {...axis} interval={5} />
          <YAxis yAxisId="t" {...axis} domain={['auto', 'auto']} />
          <YAxis yAxisId="p" orientation="right" {...axis} domain={['auto', 'auto']} width={44} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            yAxisId="t"
            type="monotone"
            dataKey="temp"
            name="Air °F"
            stroke="#e8a93a"
            dot={false}
            strokeWidth={2}
            connectNulls
          />
          <Line
            yAxisId="p"
            type="monotone"
            dataKey="pressure"
            name="Pressure inHg"
            stroke="#0f5753"
            dot={false}
            strokeWidth={2}
            connectNulls
          />
        </LineChart>
      </Frame>
      <p className="-mt-2 mb-4 text-sm text-slate-700">{pressureTrend(hours)}</p>
      <Frame label="Wind and gusts (mph)">
        <LineChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="hour" {...axis} interval={5} />
          <YAxis {...axis} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="wind"
            name="Wind"
            stroke="#16706b"
            dot={false}
            strokeWidth={2}
            connectNulls
          />
          <Line
            type="monotone"
            dataKey="gust"
            name="Gusts"
            stroke="#94a3b8"
            strokeDasharray="4 3"
            dot={false}
            connectNulls
          />
        </LineChart>
      </Frame>
      <Frame label="Chance of rain (%)">
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="hour" {...axis} interval={5} />
          <YAxis {...axis} domain={[0, 100]} />
          <Tooltip />
          <Bar dataKey="rain" name="Rain chance %" fill="#60a5fa" />
        </BarChart>
      </Frame>
    </div>
  );
}
