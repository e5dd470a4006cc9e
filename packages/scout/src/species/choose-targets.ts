import { SPECIES } from './catalogue.ts';
import { phaseFor, tempSuitability } from './phases.ts';
import type { Habitat, Region, SpeciesRecord } from './types.ts';

export interface TargetChoice {
  species: SpeciesRecord;
  reason: string;
}

export interface ChooseTargetsInput {
  habitat: Habitat;
  region: Region;
  month: number;
  waterTempF: number | null;
  max?: number;
}

/**
 * Likely targets when the angler names none: species of this habitat and region, ranked by how
 * well today's water temperature suits them (a phase that concentrates fish adds a little).
 * Catalogue order breaks ties, which favours the most widely fished species.
 */
export function chooseTargets({ habitat, region, month, waterTempF, max = 3 }: ChooseTargetsInput): TargetChoice[] {
  const candidates = SPECIES.filter((s) => s.habitats.includes(habitat) && s.regions.includes(region));
  const scored = candidates.map((species, index) => {
    if (waterTempF === null) return { species, score: -index, reason: `a common ${habitat === 'salt' ? 'saltwater' : 'freshwater'} target in this region` };
    const fit = tempSuitability(species, waterTempF);
    const phase = phaseFor(species, waterTempF, month);
    const bonus = phase === 'pre-spawn' || phase === 'fall' ? 0.15 : phase === 'winter' ? -0.2 : 0;
    const { minF, maxF } = species.preferredTempF;
    const where = fit === 1 ? `inside its preferred ${minF}-${maxF} °F` : `outside its preferred ${minF}-${maxF} °F`;
    return { species, score: fit + bonus - index / 1000, reason: `water near ${Math.round(waterTempF)} °F is ${where}; ${phase} phase` };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ species, reason }) => ({ species, reason }));
}
