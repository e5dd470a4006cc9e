import { SPECIES } from './catalogue.ts';
import { activitySuitability, phaseFor } from './phases.ts';
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
  /** Typical midsummer water temperature here; species that could not live through it are ranked down */
  summerPeakWaterF?: number | null;
  max?: number;
}

/** A species whose preferred maximum is this far below the summer peak needs special water (a rule of thumb). */
const SUMMER_MARGIN_F = 12;

/**
 * Likely targets when the angler names none: species of this habitat and region, ranked by how
 * well today's water temperature suits them (a phase that concentrates fish adds a little).
 * Catalogue order breaks ties, which favours the most widely fished species.
 */
export function chooseTargets({
  habitat,
  region,
  month,
  waterTempF,
  summerPeakWaterF = null,
  max = 3,
}: ChooseTargetsInput): TargetChoice[] {
  const candidates = SPECIES.filter(
    (s) => s.habitats.includes(habitat) && s.regions.includes(region),
  );
  const scored = candidates.map((species, index) => {
    if (waterTempF === null)
      return {
        species,
        score: -index,
        reason: `a common ${habitat === 'salt' ? 'saltwater' : 'freshwater'} target in this region`,
      };
    const fit = activitySuitability(species, waterTempF);
    const phase = phaseFor(species, waterTempF, month);
    const bonus = phase === 'pre-spawn' || phase === 'fall' ? 0.15 : phase === 'winter' ? -0.2 : 0;
    const pref = species.preferredTempF;
    const spawn = species.spawnTempF;
    const where =
      fit.value === 1
        ? `inside its preferred ${pref.minF}-${pref.maxF} °F`
        : fit.inSpawnRange
          ? `in its spawning range (${spawn.minF}-${spawn.maxF} °F)`
          : `outside its preferred ${pref.minF}-${pref.maxF} °F`;
    const tooWarm = summerPeakWaterF !== null && pref.maxF + SUMMER_MARGIN_F < summerPeakWaterF;
    const caveat = tooWarm
      ? '; summers here are too warm for it except in cold tailwaters and spring-fed water'
      : '';
    return {
      species,
      score: fit.value + bonus - (tooWarm ? 0.4 : 0) - index / 1000,
      reason: `water near ${Math.round(waterTempF)} °F is ${where}; ${phase} phase${caveat}`,
    };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ species, reason }) => ({ species, reason }));
}
