import { SOURCES } from '../species/sources.ts';
import type { SpeciesRecord } from '../species/types.ts';
import { SOLUNAR_RULES } from '../solunar/solunar-rules.ts';
import type { Tides } from '../tides/predict-tides.ts';
import type { Conditions } from './types.ts';

interface SourceInput {
  tides: Tides | null;
  weatherSource: string | null;
  water: Conditions['water'];
  species: SpeciesRecord[];
}

/** Every source behind a report, in the order a reader meets them. */
export function reportSources({
  tides,
  weatherSource,
  water,
  species,
}: SourceInput): { label: string; detail: string }[] {
  const out: { label: string; detail: string }[] = [
    {
      label: 'Sun and moon',
      detail:
        'computed with astronomy-engine (Don Cross, MIT licence); time zone from geo-tz / timezone-boundary-builder',
    },
    { label: 'Solunar periods', detail: SOLUNAR_RULES.sources.join(' ') },
  ];
  if (weatherSource) out.push({ label: 'Weather', detail: weatherSource });
  out.push({
    label: 'Water temperature',
    detail: water.measured
      ? water.source
      : `${water.source} (model estimate, about ±${water.uncertaintyF} °F)`,
  });
  if (tides) out.push({ label: 'Tides', detail: tides.attribution });
  const ids = [
    ...new Set(
      species.flatMap((s) => [...s.preferredTempF.sources, ...s.spawnTempF.sources, ...s.sources]),
    ),
  ];
  for (const id of ids) {
    const s = SOURCES[id];
    out.push({
      label: 'Species facts',
      detail: `${s.publisher} (${s.year}): ${s.title}, ${s.locator}`,
    });
  }
  return out;
}
