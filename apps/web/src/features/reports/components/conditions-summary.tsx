import type { StructuredReport } from '../lib/structured-report.ts';
import { clock } from '@/lib/format-time.ts';
import { ReportSection } from './report-section.tsx';

const range = (min: number | null, max: number | null, unit: string) =>
  min === null || max === null ? null : min === max ? `${min}${unit}` : `${min}–${max}${unit}`;

/** The water temperature with how it was obtained and its expected error, wherever it appears. */
function waterText(w: StructuredReport['conditions']['water']): string {
  if (!w)
    return 'unknown: nothing measured, forecast or typical for this spot and date, so it counted as the worst case';
  if (w.kind === 'measured') return `${w.tempF} °F, measured today — ${w.source}`;
  if (w.kind === 'climatology')
    return `typical for this date: ${w.tempF} °F ±${w.errorF} °F — ${w.method}; ${w.source}`;
  return `about ${w.tempF} °F ±${w.errorF} °F — ${w.method}`;
}

/** The day's conditions as facts: weather, water, sun, moon, solunar periods and tides. */
export function ConditionsSummary({ report }: { report: StructuredReport }) {
  const c = report.conditions;
  const w = c.weather;
  const rows: [string, string | null][] = [
    ['Air temperature', w ? range(w.airMinF, w.airMaxF, ' °F') : null],
    [
      'Wind',
      w
        ? [
            range(w.windMinMph, w.windMaxMph, ' mph'),
            w.windFrom ? `from ${w.windFrom}` : null,
            w.gustMaxMph !== null ? `gusts to ${w.gustMaxMph} mph` : null,
          ]
            .filter(Boolean)
            .join(', ') || null
        : null,
    ],
    [
      'Pressure',
      w?.pressureTrend
        ? `${w.pressureTrend}${w.pressureChangeHpa !== null ? ` (${w.pressureChangeHpa > 0 ? '+' : ''}${w.pressureChangeHpa} hPa)` : ''}`
        : null,
    ],
    ['Cloud cover', w?.cloudMeanPct != null ? `${w.cloudMeanPct}% average` : null],
    [
      'Rain',
      w
        ? [
            w.precipTotalIn !== null ? `${w.precipTotalIn} in total` : null,
            w.precipProbMaxPct !== null ? `up to ${w.precipProbMaxPct}% chance` : null,
          ]
            .filter(Boolean)
            .join(', ') || null
        : null,
    ],
    ['Water temperature', waterText(c.water)],
    [
      'Sunrise / sunset',
      c.sunrise && c.sunset
        ? `${clock(c.sunrise.minuteOfDay)} / ${clock(c.sunset.minuteOfDay)}`
        : null,
    ],
    [
      'Moonrise / moonset',
      `${c.moonrise ? clock(c.moonrise.minuteOfDay) : 'none'} / ${c.moonset ? clock(c.moonset.minuteOfDay) : 'none'}`,
    ],
    ['Moon', `${c.moon.phaseName}, ${Math.round(c.moon.illuminationPct)}% lit`],
    ['Solunar day rating', `${c.solunar.dayRating}`],
  ];
  return (
    <ReportSection title="Conditions">
      {!w ? (
        <p className="mt-2 text-sm text-slate-700">
          {/* Why there is no forecast: beyond its reach, or its service did not answer (and when). */}
          {report.plannedFrom && report.plannedFrom.basis !== 'forecast'
            ? report.plannedFrom.text
            : 'No weather forecast for this date: the report is planned from the sun, moon, tides and season.'}
        </p>
      ) : null}
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="text-slate-900 max-sm:mb-1">{value}</dd>
            </div>
          ))}
      </dl>
      {c.solunar.periods.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold text-slate-800">Solunar periods</h3>
          <ul className="mt-1 text-sm text-slate-800">
            {c.solunar.periods.map((p) => (
              <li key={`${p.kind}-${p.startMinute}`}>
                <span className="capitalize">{p.kind}</span> {clock(p.startMinute)} –{' '}
                {clock(p.endMinute)} ({p.event}
                {p.coincidesWith ? `, with ${p.coincidesWith}` : ''})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.tidePlan ? (
        <>
          <h3 className="mt-4 text-sm font-bold text-slate-800">
            Tides at {report.tidePlan.station.name}
          </h3>
          <p className="text-xs text-slate-600">
            {report.tidePlan.station.sourceName} station {report.tidePlan.station.sourceStationId},{' '}
            {report.tidePlan.station.distanceKm} km away. Not for navigation.
          </p>
          <ul className="mt-1 text-sm text-slate-800">
            {report.tidePlan.extremes.map((t) => (
              <li key={t.utc}>
                <span className="capitalize">{t.kind}</span> {clock(t.minuteOfDay)},{' '}
                {t.heightFt.toFixed(1)} ft
              </li>
            ))}
          </ul>
          {report.tidePlan.advice.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {report.tidePlan.advice.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </ReportSection>
  );
}
