import type { TCatchConditions } from '@anglerscout/contracts';
import { ConditionList, type ConditionItem } from '@/components/conditions/condition-list.tsx';

const f = (v: number | null, unit: string) =>
  v === null ? 'not available' : `${Math.round(v)} ${unit}`;

/** Everything the catch's hour was like, with the sources and what could not be had. */
export function CatchConditions({ conditions: c }: { conditions: TCatchConditions }) {
  const items: ConditionItem[] = [
    { label: 'Light', value: c.light },
    { label: 'Air', value: f(c.airTempF, '°F') },
    {
      label: 'Water',
      value: c.water
        ? `${Math.round(c.water.tempF)} °F${c.water.errorF ? ` ±${c.water.errorF}` : ''} (${c.water.kind === 'air-estimate' ? 'estimate' : c.water.kind === 'climatology' ? 'typical for the date' : c.water.kind})`
        : 'not available',
    },
    {
      label: 'Wind',
      value:
        c.windMph === null
          ? 'not available'
          : `${c.windFrom ?? ''} ${Math.round(c.windMph)} mph`.trim(),
    },
    {
      label: 'Pressure',
      value: c.pressureTrend
        ? `${c.pressureTrend}${c.pressureHpa ? ` (${Math.round(c.pressureHpa)} hPa)` : ''}`
        : 'not available',
    },
    {
      label: 'Tide',
      value: c.tide
        ? `${c.tide.stage}, ${c.tide.flowFtPerHour} ft/h`
        : 'none (fresh water or no station)',
    },
    { label: 'Moon', value: `${c.moonPhase}, ${c.moonIlluminationPct}% lit` },
    { label: 'Solunar', value: c.solunarEvent ?? 'outside the periods' },
  ];
  return (
    <div>
      <ConditionList items={items} />
      <p className="mt-3 text-xs text-slate-600">
        Sources: {c.sources.join('; ')}.
        {c.tide ? ` Tide station: ${c.tide.stationName}, ${c.tide.stationDistanceKm} km away.` : ''}
        {c.missing.length ? ` Not available: ${c.missing.join('; ')}.` : ''}
      </p>
    </div>
  );
}
