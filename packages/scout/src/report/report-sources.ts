import { BITE_RULES } from '../bite/bite-rules.ts';
import { SOURCES } from '../species/sources.ts';
import { SOLUNAR_RULES } from '../solunar/solunar-rules.ts';
import type { Tides } from '../tides/predict-tides.ts';
import { TYPICAL_WORDS } from './species-ranges.ts';
import { stationLabel } from './tide-plan.ts';
import type { TIceEstimate } from '@anglerscout/contracts';
import type { ClimateNormals } from '../climate/types.ts';
import type { Conditions, TargetSummary } from './types.ts';

interface SourceInput {
  tides: Tides | null;
  weatherSource: string | null;
  water: Conditions['water'];
  targets: TargetSummary[];
  climate?: ClimateNormals | null;
  ice?: TIceEstimate | null;
}

/** Every source behind a report, in the order a reader meets them. */
export function reportSources({
  tides,
  weatherSource,
  water,
  targets,
  climate = null,
  ice = null,
}: SourceInput): { label: string; detail: string }[] {
  const out: { label: string; detail: string }[] = [
    {
      label: 'Sun and moon',
      detail:
        'computed with astronomy-engine (Don Cross, MIT licence); time zone from geo-tz / timezone-boundary-builder',
    },
    { label: 'Solunar periods', detail: SOLUNAR_RULES.sources.join(' ') },
    { label: 'Solunar weight', detail: BITE_RULES.solunar.basis },
  ];
  if (weatherSource) out.push({ label: 'Weather', detail: weatherSource });
  out.push({
    label: 'Water temperature',
    detail: !water
      ? 'unknown: nothing measured, forecast or typical for this spot and date'
      : water.kind === 'measured'
        ? `${water.source} (measured today)`
        : `${water.method}; expected error ±${water.errorF} °F; ${water.source}`,
  });
  if (climate?.airSource) out.push({ label: 'Typical air temperature', detail: climate.airSource });
  if (climate?.seaSource)
    out.push({ label: 'Typical sea-surface temperature', detail: climate.seaSource });
  // Only when the report speaks of ice (its ice section is left out on open water)
  if (ice && ice.state !== 'open')
    out.push(
      { label: 'Ice estimate', detail: `${ice.method}; ${ice.source}` },
      { label: 'Ice thickness guidance', detail: ice.guidanceSource },
    );
  if (tides)
    out.push({ label: 'Tides', detail: `${stationLabel(tides.station)}: ${tides.attribution}` });
  // A source cited again (the same review for two species) is named once in full, then briefly.
  const seen = new Set<string>();
  const cite = (c: string): string => {
    const src = Object.values(SOURCES).find((x) =>
      c.startsWith(`${x.publisher} (${x.year}): ${x.title}, ${x.locator}; `),
    );
    if (!src) return c;
    const head = `${src.publisher} (${src.year}): ${src.title}, ${src.locator}; `;
    if (!seen.has(head)) {
      seen.add(head);
      return c;
    }
    return `${src.publisher} (${src.year}), as above: ${c.slice(head.length)}`;
  };
  for (const t of targets) {
    for (const [what, r] of [
      ['preferred', t.preferredTempF],
      ['spawning', t.spawnTempF],
    ] as const) {
      out.push({
        label: `${t.commonName}, ${what} water`,
        detail:
          r.status === 'typical'
            ? `${r.minF}-${r.maxF} °F is ${TYPICAL_WORDS}${r.note ? ` (${r.note})` : ''}`
            : `${r.minF}-${r.maxF} °F for ${r.lifeStage === 'spawning' ? 'spawning fish' : 'adults'}: ${r.citations.map(cite).join(' | ')}`,
      });
    }
  }
  return out;
}
