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
  lat: number;
  month: number;
  waterTempF: number | null;
  max?: number;
}

/**
 * The fish most anglers target in each region's salt water: a judgement from state agency
 * pages, used to rank them first when the water suits them. Fresh water relies on catalogue order.
 */
export const REGION_MAINSTAYS: Partial<Record<Region, string[]>> = {
  gulf: ['red-drum', 'spotted-seatrout', 'southern-flounder', 'sheepshead'],
  'south-atlantic': ['red-drum', 'spotted-seatrout', 'common-snook', 'southern-flounder'],
  'mid-atlantic': ['striped-bass', 'summer-flounder', 'bluefish', 'red-drum'],
  'north-atlantic': ['striped-bass', 'bluefish', 'summer-flounder', 'tautog'],
  pacific: ['california-halibut', 'kelp-bass', 'lingcod', 'chinook-salmon'],
  alaska: ['chinook-salmon', 'coho-salmon', 'lingcod'],
  hawaii: ['bonefish', 'mahi-mahi'],
};

/** Whether the species is usually here in this habitat, region and month. */
export function presentHere(
  species: SpeciesRecord,
  habitat: Habitat,
  region: Region,
  lat: number,
  month: number,
): boolean {
  if (!species.habitats.includes(habitat) || !species.regions.includes(region)) return false;
  if (species.maxLat !== undefined && lat > species.maxLat) return false;
  const months = habitat === 'salt' ? species.saltMonths?.[region] : undefined;
  return months === undefined || months.includes(month);
}

/**
 * Likely targets when the angler names none: species usually present in this habitat, region and
 * month, ranked by how well the water temperature suits them (when it is known), the region's
 * mainstays first, then catalogue order, which favours the most widely fished species.
 */
export function chooseTargets({
  habitat,
  region,
  lat,
  month,
  waterTempF,
  max = 3,
}: ChooseTargetsInput): TargetChoice[] {
  const mainstays = REGION_MAINSTAYS[region] ?? [];
  const candidates = SPECIES.filter((s) => presentHere(s, habitat, region, lat, month));
  const scored = candidates.map((species, index) => {
    const rank = habitat === 'salt' ? mainstays.indexOf(species.id) : -1;
    const mainstay = rank >= 0;
    // The first-listed mainstay is the most fished: 0.4 for it, 0.1 less for each after.
    const base = mainstay ? 0.4 - 0.1 * rank : 0;
    if (waterTempF === null)
      return {
        species,
        score: base - index / 1000,
        reason: `${mainstay ? 'one of the main' : 'a common'} ${habitat === 'salt' ? 'saltwater' : 'freshwater'} targets here in this month`,
      };
    const fit = activitySuitability(species, waterTempF, month);
    const phase = phaseFor(species, waterTempF, month);
    const bonus = phase === 'pre-spawn' || phase === 'fall' ? 0.15 : phase === 'winter' ? -0.2 : 0;
    const pref = species.preferredTempF;
    const where =
      fit.value === 1
        ? `inside its preferred ${pref.minF}-${pref.maxF} °F`
        : fit.inSpawnRange
          ? `in its spawning range (${species.spawnTempF.minF}-${species.spawnTempF.maxF} °F)`
          : waterTempF < pref.minF
            ? `below its preferred ${pref.minF}-${pref.maxF} °F`
            : `above its preferred ${pref.minF}-${pref.maxF} °F`;
    return {
      species,
      score: base + fit.value + bonus - index / 1000,
      reason: `${mainstay ? 'a main target here in this month; ' : ''}water near ${Math.round(waterTempF)} °F is ${where}; ${phase} phase`,
    };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map(({ species, reason }) => ({ species, reason }));
}
