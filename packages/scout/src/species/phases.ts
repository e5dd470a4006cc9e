import type { SeasonPhase, SpeciesRecord } from './types.ts';

/**
 * Model rules (not species facts): water colder than 10 F below the lower of the preferred and
 * spawning minimums counts as winter; a spring spawner is "post-spawn" for the first 6 F above
 * its spawning range while the water is still warming (January to July).
 */
export const PHASE_RULES = { winterMarginF: 10, postSpawnBandF: 6 } as const;

/**
 * The phase from the month alone, for when the water temperature is unknown: a coarse calendar
 * for the middle latitudes of the lower 48 (a model rule).
 */
export function phaseByMonth(species: SpeciesRecord, month: number): SeasonPhase {
  const spring: SeasonPhase[] = [
    'winter',
    'winter',
    'pre-spawn',
    'pre-spawn',
    'spawn',
    'post-spawn',
    'summer',
    'summer',
    'fall',
    'fall',
    'fall',
    'winter',
  ];
  const summer: SeasonPhase[] = [
    'winter',
    'winter',
    'pre-spawn',
    'pre-spawn',
    'pre-spawn',
    'spawn',
    'spawn',
    'post-spawn',
    'fall',
    'fall',
    'fall',
    'winter',
  ];
  const fall: SeasonPhase[] = [
    'post-spawn',
    'post-spawn',
    'summer',
    'summer',
    'summer',
    'summer',
    'summer',
    'pre-spawn',
    'pre-spawn',
    'spawn',
    'spawn',
    'post-spawn',
  ];
  const winter: SeasonPhase[] = [
    'spawn',
    'spawn',
    'post-spawn',
    'post-spawn',
    'post-spawn',
    'summer',
    'summer',
    'summer',
    'fall',
    'fall',
    'pre-spawn',
    'pre-spawn',
  ];
  return { spring, summer, fall, winter }[species.spawnSeason][month - 1]!;
}

export function phaseFor(species: SpeciesRecord, waterTempF: number, month: number): SeasonPhase {
  const { preferredTempF: pref, spawnTempF: spawn } = species;
  const winterBelow = Math.min(pref.minF, spawn.minF) - PHASE_RULES.winterMarginF;
  if (waterTempF < winterBelow) return 'winter';
  const inSpawn = waterTempF >= spawn.minF && waterTempF <= spawn.maxF;

  if (species.spawnSeason === 'spring' || species.spawnSeason === 'summer') {
    if (month <= 7) {
      if (waterTempF < spawn.minF) return 'pre-spawn';
      if (inSpawn) return 'spawn';
      return waterTempF <= spawn.maxF + PHASE_RULES.postSpawnBandF ? 'post-spawn' : 'summer';
    }
    return month === 8 || waterTempF >= pref.minF ? 'summer' : 'fall';
  }
  if (species.spawnSeason === 'fall') {
    if (month >= 8) {
      if (inSpawn) return 'spawn';
      return waterTempF > spawn.maxF ? 'pre-spawn' : 'post-spawn';
    }
    return month <= 2 ? 'post-spawn' : 'summer';
  }
  // winter spawners
  if (month >= 11 || month <= 3) {
    if (inSpawn) return 'spawn';
    if (waterTempF > spawn.maxF) return month >= 11 ? 'pre-spawn' : 'post-spawn';
    return 'winter';
  }
  if (month <= 5) return 'post-spawn';
  return month <= 8 ? 'summer' : 'fall';
}

/**
 * How well the water temperature suits the species, 0-1: 1 inside the preferred range, falling
 * linearly to 0 at 15 F outside it (a model rule, not a measured curve).
 */
export function tempSuitability(species: SpeciesRecord, waterTempF: number): number {
  const { minF, maxF } = species.preferredTempF;
  const outside = waterTempF < minF ? minF - waterTempF : waterTempF > maxF ? waterTempF - maxF : 0;
  return Math.max(0, 1 - outside / 15);
}

/**
 * How active the species should be at this water temperature in this month, 0-1: the
 * preferred-range fit, or 0.75 of the fit to the spawning range when the fish are in their spawn
 * phase and that is higher (fish staging or spawning are shallow and catchable, but the spawn is
 * not peak feeding). Outside the spawning season the spawning range does not count, so November
 * water never reads as "in the spawning range". A model rule, not a measured curve.
 */
export function activitySuitability(
  species: SpeciesRecord,
  waterTempF: number,
  month: number,
): { value: number; inSpawnRange: boolean } {
  const pref = tempSuitability(species, waterTempF);
  if (phaseFor(species, waterTempF, month) !== 'spawn') return { value: pref, inSpawnRange: false };
  const { minF, maxF } = species.spawnTempF;
  const outside = waterTempF < minF ? minF - waterTempF : waterTempF > maxF ? waterTempF - maxF : 0;
  const spawn = 0.75 * Math.max(0, 1 - outside / 15);
  return spawn > pref
    ? { value: spawn, inSpawnRange: outside === 0 }
    : { value: pref, inSpawnRange: false };
}
