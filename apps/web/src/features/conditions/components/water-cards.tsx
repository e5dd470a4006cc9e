import type { TConditionsResponse, TGauge } from '@anglerscout/contracts';
import { PARAMETER_LABELS, TREND_LABELS } from '../data/copy.ts';
import { ageText } from '../lib/format.ts';

const unitText = { cfs: 'cfs', ft: 'ft', F: '°F' } as const;

/** Nearby USGS gauges, nearest first, with flow, level, water temperature and trend. */
export function GaugeList({ gauges }: { gauges: TGauge[] }) {
  if (gauges.length === 0)
    return <p className="text-sm text-slate-600">No active USGS gauges within about 25 km.</p>;
  return (
    <ul className="space-y-3" aria-label="Nearby gauges">
      {gauges.slice(0, 5).map((g) => (
        <li key={g.id} className="rounded-lg border border-slate-100 p-2">
          <p className="text-sm font-medium">
            <a
              href={g.link}
              target="_blank"
              rel="noreferrer"
              className="underline hover:text-brand-700"
            >
              {g.name ?? g.id}
            </a>{' '}
            <span className="font-normal text-slate-500">
              · {g.distanceKm} km away{g.name ? ` · ${g.id}` : ''}
            </span>
          </p>
          <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
            {g.readings.map((r) => (
              <div key={r.parameter}>
                <dt className="text-xs text-slate-500">{PARAMETER_LABELS[r.parameter]}</dt>
                <dd>
                  {r.value === null
                    ? 'no reading'
                    : `${r.value.toLocaleString('en-US')} ${unitText[r.unit]}`}
                  {r.trend && (
                    <span className="block text-xs text-slate-600">{TREND_LABELS[r.trend]}</span>
                  )}
                  <span className="block text-xs text-slate-400">{ageText(r.observedAt)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Observed water level and temperature at the tide station, and the sea state now. */
export function CoastSummary({
  coast,
  marine,
}: {
  coast: TConditionsResponse['coast'];
  marine: TConditionsResponse['marine'];
}) {
  const nowHour = marine?.find((h) => h.waveHeightFt !== null);
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      {coast && (
        <>
          <div>
            <dt className="text-xs text-slate-500">Water level ({coast.stationName})</dt>
            <dd>
              {coast.waterLevelFt
                ? `${coast.waterLevelFt.value.toFixed(2)} ft MLLW · ${ageText(coast.waterLevelFt.observedAt)}`
                : 'not measured here'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Water temperature</dt>
            <dd>
              {coast.waterTempF
                ? `${coast.waterTempF.value.toFixed(1)} °F · ${ageText(coast.waterTempF.observedAt)}`
                : 'not measured here'}
            </dd>
          </div>
        </>
      )}
      {nowHour && (
        <>
          <div>
            <dt className="text-xs text-slate-500">Waves</dt>
            <dd>
              {nowHour.waveHeightFt} ft
              {nowHour.wavePeriodS !== null ? ` every ${nowHour.wavePeriodS} s` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Sea surface</dt>
            <dd>{nowHour.seaTempF !== null ? `${nowHour.seaTempF} °F` : '—'}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
