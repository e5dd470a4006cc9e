import { describe, expect, it } from 'vitest';
import { GUIDE } from './data/helpers.ts';
import { getSpecies } from './catalogue.ts';
import { estimatePhase } from './phase-estimate.ts';
import type { SpeciesRecord } from './types.ts';

/**
 * The post-spawn window counts days on the real calendar: a fish whose spawning month is January
 * is post-spawn for PHASE_RULES.postSpawnDays (35) after Jan 31, which is Mar 7 in 2027 and Mar 6
 * in the leap year 2028 (a fixed 28-day February said Mar 7 both years).
 */
const base = getSpecies('rainbow-trout')!;
const januarySpawner: SpeciesRecord = {
  ...base,
  spawnsWhere: { where: 'in January in rivers', kinds: ['river'], months: [1], basis: GUIDE },
};
const phaseOn = (date: string) =>
  estimatePhase({
    species: januarySpawner,
    date,
    lat: 40,
    kind: 'river',
    subRegion: null,
    water: { tempF: (base.spawnTempF.minF + base.spawnTempF.maxF) / 2, kind: 'measured' },
  }).phase;

describe('days since the spawning months', () => {
  it('Mar 7 is the last post-spawn day in 2027, Mar 6 in the leap year 2028', () => {
    expect(phaseOn('2027-03-07')).toBe('post-spawn');
    expect(phaseOn('2027-03-08')).not.toBe('post-spawn');
    expect(phaseOn('2028-03-06')).toBe('post-spawn');
    expect(phaseOn('2028-03-07')).not.toBe('post-spawn');
  });

  it('counts back across the new year', () => {
    const decemberSpawner = {
      ...januarySpawner,
      spawnsWhere: { ...januarySpawner.spawnsWhere!, months: [12] },
    };
    const on = (date: string) =>
      estimatePhase({
        species: decemberSpawner,
        date,
        lat: 40,
        kind: 'river',
        subRegion: null,
        water: {
          tempF: (base.spawnTempF.minF + base.spawnTempF.maxF) / 2,
          kind: 'measured',
        },
      }).phase;
    // Dec 31 + 35 days is Feb 4
    expect(on('2027-02-04')).toBe('post-spawn');
    expect(on('2027-02-05')).not.toBe('post-spawn');
  });
});
